import type { SupportTicket } from '@harit/core/types';
import {
  guestSupportTicketBody,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_TOPIC_LABELS,
  SUPPORT_TOPICS,
  type SupportTicketInput,
  supportTicketBody,
} from '@harit/core/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import { AlertCircle, CheckCircle2, Send } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { type FieldError, type Resolver, useForm } from 'react-hook-form';
import { FormError } from '../../../components/form/form-error';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';
import { type NewSupportTicket, useCreateSupportTicket } from '../api/create-support-ticket';
import { InlineText } from './rich-text';
import { TicketStatusBadge } from './ticket-status';

const inputClass =
  'mt-1 block w-full rounded-xl border border-stone-300 bg-white px-3.5 py-2.5 text-stone-900 placeholder:text-stone-500 aria-invalid:border-red-600 aria-invalid:ring-1 aria-invalid:ring-red-600';
const labelClass = 'block text-sm font-semibold text-stone-800';

function FieldMessage({ id, error }: { id: string; error?: FieldError }) {
  const t = useT();
  if (!error?.message) return null;
  return (
    <p id={id} className="mt-1.5 flex items-center gap-1 text-sm font-medium text-red-700">
      <AlertCircle className="size-4 shrink-0" aria-hidden="true" />
      {t(error.message)}
    </p>
  );
}

interface SupportRequestFormProps {
  /** Signed in: the reply goes to this address and no e-mail field is shown. */
  signedInEmail: string | null;
}

/**
 * The request form: topic, optional order number, message, and an e-mail only when
 * signed out. Validated with the same core schema as the API; on success it shows the reference
 * and status in place of the form.
 */
export function SupportRequestForm({ signedInEmail }: SupportRequestFormProps) {
  const t = useT();
  const signedIn = signedInEmail !== null;
  const create = useCreateSupportTicket();
  const id = useId();
  const ids = {
    topic: `${id}-topic`,
    orderNumber: `${id}-order`,
    message: `${id}-message`,
    email: `${id}-email`,
  };
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<SupportTicketInput, unknown, NewSupportTicket>({
    // Signed out, the e-mail is required (the API refuses a guest request without one).
    resolver: zodResolver(signedIn ? supportTicketBody : guestSupportTicketBody) as Resolver<
      SupportTicketInput,
      unknown,
      NewSupportTicket
    >,
    defaultValues: { orderNumber: '', message: '', email: '' },
  });

  const onSubmit = handleSubmit((values) => {
    create.mutate(signedIn ? { ...values, email: undefined } : values);
  });

  if (create.isSuccess) {
    return (
      <RequestReceived
        ticket={create.data}
        onAnother={() => {
          create.reset();
          reset();
        }}
      />
    );
  }

  const messageLength = watch('message')?.length ?? 0;
  const describe = (field: keyof typeof ids, hint?: string) =>
    [hint, errors[field] ? `${ids[field]}-error` : undefined].filter(Boolean).join(' ') ||
    undefined;

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="request-heading" className="grid gap-5">
      <div>
        <label htmlFor={ids.topic} className={labelClass}>
          {t('Topic')}
        </label>
        <select
          id={ids.topic}
          aria-invalid={errors.topic ? true : undefined}
          aria-describedby={describe('topic')}
          className={inputClass}
          defaultValue=""
          {...register('topic')}
        >
          <option value="" disabled>
            {t('Choose a topic')}
          </option>
          {SUPPORT_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {t(SUPPORT_TOPIC_LABELS[topic])}
            </option>
          ))}
        </select>
        <FieldMessage id={`${ids.topic}-error`} error={errors.topic} />
      </div>

      <div>
        <label htmlFor={ids.orderNumber} className={labelClass}>
          {t('Order number')} <span className="font-normal text-stone-600">{t('(optional)')}</span>
        </label>
        <input
          id={ids.orderNumber}
          type="text"
          inputMode="text"
          autoComplete="off"
          placeholder={t('e.g. 4827163950')}
          aria-invalid={errors.orderNumber ? true : undefined}
          aria-describedby={describe('orderNumber', `${ids.orderNumber}-hint`)}
          className={inputClass}
          {...register('orderNumber')}
        />
        <p id={`${ids.orderNumber}-hint`} className="mt-1 text-sm text-stone-600">
          <InlineText
            text={t("You'll find it under [Orders & Payments](/orders) and in your confirmation.")}
          />
        </p>
        <FieldMessage id={`${ids.orderNumber}-error`} error={errors.orderNumber} />
      </div>

      <div>
        <label htmlFor={ids.message} className={labelClass}>
          {t('How can we help?')}
        </label>
        <textarea
          id={ids.message}
          rows={6}
          maxLength={SUPPORT_MESSAGE_MAX}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describe('message', `${ids.message}-count`)}
          className={`${inputClass} resize-y`}
          {...register('message')}
        />
        <p id={`${ids.message}-count`} className="mt-1 text-right text-xs text-stone-600">
          {t('{count} / {max} characters', { count: messageLength, max: SUPPORT_MESSAGE_MAX })}
        </p>
        <FieldMessage id={`${ids.message}-error`} error={errors.message} />
      </div>

      {signedIn ? (
        <p className="rounded-xl bg-stone-100 px-4 py-3 text-sm text-stone-700">
          <InlineText
            text={t("We'll reply to **{email}** and you can follow this request below.", {
              email: signedInEmail,
            })}
          />
        </p>
      ) : (
        <div>
          <label htmlFor={ids.email} className={labelClass}>
            {t('Your e-mail')}
          </label>
          <input
            id={ids.email}
            type="email"
            autoComplete="email"
            placeholder={t('you@example.in')}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describe('email', `${ids.email}-hint`)}
            className={inputClass}
            {...register('email')}
          />
          <p id={`${ids.email}-hint`} className="mt-1 text-sm text-stone-600">
            <InlineText
              text={t("We'll reply here. [Sign in](/login) to follow your requests on this page.")}
            />
          </p>
          <FieldMessage id={`${ids.email}-error`} error={errors.email} />
        </div>
      )}

      <FormError message={create.error?.message} />

      <div>
        <Button type="submit" disabled={create.isPending} size="lg">
          <Send className="size-4" aria-hidden="true" />
          {create.isPending ? t('Sending...') : t('Send request')}
        </Button>
      </div>
    </form>
  );
}

function RequestReceived({ ticket, onAnother }: { ticket: SupportTicket; onAnother: () => void }) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: move focus to what replaced it, so a screen reader announces it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div
      className="rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-200"
      data-testid="request-received"
    >
      <h3
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 text-xl font-bold text-brand-950 outline-none"
      >
        <CheckCircle2 className="size-6 text-brand-700" aria-hidden="true" />
        {t('Request received')}
      </h3>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-stone-600">{t('Reference number')}</dt>
          <dd className="font-mono text-2xl font-bold tracking-wider text-stone-900">
            {ticket.reference}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-stone-600">{t('Status')}</dt>
          <dd className="mt-1">
            <TicketStatusBadge status={ticket.status} />
          </dd>
        </div>
      </dl>
      <p className="mt-4 text-sm text-stone-700">
        <InlineText
          text={t(
            'Someone from our customer care team will reply to **{email}** within one business day. Please quote {reference} if you write or call.',
            { email: ticket.email, reference: ticket.reference },
          )}
        />
      </p>
      <Button variant="outline" size="sm" onClick={onAnother} className="mt-5">
        {t('Send another request')}
      </Button>
    </div>
  );
}
