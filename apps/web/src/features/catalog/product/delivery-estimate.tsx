import { PIN_FORMAT } from '@harit/core/india';
import type { PinCodeAnswer } from '@harit/core/types';
import { Truck } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { controlClass, FormField, fieldProps } from '../../../components/form/form-field';
import { Button } from '../../../components/ui/button';
import { msg, useLanguage, useT } from '../../../lib/i18n';
import { deliveryDays, usePinQuery } from '../../../lib/pin-codes';
import { withElements } from '../../../lib/rich-message';

const PIN_ERROR = msg('Enter a valid 6-digit PIN code.');

/**
 * When an order placed now would arrive at a PIN code. The server knows where the
 * PIN really is and answers the zone and days from core's one table (decision 029).
 * `initialPin` is the header's chosen location when it has one, so the estimate shows without
 * typing. The form is a GET form (decision 060): without JavaScript it asks for this page with
 * ?pin=…, which the server renders with the answer; a `pin` in the address wins over the header's.
 */
export function DeliveryEstimate({ initialPin = '' }: { initialPin?: string }) {
  const t = useT();
  const id = useId();
  const { pathname } = useLocation();
  const asked = useSearchParams()[0].get('pin')?.trim();
  const first = asked ?? initialPin;
  const [pin, setPin] = useState(first);
  const [checked, setChecked] = useState(PIN_FORMAT.test(first) ? first : '');
  const [error, setError] = useState<string | undefined>(
    asked !== undefined && !PIN_FORMAT.test(asked) ? PIN_ERROR : undefined,
  );
  const lookup = usePinQuery(checked);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = pin.trim();
    const valid = PIN_FORMAT.test(value);
    setError(valid ? undefined : PIN_ERROR);
    setChecked(valid ? value : '');
  };

  const shownError =
    error ?? (lookup.status === 'unknown' ? msg('We do not know this PIN code') : undefined);
  const errorText = shownError && t(shownError);

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl bg-stone-50 p-4">
      <h2 id={`${id}-heading`} className="flex items-center gap-2 font-semibold text-stone-900">
        <Truck className="size-5 text-brand-700" aria-hidden="true" />
        {t('Delivery')}
      </h2>
      <form
        action={pathname}
        method="get"
        onSubmit={submit}
        noValidate
        className="mt-3 flex flex-wrap items-start gap-2"
      >
        <FormField
          id={`${id}-pin`}
          label={t('PIN code')}
          error={errorText}
          className="min-w-0 flex-1"
        >
          <input
            {...fieldProps(`${id}-pin`, errorText)}
            name="pin"
            type="text"
            className={controlClass}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            value={pin}
            onChange={(event) => setPin(event.target.value)}
          />
        </FormField>
        <Button type="submit" className="mt-6">
          {t('Check')}
        </Button>
      </form>
      <p aria-live="polite" className="mt-3 text-sm text-stone-700" data-testid="delivery-result">
        {lookup.status === 'loading' && t('Checking this PIN code…')}
        {lookup.status === 'failed' && t('Could not check this PIN code. Please try again.')}
        {lookup.status === 'found' && <DeliveryFound place={lookup.place} />}
      </p>
    </section>
  );
}

/** "Delivery to 560095 (Bengaluru, metro city): Thu 26 Nov – Fri 27 Nov (1–2 days)". */
function DeliveryFound({ place }: { place: PinCodeAnswer }) {
  const t = useT();
  const language = useLanguage();
  const rich = withElements({
    pin: <strong>{place.pin}</strong>,
    days: <strong>{deliveryDays(place.delivery, language)}</strong>,
  });
  return rich.render(
    t('Delivery to {pin} ({city}, {zone}): {days} ({min}–{max} days)', {
      ...rich.values,
      city: place.city ?? place.district,
      zone: t(place.delivery.label),
      min: place.delivery.minDays,
      max: place.delivery.maxDays,
    }),
  );
}
