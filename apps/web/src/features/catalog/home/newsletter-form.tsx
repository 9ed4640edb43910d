import type { NewsletterInput } from '@harit/core/validation';
import { useEffect, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { NEWSLETTER_INVALID, NewsletterFields, useNewsletterAnswer } from './newsletter-fields';

/** core's newsletterSchema message (SPEC §5), shown through t(). */
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
  // This form takes the place of the one the server drew (NewsletterSection): what the shopper
  // had typed there, and the focus, come along. Read while rendering, before React replaces it.
  const [carried] = useState(() => {
    if (typeof document === 'undefined') return null;
    const drawn = document.getElementById('newsletter-email');
    return drawn instanceof HTMLInputElement
      ? { value: drawn.value, focused: document.activeElement === drawn }
      : null;
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<NewsletterInput>({
    resolver,
    defaultValues: { email: carried?.value || answer.typed },
  });

  useEffect(() => {
    if (carried?.focused) setFocus('email');
  }, [carried, setFocus]);

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
      checkedHere
      onSubmit={onSubmit}
      input={register('email', { onChange: () => setSubscribed(false) })}
      error={errors.email?.message}
      subscribed={subscribed}
    />
  );
}
