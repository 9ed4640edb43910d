// The address book on /profile: list, add, edit, delete, make default; at most
// MAX_SAVED_ADDRESSES. The form is the checkout's address fields, its e-mail optional.
import { MAX_SAVED_ADDRESSES } from '@harit/core/limits';
import type { SavedAddress } from '@harit/core/types';
import {
  type AddressData,
  type AddressInput,
  addressInputSchema,
  BLANK_ADDRESS,
} from '@harit/core/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import { MapPin, Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { EmptyState } from '../../components/empty-state';
import { AddressFields, type AddressFieldValues } from '../../components/form/address-fields';
import { FormError } from '../../components/form/form-error';
import { QueryState } from '../../components/query-state';
import { Repeat, Skeleton } from '../../components/skeleton';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api-client';
import { msg, useT } from '../../lib/i18n';
import {
  useAddAddress,
  useAddresses,
  useDeleteAddress,
  useMakeDefaultAddress,
  useUpdateAddress,
} from './api/addresses';

const EMPTY_ADDRESS: AddressInput = BLANK_ADDRESS;

const messageOf = (error: unknown) =>
  error instanceof ApiError && error.status > 0 && error.status < 500
    ? error.message
    : msg('Something went wrong. Please try again.');

/** Which form is open: none, a new address, or the address being edited. */
type Editing = null | 'new' | SavedAddress;

export function AddressBook() {
  const t = useT();
  const addresses = useAddresses();
  const [editing, setEditing] = useState<Editing>(null);
  const [status, setStatus] = useState('');
  const addButton = useRef<HTMLButtonElement>(null);

  const close = (message: string) => {
    setEditing(null);
    setStatus(message);
    queueMicrotask(() => addButton.current?.focus());
  };

  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="sr-only" data-testid="address-status">
        {status}
      </p>
      <QueryState
        query={addresses}
        errorMessage={t('Failed to fetch your addresses.')}
        loading={
          <div aria-busy="true" className="grid gap-3 sm:grid-cols-2">
            <span className="sr-only">{t('Loading your addresses…')}</span>
            <Repeat count={2}>
              <Skeleton className="h-28 rounded-2xl" />
            </Repeat>
          </div>
        }
        isEmpty={(list) => list.length === 0}
        empty={
          editing === null && (
            <EmptyState
              icon={MapPin}
              title={t('No saved addresses yet')}
              description={t(
                'Add an address here, or tick “Save this information for next time” at checkout.',
              )}
            />
          )
        }
      >
        {(list) => (
          <ul className="grid gap-3 sm:grid-cols-2">
            {list.map((address) => (
              <AddressCard
                key={address.id}
                address={address}
                onEdit={() => {
                  setStatus('');
                  setEditing(address);
                }}
                onDone={setStatus}
              />
            ))}
          </ul>
        )}
      </QueryState>
      {editing !== null ? (
        <AddressForm
          key={editing === 'new' ? 'new' : editing.id}
          address={editing === 'new' ? null : editing}
          onSaved={(message) => close(message)}
          onCancel={() => close('')}
        />
      ) : (
        addresses.data && (
          <div className="flex flex-col gap-1">
            <Button
              size="lg"
              ref={addButton}
              variant="secondary"
              className="self-start"
              disabled={addresses.data.length >= MAX_SAVED_ADDRESSES}
              aria-describedby="address-book-limit"
              onClick={() => {
                setStatus('');
                setEditing('new');
              }}
            >
              <Plus className="size-4" aria-hidden="true" />
              {t('Add an address')}
            </Button>
            <p id="address-book-limit" className="text-sm text-stone-600">
              {addresses.data.length >= MAX_SAVED_ADDRESSES
                ? t('Your address book is full ({max} addresses). Delete one to add another.', {
                    max: MAX_SAVED_ADDRESSES,
                  })
                : t('You can save up to {max} addresses.', { max: MAX_SAVED_ADDRESSES })}
            </p>
          </div>
        )
      )}
    </div>
  );
}

