import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from '@harit/core/limits';
import type { SavedAddress } from '@harit/core/types';
import { BLANK_ADDRESS, type CheckoutFormInput, checkoutFormSchema } from '@harit/core/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import { Banknote, CreditCard, Loader2, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { AddressFields, type AddressFieldValues } from '../../components/form/address-fields';
import { FormError } from '../../components/form/form-error';
import { TextField } from '../../components/form/form-field';
import { Panel } from '../../components/panel';
import { useT } from '../../lib/i18n';

export type CheckoutValues = z.output<typeof checkoutFormSchema>;

const PAYMENT_ICONS: Record<PaymentMethod, typeof CreditCard> = {
  'credit-card': CreditCard,
  upi: Smartphone,
  cod: Banknote,
};

export const EMPTY_CHECKOUT: CheckoutFormInput = {
  ...BLANK_ADDRESS,
  paymentMethod: 'credit-card',
  saveInfo: false,
  makeDefault: false,
  gstin: '',
  legalName: '',
};

/** The choice of typing an address rather than taking a saved one. */
export const NEW_ADDRESS = 'new';

const choiceClass =
  'flex cursor-pointer items-start gap-3 rounded-xl border border-stone-300 p-3.5 transition has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-600 has-focus-visible:outline-2 has-focus-visible:outline-brand-600';

type AddressPart = Pick<
  CheckoutFormInput,
  'firstName' | 'lastName' | 'phone' | 'address' | 'city' | 'state' | 'zip'
>;

function addressOf(a: AddressPart): AddressPart {
  const { firstName, lastName, phone, address, city, state, zip } = a;
  return { firstName, lastName, phone, address, city, state, zip };
}

/** The form's first values: the chosen saved address over the given ones (its e-mail if it has one). */
function withAddress(
  values: CheckoutFormInput,
  saved: SavedAddress | undefined,
): CheckoutFormInput {
  if (!saved) return values;
  return { ...values, ...addressOf(saved), email: saved.email || values.email };
}

interface CheckoutFormProps {
  defaultValues: CheckoutFormInput;
  /** The address book: offered as a radio list above the fields. */
  savedAddresses?: readonly SavedAddress[];
  /** The address chosen in the header's "Deliver to", preselected over the default. */
  preferredAddressId?: string | null;
  /** Processing: Place Order reads 'Processing...' and cannot be pressed again. */
  busy: boolean;
  /** What went wrong with the last attempt (the server's message), shown in a red alert. */
  error: string | null;
  /**
   * The payment methods the shop takes now (GET /api/payments/options, decision 056); cash on
   * delivery alone when online payment is not set up.
   */
  methods?: readonly PaymentMethod[];
  onSubmit: (values: CheckoutValues) => void;
}

/**
 * SPEC §2/§3/§5: Shipping Information, Payment Method, 'Save this information for next time' and
 * Place Order. Each rule's message appears under its field; the first invalid field gets focus;
 * the order proceeds only with no errors.
 */
