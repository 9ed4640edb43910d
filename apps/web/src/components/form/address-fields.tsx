// The fields of an address: the checkout's Shipping Information and the address
// book's form. The PIN code fills city and state once it has 6 digits, and a PIN in another
// state than the chosen one is flagged under the field (the server refuses it too).
import { isIndianState } from '@harit/core/india';
import { useEffect, useRef } from 'react';
import { type UseFormRegisterReturn, type UseFormReturn, useWatch } from 'react-hook-form';
import { msg, useLanguage, useT } from '../../lib/i18n';
import { deliveryDays, pinMismatch, usePinLookup } from '../../lib/pin-codes';
import { controlClass, FormField, fieldProps, textFieldsFor } from './form-field';
import { StateOptions } from './state-options';

/**
 * The field is labelled "PIN code", as Indians name it; core's schema keeps SPEC §5's wording
 * ('Valid ZIP code is required') for the API, and the field says the same in the label's words
 * (decision 060).
 */
const PIN_WORDING: Record<string, string> = {
  'Valid ZIP code is required': msg('Enter a valid 6-digit PIN code.'),
};

export interface AddressFieldValues {
  firstName: string;
  lastName: string;
  email?: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zip: string;
}

interface AddressFieldsProps {
  /** The react-hook-form form whose values include the address fields. */
  form: UseFormReturn<AddressFieldValues>;
  /** Prefix of every input id: `${idPrefix}-zip`. */
  idPrefix: string;
  /** The address book's e-mail is optional; the checkout's is required (SPEC §5). */
  emailOptional?: boolean;
  /** The checkout's: when an order placed now arrives at the PIN (decision 029). */
  showDelivery?: boolean;
}

export function AddressFields({
  form,
  idPrefix,
  emailOptional = false,
  showDelivery = false,
}: AddressFieldsProps) {
  const t = useT();
  const language = useLanguage();
  const { register, setValue, getValues, formState } = form;
  const text = textFieldsFor(form, idPrefix);
  const zipError = formState.errors.zip;
  const pinText = textFieldsFor(
    {
      register,
      formState: {
        errors: {
          ...formState.errors,
          zip: zipError?.message
            ? { ...zipError, message: PIN_WORDING[zipError.message] ?? zipError.message }
            : zipError,
        },
      },
    },
    idPrefix,
  );
  const [zip = '', state = ''] = useWatch({ control: form.control, name: ['zip', 'state'] });
  const lookup = usePinLookup(zip.trim());

  // A PIN that India Post knows fills an empty state, and an empty city with its head office's
  // town when it has one (decision 062).
  useEffect(() => {
    if (lookup.status !== 'found') return;
    const options = { shouldDirty: true, shouldValidate: formState.isSubmitted };
    if (!getValues('state')) setValue('state', lookup.place.state, options);
    const { city } = lookup.place;
    if (city && !getValues('city').trim()) setValue('city', city, options);
  }, [lookup, getValues, setValue, formState.isSubmitted]);

  const stateError = formState.errors.state?.message;
  const zipId = `${idPrefix}-zip`;
  const mismatch = pinMismatch(lookup, state);
  // The same sentence as pinMismatch's, with its parts in the page's language.
  const flagged =
    mismatch === null
      ? null
      : lookup.status === 'found'
        ? t('PIN code {pin} is in {found}, not {state}', {
            pin: lookup.place.pin,
            found: lookup.place.state,
            state,
          })
        : t(mismatch);
  const status =
    flagged ??
    (lookup.status === 'loading'
      ? t('Looking up this PIN code…')
      : lookup.status === 'found'
        ? `${lookup.place.city ?? lookup.place.district}, ${lookup.place.state}`
        : '');
  const delivery =
    showDelivery && !flagged && lookup.status === 'found' ? lookup.place.delivery : null;
  // A saved address from before the list existed still shows as chosen.
  const savedState = formState.defaultValues?.state ?? '';
  const defaulted = useRef<HTMLSelectElement | null>(null);
  /**
   * register('state'), choosing the saved state once per element before react-hook-form reads
   * the select: happy-dom's select counts as changed before any option is chosen, so the form
   * would skip its default there. Registered where the select renders: the form focuses the
   * first invalid field in the order they registered.
   */
  const withSavedState = (field: UseFormRegisterReturn<'state'>) => ({
    ...field,
    ref: (select: HTMLSelectElement | null) => {
      if (select && select !== defaulted.current) {
        defaulted.current = select;
        if (savedState) select.value = savedState;
      }
      field.ref(select);
    },
  });
  const unlistedState = savedState && !isIndianState(savedState) ? savedState : null;

  return (
    <>
      {text('firstName', t('First name'), { autoComplete: 'given-name', maxLength: 80 })}
      {text('lastName', t('Last name'), { autoComplete: 'family-name', maxLength: 80 })}
      {text('email', emailOptional ? t('Email (optional)') : t('Email'), {
        type: 'email',
        autoComplete: 'email',
        maxLength: 254,
      })}
      {text('phone', t('Phone'), {
        type: 'tel',
        inputMode: 'tel',
        autoComplete: 'tel',
        placeholder: t('10-digit mobile number'),
        maxLength: 20,
      })}
      {text('address', t('Address'), {
        autoComplete: 'street-address',
        placeholder: t('House no., street, area'),
        maxLength: 300,
        className: 'sm:col-span-2',
      })}
      {text('city', t('City'), { autoComplete: 'address-level2', maxLength: 100 })}
      <FormField id={`${idPrefix}-state`} label={t('State')} error={stateError}>
        <select
          {...fieldProps(`${idPrefix}-state`, stateError)}
          autoComplete="address-level1"
          className={controlClass}
          {...withSavedState(register('state'))}
        >
          <option value="">{t('Select a state')}</option>
          {unlistedState && <option value={unlistedState}>{unlistedState}</option>}
          <StateOptions />
        </select>
      </FormField>
      <div>
        {pinText('zip', t('PIN code'), {
          inputMode: 'numeric',
          autoComplete: 'postal-code',
          placeholder: t('6-digit PIN code'),
          maxLength: 6,
          'aria-describedby':
            [formState.errors.zip ? `${zipId}-error` : null, status ? `${zipId}-status` : null]
              .filter(Boolean)
              .join(' ') || undefined,
        })}
        <p
          id={`${zipId}-status`}
          role="status"
          className={`mt-1 text-sm ${flagged ? 'font-medium text-red-700' : 'text-stone-600'}`}
        >
          {status}
        </p>
        {delivery && (
          <p className="mt-1 text-sm text-stone-700" data-testid="checkout-delivery">
            {t('Delivery by')} <strong>{deliveryDays(delivery, language)}</strong>{' '}
            {t('({zone}, {min}–{max} days)', {
              zone: t(delivery.label),
              min: delivery.minDays,
              max: delivery.maxDays,
            })}
          </p>
        )}
      </div>
    </>
  );
}
