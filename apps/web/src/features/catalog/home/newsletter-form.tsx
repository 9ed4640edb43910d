import type { NewsletterInput } from '@harit/core/validation';
import { useEffect, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { NEWSLETTER_INVALID, NewsletterFields, useNewsletterAnswer } from './newsletter-fields';

/** core's newsletterSchema message (SPEC §5), shown through t() (issue 19). */
export const NEWSLETTER_MESSAGES = [NEWSLETTER_INVALID] as const;

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
 * Drawn by NewsletterFields, which the page also shows before this form loads (decision 060).
 */
export function NewsletterForm() {
  const answer = useNewsletterAnswer();
  const [subscribed, setSubscribed] = useState(answer.subscribed);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<NewsletterInput>({
    resolver,
    defaultValues: { email: answer.typed },
  });

  // The server's answer to a form posted before the app ran (decision 060) stays shown.
  useEffect(() => {
    if (answer.error) setError('email', { message: answer.error });
  }, [answer.error, setError]);

  const onSubmit = handleSubmit(() => {
    setSubscribed(true);
    reset({ email: '' });
  });

  return (
    <NewsletterFields
      onSubmit={onSubmit}
      input={register('email', { onChange: () => setSubscribed(false) })}
      error={errors.email?.message}
      subscribed={subscribed}
    />
  );
}
