import { DELIVERY_ZONE_LABELS, deliveryEstimate } from '@harit/core/delivery';
import { IST_TIME_ZONE } from '@harit/core/ist-date';
import { Truck } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { controlClass, FormField, fieldProps } from '../../../components/form/form-field';

const PIN_ERROR = 'Enter a valid 6-digit PIN code.';

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  // Delivery days are Indian calendar days, whatever the browser's clock says.
  timeZone: IST_TIME_ZONE,
});

/**
 * Issue 14: when an order placed now would arrive at a 6-digit PIN code. `initialPin` is the
 * header's chosen location when it has one, so the estimate shows without typing.
 */
export function DeliveryEstimate({ initialPin = '' }: { initialPin?: string }) {
  const id = useId();
  const [pin, setPin] = useState(initialPin);
  const [checked, setChecked] = useState(initialPin);
  const [error, setError] = useState<string>();

  const result = checked ? deliveryEstimate(checked, new Date()) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = pin.trim();
    const valid = deliveryEstimate(value, new Date()) !== null;
    setError(valid ? undefined : PIN_ERROR);
    setChecked(valid ? value : '');
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl bg-stone-50 p-4">
      <h2 id={`${id}-heading`} className="flex items-center gap-2 font-semibold text-stone-900">
        <Truck className="size-5 text-brand-700" aria-hidden="true" />
        Delivery
      </h2>
      <form onSubmit={submit} noValidate className="mt-3 flex flex-wrap items-start gap-2">
        <FormField id={`${id}-pin`} label="PIN code" error={error} className="min-w-0 flex-1">
          <input
            {...fieldProps(`${id}-pin`, error)}
            className={controlClass}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            value={pin}
            onChange={(event) => setPin(event.target.value)}
          />
        </FormField>
        <button
          type="submit"
          className="mt-6 h-11 rounded-full bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Check
        </button>
      </form>
      <p aria-live="polite" className="mt-3 text-sm text-stone-700" data-testid="delivery-result">
        {result && (
          <>
            Delivery to <strong>{checked}</strong> ({DELIVERY_ZONE_LABELS[result.zone]}):{' '}
            <strong>
              {dayFormat.format(result.earliest)} – {dayFormat.format(result.latest)}
            </strong>{' '}
            ({result.minDays}–{result.maxDays} days)
          </>
        )}
      </p>
    </section>
  );
}