export function CheckoutForm({
  defaultValues,
  savedAddresses = [],
  preferredAddressId = null,
  busy,
  error,
  methods = PAYMENT_METHODS,
  onSubmit,
}: CheckoutFormProps) {
  const t = useT();
  const onlyCash = !methods.some((m) => m !== 'cod');
  const [choice, setChoice] = useState(
    () =>
      (preferredAddressId === NEW_ADDRESS ? NEW_ADDRESS : undefined) ??
      savedAddresses.find((a) => a.id === preferredAddressId)?.id ??
      savedAddresses.find((a) => a.isDefault)?.id ??
      NEW_ADDRESS,
  );
  const form = useForm<CheckoutFormInput, unknown, CheckoutValues>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: withAddress(
      {
        ...defaultValues,
        // A method saved at an earlier checkout that the shop no longer takes is not chosen.
        paymentMethod:
          defaultValues.paymentMethod && methods.includes(defaultValues.paymentMethod)
            ? defaultValues.paymentMethod
            : (methods[0] ?? 'cod'),
      },
      savedAddresses.find((a) => a.id === choice),
    ),
    shouldFocusError: true,
  });
  const { register, handleSubmit } = form;
  const saveInfo = useWatch({ control: form.control, name: 'saveInfo' });
  // Saving an address other than the default asks whether it should replace it (decision 060).
  const currentDefault = savedAddresses.find((a) => a.isDefault);
  const askDefault = Boolean(saveInfo && currentDefault && choice !== currentDefault.id);

  /** A saved address fills the fields; a new address starts from empty ones. */
  function choose(id: string) {
    setChoice(id);
    const chosen = savedAddresses.find((a) => a.id === id);
    const fields = addressOf(chosen ?? EMPTY_CHECKOUT);
    for (const [name, value] of Object.entries(fields)) {
      form.setValue(name as keyof typeof fields, value, {
        shouldValidate: form.formState.isSubmitted,
      });
    }
    if (chosen?.email) form.setValue('email', chosen.email);
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => onSubmit(values))}
      aria-label={t('Checkout')}
      className="space-y-6"
    >
      <Panel title={t('Shipping Information')}>
        {savedAddresses.length > 0 && (
          <fieldset className="mt-5">
            <legend className="text-sm font-semibold text-stone-800">{t('Deliver to')}</legend>
            <div className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-2">
              {savedAddresses.map((saved) => (
                <label key={saved.id} className={choiceClass}>
                  <input
                    type="radio"
                    name="checkout-address"
                    value={saved.id}
                    checked={choice === saved.id}
                    onChange={() => choose(saved.id)}
                    className="mt-1 size-4 accent-brand-700"
                  />
                  <span className="text-sm text-stone-800">
                    <span className="block font-semibold">
                      {saved.firstName} {saved.lastName}
                      {saved.isDefault && (
                        <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-medium text-brand-800">
                          {t('Default')}
                        </span>
                      )}
                    </span>
                    <span className="block text-stone-600">
                      {saved.address}, {saved.city}, {saved.state} {saved.zip}
                    </span>
                  </span>
                </label>
              ))}
              <label className={choiceClass}>
                <input
                  type="radio"
                  name="checkout-address"
                  value={NEW_ADDRESS}
                  checked={choice === NEW_ADDRESS}
                  onChange={() => choose(NEW_ADDRESS)}
                  className="mt-1 size-4 accent-brand-700"
                />
                <span className="text-sm font-semibold text-stone-800">
                  {t('Use a new address')}
                </span>
              </label>
            </div>
          </fieldset>
        )}
        <div className="mt-5 grid grid-cols-1 gap-4 sm:grid-cols-2">
          <AddressFields
            form={form as unknown as UseFormReturn<AddressFieldValues>}
            idPrefix="checkout"
            showDelivery
          />
        </div>
      </Panel>

      <BusinessBuyerFields form={form} />

      <section className="rounded-2xl bg-white p-5 ring-1 ring-stone-200 sm:p-6">
        <fieldset>
          <legend className="text-xl font-semibold text-stone-900">{t('Payment Method')}</legend>
          <div className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-3">
            {methods.map((method) => {
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
                    {t(PAYMENT_METHOD_LABELS[method])}
                  </span>
                </label>
              );
            })}
          </div>
          {onlyCash && (
            <p className="mt-3 text-sm text-stone-600" data-testid="cash-only">
              {t(
                'Online payment is not set up in this shop yet, so it takes cash on delivery only.',
              )}
            </p>
          )}
        </fieldset>
        <label className="mt-5 flex cursor-pointer items-center gap-3 text-sm text-stone-800">
          <input type="checkbox" className="size-4 accent-brand-700" {...register('saveInfo')} />
          {t('Save this information for next time')}
        </label>
        {askDefault && currentDefault && (
          <label className="mt-3 ml-7 flex cursor-pointer items-start gap-3 text-sm text-stone-800">
            <input
              type="checkbox"
              className="mt-0.5 size-4 shrink-0 accent-brand-700"
              {...register('makeDefault')}
            />
            {t('Make it my default address, instead of {address}', {
              address: `${currentDefault.address}, ${currentDefault.city}`,
            })}
          </label>
        )}
      </section>

      <FormError title={t('Your order was not placed.')} message={error} />

      <button
        type="submit"
        disabled={busy}
        className="flex h-12 w-full items-center justify-center gap-2 rounded-full bg-brand-700 px-6 text-base font-semibold text-white transition hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70"
      >
        {busy && <Loader2 className="size-5 animate-spin" aria-hidden="true" />}
        {busy ? t('Processing...') : t('Place Order')}
      </button>
    </form>
  );
}

/**
 * A business purchase (decision 073): with a GSTIN and legal name the order's tax invoice is a
 * B2B one, its place of supply the GSTIN's state. Both empty: a purchase for oneself.
 */
function BusinessBuyerFields({
  form,
}: {
  form: UseFormReturn<CheckoutFormInput, unknown, CheckoutValues>;
}) {
  const t = useT();
  const { register, formState } = form;
  return (
    <section className="rounded-2xl bg-white p-5 ring-1 ring-stone-200 sm:p-6">
      <fieldset>
        <legend className="text-xl font-semibold text-stone-900">
          {t('Business purchase (optional)')}
        </legend>
        <p className="mt-1 text-sm text-stone-600">
          {t('With your GSTIN, the tax invoice names your business so you can claim its GST.')}
        </p>
        <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            id="checkout-gstin"
            label={t('GSTIN')}
            autoComplete="off"
            spellCheck={false}
            error={formState.errors.gstin?.message}
            {...register('gstin')}
          />
          <TextField
            id="checkout-legalName"
            label={t('Legal name of the business')}
            autoComplete="organization"
            error={formState.errors.legalName?.message}
            {...register('legalName')}
          />
        </div>
      </fieldset>
    </section>
  );
}
