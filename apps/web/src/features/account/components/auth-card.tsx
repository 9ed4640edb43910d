import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DocumentTitle } from '../../../components/document-head';
import { useT } from '../../../lib/i18n';

interface AuthCardProps {
  /** The document title (SPEC §2 screen name). */
  title: string;
  heading: string;
  subtitle?: string;
  children: ReactNode;
  /** Under the card: the link to the other form. */
  footer?: ReactNode;
}

/** The frame of the sign-in, sign-up and reset screens. */
export function AuthCard({ title, heading, subtitle, children, footer }: AuthCardProps) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col px-4 py-10 sm:py-16">
      <DocumentTitle>{`${title} · Harit`}</DocumentTitle>
      <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-stone-900">{heading}</h1>
        {subtitle && <p className="mt-1 text-stone-600">{subtitle}</p>}
        <div className="mt-6 flex flex-col gap-5">{children}</div>
      </div>
      {footer && <p className="mt-6 text-center text-stone-700">{footer}</p>}
    </div>
  );
}

/** A footer that sends to the other form: "New to Harit? Create Account". */
export function OtherFormLink({
  question,
  to,
  label,
}: {
  question: string;
  to: string;
  label: string;
}) {
  return (
    <>
      {question}{' '}
      <Link to={to} className="font-semibold text-brand-800 underline-offset-4 hover:underline">
        {label}
      </Link>
    </>
  );
}

/** "or" between Continue with Google and the e-mail form. */
export function OrDivider() {
  const t = useT();
  return (
    <div className="flex items-center gap-3 text-sm text-stone-600" aria-hidden="true">
      <span className="h-px flex-1 bg-stone-200" />
      {t('or')}
      <span className="h-px flex-1 bg-stone-200" />
    </div>
  );
}
