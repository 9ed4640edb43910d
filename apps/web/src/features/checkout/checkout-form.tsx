import { INDIAN_STATES, STATES, UNION_TERRITORIES } from '@harit/core/india';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from '@harit/core/limits';
import { type CheckoutFormInput, checkoutFormSchema } from '@harit/core/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import { Banknote, CreditCard, Loader2, Smartphone } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormError } from '../../components/form/form-error';
import {
  controlClass,
  FormField,
  fieldProps,
  textFieldsFor,
} from '../../components/form/form-field';
import { Panel } from '../../components/panel';

export type CheckoutValues = z.output<typeof checkoutFormSchema>;

const PAYMENT_ICONS: Record<PaymentMethod, typeof CreditCard> = {
  'credit-card': CreditCard,
  upi: Smartphone,
  cod: Banknote,
};

export const EMPTY_CHECKOUT: CheckoutFormInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  zip: '',
  paymentMethod: 'credit-card',
  saveInfo: false,
};

interface CheckoutFormProps {
  defaultValues: CheckoutFormInput;
  /** Processing: Place Order reads 'Processing...' and cannot be pressed again. */
  busy: boolean;
  /** What went wrong with the last attempt (the server's message), shown in a red alert. */
  error: string | null;
  onSubmit: (values: CheckoutValues) => void;
}

/**
 * SPEC §2/§3/§5: Shipping Information, Payment Method, 'Save this information for next time' and
 * Place Order. Each rule's message appears under its field; the first invalid field gets focus;
 * the order proceeds only with no errors.
 */
export function CheckoutForm({ defaultValues, busy, error, onSubmit }: CheckoutFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CheckoutFormInput, unknown, CheckoutValues>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues,
    shouldFocusError: true,
  });

  const text = textFieldsFor({ register, formState: { errors } }, 'checkout');

  const stateError = errors.state?.message;
  // A saved address from before the list existed still shows as chosen.
  const savedState = defaultValues.state;
  const unlistedState = savedState && !INDIAN_STATES.includes(savedState) ? savedState : null;

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => onSubmit(values))}
      aria-label="Checkout"
      className="space-y-6"
    >
      <Panel title="Shipping Information">
        <div className="mt-5 grid grid-cols-1 gap-4 sm:grid-cols-2">
          {text('firstName', 'First name', { autoComplete: 'given-name', maxLength: 80 })}
          {text('lastName', 'Last name', { autoComplete: 'family-name', maxLength: 80 })}
          {text('email', 'Email', { type: 'email', autoComplete: 'email', maxLength: 254 })}
          {text('phone', 'Phone', {
            type: 'tel',
            inputMode: 'numeric',
            autoComplete: 'tel-national',
            placeholder: '10-digit mobile number',
            maxLength: 10,
          })}
          {text('address', 'Address', {
            autoComplete: 'street-address',
            placeholder: 'House no., street, area',
            maxLength: 300,
            className: 'sm:col-span-2',
          })}
          {text('city', 'City', { autoComplete: 'address-level2', maxLength: 100 })}
          <FormField id="checkout-state" label="State" error={stateError}>
            <select
              {...fieldProps('checkout-state', stateError)}
              autoComplete="address-level1"
              // Also as a prop: some DOMs (happy-dom) ignore a select's value set before it is
              // attached, which is how react-hook-form applies its defaults.
              defaultValue={savedState}
              className={controlClass}
              {...register('state')}
            >
              <option value="">Select a state</option>
              {unlistedState && <option value={unlistedState}>{unlistedState}</option>}
              <optgroup label="States">
                {STATES.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </optgroup>
              <optgroup label="Union territories">
                {UNION_TERRITORIES.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </optgroup>
            </select>
          </FormField>
          {text('zip', 'ZIP code', {
            inputMode: 'numeric',
            autoComplete: 'postal-code',
            placeholder: '6-digit PIN code',
            maxLength: 6,
          })}
        </div>
      </Panel>

      <section className="rounded-2xl bg-white p-5 ring-1 ring-stone-200 sm:p-6">
        <fieldset>
          <legend className="text-xl font-semibold text-stone-900">Payment Method</legend>
          <div className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-3">
            {PAYMENT_METHODS.map((method) => {
              const Icon = PAYMENT_ICONS[method];
              return (
                <label
                  key={method}
                  className="flex cursor-pointer items-center gap-3 rounded-xl border border-stone-300 p-3.5 transition has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-600 has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
                >
                  <input
                    type="radio"
                    value={method}
                    className="size-4 accent-brand-700"
                    {...register('paymentMethod')}
                  />
                  <Icon className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
                  <span className="text-sm font-medium text-stone-800">
                    {PAYMENT_METHOD_LABELS[method]}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
        <label className="mt-5 flex cursor-pointer items-center gap-3 text-sm text-stone-800">
          <input type="checkbox" className="size-4 accent-brand-700" {...register('saveInfo')} />
          Save this information for next time
        </label>
      </section>

      <FormError title="Your order was not placed." message={error} />

      <button
        type="submit"
        disabled={busy}
        className="flex h-12 w-full items-center justify-center gap-2 rounded-full bg-brand-700 px-6 text-base font-semibold text-white transition hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70"
      >
        {busy && <Loader2 className="size-5 animate-spin" aria-hidden="true" />}
        {busy ? 'Processing...' : 'Place Order'}
      </button>
    </form>
  );
}
