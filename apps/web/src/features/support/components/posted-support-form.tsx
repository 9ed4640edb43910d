// The support request as a plain form posted to the server (decision 060): what the page offers
// before and without JavaScript, as a signed-out shopper's request. The server answers with this
// page again: the reference, or what was typed with SPEC's message under each field.
import { SUPPORT_MESSAGE_MAX, SUPPORT_TOPIC_LABELS, SUPPORT_TOPICS } from '@harit/core/validation';
import { CheckCircle2 } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { FormError } from '../../../components/form/form-error';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';

const inputClass =
  'mt-1 block w-full rounded-xl border border-stone-300 bg-white px-3.5 py-2.5 text-stone-900 placeholder:text-stone-500 aria-invalid:border-red-600 aria-invalid:ring-1 aria-invalid:ring-red-600';
const labelClass = 'block text-sm font-semibold text-stone-800';

/** The reference the server gave a request posted without JavaScript, if the address has one. */
export function usePostedReference(): string | null {
  return useSearchParams()[0].get('request');
}

export function PostedRequestReceived({ reference }: { reference: string }) {
  const t = useT();
  return (
    <div className="mb-5 rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-200" role="status">
      <p className="flex items-center gap-2 text-xl font-bold text-brand-950">
        <CheckCircle2 className="size-6 text-brand-700" aria-hidden="true" />
        {t('Request received')}
      </p>
      <p className="mt-2 text-stone-700">
        {t('Reference number')}:{' '}
        <span className="font-mono font-bold tracking-wider">{reference}</span>
      </p>
    </div>
  );
}

export function PostedSupportForm() {
  const t = useT();
  const [params] = useSearchParams();
  const typed = (name: string) => params.get(name) ?? '';
  const error = (name: string) => params.get(`error.${name}`) ?? undefined;
  const field = (name: string) => {
    const message = error(name);
    return {
      id: `posted-support-${name}`,
      name,
      'aria-invalid': message ? true : undefined,
      'aria-describedby': message ? `posted-support-${name}-error` : undefined,
    } as const;
  };
  const message = (name: string) => {
    const text = error(name);
    return text ? (
      <p id={`posted-support-${name}-error`} className="mt-1.5 text-sm font-medium text-red-700">
        {t(text)}
      </p>
    ) : null;
  };
  const topic = typed('topic');
  return (
    <form action="/support" method="post" noValidate className="grid gap-5">
      <div>
        <label htmlFor="posted-support-topic" className={labelClass}>
          {t('Topic')}
        </label>
        <select
          {...field('topic')}
          className={inputClass}
          defaultValue={(SUPPORT_TOPICS as readonly string[]).includes(topic) ? topic : ''}
        >
          <option value="" disabled>
            {t('Choose a topic')}
          </option>
          {SUPPORT_TOPICS.map((choice) => (
            <option key={choice} value={choice}>
              {t(SUPPORT_TOPIC_LABELS[choice])}
            </option>
          ))}
        </select>
        {message('topic')}
      </div>
      <div>
        <label htmlFor="posted-support-orderNumber" className={labelClass}>
          {t('Order number')} <span className="font-normal text-stone-600">{t('(optional)')}</span>
        </label>
        <input
          {...field('orderNumber')}
          type="text"
          autoComplete="off"
          defaultValue={typed('orderNumber')}
          className={inputClass}
        />
        {message('orderNumber')}
      </div>
      <div>
        <label htmlFor="posted-support-message" className={labelClass}>
          {t('How can we help?')}
        </label>
        <textarea
          {...field('message')}
          rows={6}
          maxLength={SUPPORT_MESSAGE_MAX}
          defaultValue={typed('message')}
          className={`${inputClass} resize-y`}
        />
        {message('message')}
      </div>
      <div>
        <label htmlFor="posted-support-email" className={labelClass}>
          {t('Your e-mail')}
        </label>
        <input
          {...field('email')}
          type="email"
          autoComplete="email"
          defaultValue={typed('email')}
          className={inputClass}
        />
        {message('email')}
      </div>
      <FormError message={error('form') ? t(error('form') as string) : null} />
      <div>
        <Button type="submit" size="lg">
          {t('Send request')}
        </Button>
      </div>
    </form>
  );
}
