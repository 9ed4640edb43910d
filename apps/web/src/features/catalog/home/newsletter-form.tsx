import type { NewsletterInput } from '@harit/core/validation';
import { CheckCircle2, Mail } from 'lucide-react';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { msg, useT } from '../../../lib/i18n';

/** core's newsletterSchema message (SPEC §5), shown through t() (issue 19). */
export const NEWSLETTER_MESSAGES = [msg('Please enter a valid email.')] as const;

/**
 * The schema and zod (37 kB gzip) load with the first check, on Subscribe, not with the home
 * page (decision 037); react-hook-form checks only on submit, then on each change.
 */
const resolver: Resolver<NewsletterInput> = async (values, context, options) => {
  const [{ zodResolver }, { newsletterSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@harit/core/validation'),
  ]);
  return zodResolver(newsletterSchema)(values, context, options);
};

/**
 * SPEC §5: the trimmed e-mail must look like an address, else 'Please enter a valid email.';
 * success shows 'Thanks for subscribing!' and clears the field. Nothing is sent to a server.
 */
export function NewsletterForm() {
  const t = useT();
  const [subscribed, setSubscribed] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<NewsletterInput>({
    resolver,
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(() => {
    setSubscribed(true);
    reset();
  });

  const error = errors.email?.message;

  return (
    <form noValidate onSubmit={onSubmit} className="mt-6 w-full max-w-md md:mt-0">
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
            {...register('email', { onChange: () => setSubscribed(false) })}
            className="h-12 w-full rounded-full border border-stone-300 bg-white pr-4 pl-10 text-stone-900 placeholder:text-stone-500 aria-invalid:border-red-600"
          />
        </div>
        <button
          type="submit"
          className="h-12 rounded-full bg-brand-800 px-6 font-semibold text-white transition hover:bg-brand-900"
        >
          {t('Subscribe')}
        </button>
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
