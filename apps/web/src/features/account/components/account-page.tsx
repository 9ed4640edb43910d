import { type ReactNode, useId } from 'react';
import { DocumentTitle } from '../../../components/document-head';
import type { AuthUser } from '../../../lib/auth';
import { useT } from '../../../lib/i18n';
import { RequireUser } from '../../../lib/require-user';

/** The frame of /profile and /settings: title, heading and stacked sections. */
export function AccountPageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6 sm:py-12">
      <DocumentTitle>{`${title} · Harit`}</DocumentTitle>
      <h1 className="text-3xl font-bold tracking-tight text-stone-900">{title}</h1>
      {children}
    </div>
  );
}

export function AccountSection({
  title,
  description,
  tone = 'plain',
  children,
}: {
  title: string;
  description?: string;
  tone?: 'plain' | 'danger';
  children: ReactNode;
}) {
  // Not from the title: a Hindi title has no Latin letters to make an id of.
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={`rounded-3xl bg-white p-6 shadow-sm ring-1 sm:p-8 ${tone === 'danger' ? 'ring-red-200' : 'ring-stone-200'}`}
    >
      <h2
        id={id}
        className={`text-xl font-semibold ${tone === 'danger' ? 'text-red-800' : 'text-stone-900'}`}
      >
        {title}
      </h2>
      {description && <p className="mt-1 text-stone-600">{description}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** /profile or /settings: the frame, and SPEC §6's prompt instead of the body when signed out. */
export function SignedInAccountPage({
  title,
  prompt,
  children,
}: {
  title: string;
  prompt: string;
  children: (user: AuthUser) => ReactNode;
}) {
  const t = useT();
  return (
    <AccountPageFrame title={title}>
      <RequireUser
        prompt={prompt}
        loading={
          // While the first session check runs: a quiet placeholder inside the frame.
          <div aria-busy="true" className="h-48 animate-pulse rounded-3xl bg-stone-200">
            <span className="sr-only">{t('Loading…')}</span>
          </div>
        }
      >
        {children}
      </RequireUser>
    </AccountPageFrame>
  );
}