function AddressCard({
  address,
  onEdit,
  onDone,
}: {
  address: SavedAddress;
  onEdit: () => void;
  onDone: (message: string) => void;
}) {
  const t = useT();
  const remove = useDeleteAddress();
  const makeDefault = useMakeDefaultAddress();
  const failure = remove.error ?? makeDefault.error;
  const name = `${address.firstName} ${address.lastName}`;

  return (
    <li
      className="flex flex-col gap-3 rounded-2xl p-4 ring-1 ring-stone-200"
      data-testid="saved-address"
    >
      <div className="text-sm text-stone-700">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-stone-900">
          {name}
          {address.isDefault && (
            <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-medium text-brand-800">
              {t('Default')}
            </span>
          )}
        </p>
        <p>{address.address}</p>
        <p>
          {address.city}, {address.state} {address.zip}
        </p>
        <p>{t('Phone {phone}', { phone: address.phone })}</p>
        {address.email && <p className="break-all">{address.email}</p>}
      </div>
      <FormError message={failure && messageOf(failure)} />
      <div className="flex flex-wrap gap-x-4 gap-y-2 text-sm font-semibold">
        <button
          type="button"
          onClick={onEdit}
          className="text-brand-800 underline-offset-4 hover:underline"
          aria-label={t('Edit {name}, {address}', { name, address: address.address })}
        >
          {t('Edit')}
        </button>
        {!address.isDefault && (
          <button
            type="button"
            disabled={makeDefault.isPending}
            onClick={() =>
              makeDefault.mutate(address.id, {
                onSuccess: () =>
                  onDone(t('{address} is now your default address.', { address: address.address })),
              })
            }
            className="text-brand-800 underline-offset-4 hover:underline disabled:opacity-60"
            aria-label={t('Make {address} the default address', { address: address.address })}
          >
            {t('Make default')}
          </button>
        )}
        <button
          type="button"
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(address.id, {
              onSuccess: () => onDone(t('{address} deleted.', { address: address.address })),
            })
          }
          className="text-red-700 underline-offset-4 hover:underline disabled:opacity-60"
          aria-label={t('Delete {name}, {address}', { name, address: address.address })}
        >
          {t('Delete')}
        </button>
      </div>
    </li>
  );
}

function AddressForm({
  address,
  onSaved,
  onCancel,
}: {
  address: SavedAddress | null;
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const add = useAddAddress();
  const update = useUpdateAddress();
  const form = useForm<AddressInput, unknown, AddressData>({
    resolver: zodResolver(addressInputSchema),
    defaultValues: address ? { ...address, email: address.email ?? '' } : EMPTY_ADDRESS,
    shouldFocusError: true,
  });
  const saving = add.isPending || update.isPending;
  const failure = add.error ?? update.error;

  const onSubmit = form.handleSubmit(async (values) => {
    // The schema's output: the phone as its 10 digits; no e-mail when none was given.
    const input: AddressInput = { ...values, email: values.email ?? undefined };
    if (address) {
      await update.mutateAsync({ id: address.id, input }).then(
        () => onSaved(t('Address saved.')),
        () => undefined,
      );
    } else {
      await add.mutateAsync(input).then(
        () => onSaved(t('Address added.')),
        () => undefined,
      );
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={address ? t('Edit address') : t('New address')}
      className="flex flex-col gap-4 rounded-2xl p-4 ring-1 ring-brand-300"
    >
      <h3 className="text-lg font-semibold text-stone-900">
        {address ? t('Edit address') : t('New address')}
      </h3>
      <FormError message={failure && messageOf(failure)} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <AddressFields
          form={form as unknown as UseFormReturn<AddressFieldValues>}
          idPrefix="address"
          emailOptional
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button size="lg" type="submit" loading={saving}>
          {t('Save Address')}
        </Button>
        <Button size="lg" variant="secondary" onClick={onCancel} disabled={saving}>
          {t('Cancel')}
        </Button>
      </div>
    </form>
  );
}
