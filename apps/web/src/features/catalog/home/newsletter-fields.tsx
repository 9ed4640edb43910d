import { CheckCircle2, Mail } from 'lucide-react';
import type { FormEventHandler, InputHTMLAttributes, Ref } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { msg, useT } from '../../../lib/i18n';

/** core's newsletterSchema message (SPEC §5), shown through t(). */
export const NEWSLETTER_INVALID = msg('Please enter a valid email.');

/**
 * What the server's answer to a form posted without JavaScript put in the address (decision
 * 060): `?newsletter=subscribed`, or `?newsletter=invalid&email=<as typed>`.
 */
export function useNewsletterAnswer(): { subscribed: boolean; error?: string; typed: string } {
  const [params] = useSearchParams();
  const answer = params.get('newsletter');
  return {
    subscribed: answer === 'subscribed',
    error: answer === 'invalid' ? NEWSLETTER_INVALID : undefined,
    typed: answer === 'invalid' ? (params.get('email') ?? '') : '',
  };
}

interface NewsletterFieldsProps {
  onSubmit?: FormEventHandler<HTMLFormElement>;
  input: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement>; name: string };
  /** An untranslated SPEC message, or none. */
  error?: string;
  subscribed: boolean;
  /** Checked in the browser by the app's form (data-checked-here), not posted to the server. */
  checkedHere?: boolean;
}

/**
 * SPEC §5's newsletter form as drawn, for both ways of sending it: posted to the server (the
 * page as the server renders it, before and without JavaScript: decision 060) or checked in the
 * browser once the app's form has loaded.
 */
export function NewsletterFields({
  onSubmit,
  input,
  error,
  subscribed,
  checkedHere = false,
}: NewsletterFieldsProps) {
  const t = useT();
  return (
    <form
      id="newsletter"
      action="/newsletter"
      method="post"
      noValidate
      data-checked-here={checkedHere ? '' : undefined}
      onSubmit={onSubmit}
      className="mt-6 w-full max-w-md md:mt-0"
    >
      <label htmlFor="newsletter-email" className="mb-1 block text-sm font-semibold text-brand-950">
        {t('Email address')}
      </label>
      <div className="flex flex-col gap-2 xs:flex-row">
        <div className="relative flex-1">
          <Mail
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-stone-500"
            aria-hidden="true"
          />
          <input
            id="newsletter-email"
            type="email"
            autoComplete="email"
            placeholder={t('you@example.in')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'newsletter-error' : undefined}
            {...input}
            className="h-12 w-full rounded-full border border-stone-300 bg-white pr-4 pl-10 text-stone-900 placeholder:text-stone-500 aria-invalid:border-red-600"
          />
        </div>
        <Button type="submit" size="lg">
          {t('Subscribe')}
        </Button>
      </div>
      <div aria-live="polite" className="mt-2 min-h-6 text-sm">
        {error && (
          <p id="newsletter-error" className="font-medium text-red-700">
            {t(error)}
          </p>
        )}
        {subscribed && !error && (
          <p className="flex items-center gap-1.5 font-semibold text-brand-800">
            <CheckCircle2 className="size-4" aria-hidden="true" />
            {t('Thanks for subscribing!')}
          </p>
        )}
      </div>
    </form>
  );
}

/** The form before the app's own has loaded: the server checks what it posts. */
export function PostedNewsletterForm() {
  const answer = useNewsletterAnswer();
  return (
    <NewsletterFields
      input={{ name: 'email', defaultValue: answer.typed }}
      error={answer.error}
      subscribed={answer.subscribed}
    />
  );
}
