import type { Review } from '@harit/core/types';
import {
  REVIEW_TEXT_MAX,
  REVIEW_TITLE_MAX,
  type ReviewInput,
  reviewInputSchema,
} from '@harit/core/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormError } from '../../../components/form/form-error';
import { controlClass, FormField, fieldProps } from '../../../components/form/form-field';
import { Button } from '../../../components/ui/button';
import { msg, useT } from '../../../lib/i18n';
import { StarInput } from './star-input';

/** core's reviewInputSchema messages a shopper can meet, shown through t(). */
export const REVIEW_MESSAGES = [
  msg('Please choose a rating from 1 to 5 stars.'),
  msg('Please write your review (at least 10 characters).'),
  msg('Please keep your review to 2000 characters or fewer.'),
  msg('Title must be at most 120 characters.'),
  msg('Title must be plain text, without HTML tags.'),
  msg('Review must be plain text, without HTML tags.'),
] as const;

export type ReviewFormValues = z.output<typeof reviewInputSchema>;

/**
 * Writing or editing a review: stars, an optional title and the text, checked by the same core
 * schema as the server; each message under its field, a refused submit in FormError.
 */
export function ReviewForm({
  idPrefix,
  initial,
  submitLabel,
  busy,
  serverError,
  onSubmit,
  onCancel,
}: {
  idPrefix: string;
  initial?: Review;
  submitLabel: string;
  busy: boolean;
  serverError: string | null;
  onSubmit: (values: ReviewFormValues) => void;
  onCancel?: () => void;
}) {
  const t = useT();
  const {
    control,
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<ReviewInput, unknown, ReviewFormValues>({
    resolver: zodResolver(reviewInputSchema),
    defaultValues: initial
      ? { rating: initial.rating, title: initial.title ?? '', text: initial.text }
      : { title: '', text: '' },
  });
  const ids = {
    rating: `${idPrefix}-rating`,
    title: `${idPrefix}-title`,
    text: `${idPrefix}-text`,
  };
  const textHint = t('{count} / {max} characters', {
    count: (watch('text') ?? '').length,
    max: REVIEW_TEXT_MAX,
  });
  const message = (error: { message?: string } | undefined) =>
    error?.message ? t(error.message) : undefined;
  const titleError = message(errors.title);
  const textError = message(errors.text);

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <StarInput
            id={ids.rating}
            value={field.value}
            onChange={field.onChange}
            error={message(errors.rating)}
          />
        )}
      />
      <FormField id={ids.title} label={t('Title (optional)')} error={titleError}>
        <input
          {...fieldProps(ids.title, titleError)}
          maxLength={REVIEW_TITLE_MAX}
          className={controlClass}
          {...register('title')}
        />
      </FormField>
      <FormField id={ids.text} label={t('Your review')} error={textError} hint={textHint}>
        <textarea
          {...fieldProps(ids.text, textError, textHint)}
          rows={5}
          maxLength={REVIEW_TEXT_MAX}
          className={`${controlClass} h-auto resize-y py-2.5`}
          {...register('text')}
        />
      </FormField>
      <FormError message={serverError && t(serverError)} />
      <div className="flex gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? t('Saving…') : submitLabel}
        </Button>
        {onCancel && (
          <Button onClick={onCancel} variant="secondary">
            {t('Cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
