// /admin/seller-settings (admins, decision 083): who sells, as every tax invoice, credit note,
// label and GSTR-1 issued from now on names it. react-hook-form with core's schema: a GSTIN is
// checked against the chosen state, the invoice prefix keeps a number within 16 characters.
import {
  INVOICE_PREFIX_MAX,
  SELLER_ADDRESS_MAX,
  SELLER_LEGAL_NAME_MAX,
  type SellerSettings,
  type SellerSettingsAnswer,
  type SellerSettingsBody,
  SIGNATORY_MAX,
  sellerSettingsSchema,
} from '@harit/core/seller';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { AdminOnly, ConsolePage } from '../../../components/console-page';
import { FormError, FormNotice } from '../../../components/form/form-error';
import {
  controlClass,
  FormField,
  fieldProps,
  textFieldsFor,
} from '../../../components/form/form-field';
import { StateOptions } from '../../../components/form/state-options';
import { LoadingState, QueryState } from '../../../components/query-state';
import { Skeleton } from '../../../components/skeleton';
import { Button } from '../../../components/ui/button';
import { useLanguage, useT } from '../../../lib/i18n';
import { formatIstDateTime } from '../../../lib/ist-format';
import { useSaveSellerSettings, useSellerSettings } from '../api/seller-settings';

export function SellerSettingsPage() {
  const t = useT();
  return (
    <ConsolePage
      title={t('Seller settings')}
      lead={t(
        'Who sells, as tax invoices, credit notes, labels and GST returns issued from now on print it. Documents already issued keep what they say.',
      )}
    >
      <AdminOnly>
        <Settings />
      </AdminOnly>
    </ConsolePage>
  );
}

function Settings() {
  const t = useT();
  const settings = useSellerSettings();
  return (
    <QueryState
      query={settings}
      errorMessage={t('The seller settings could not be loaded.')}
      loading={
        <LoadingState label={t('Loading the seller settings…')}>
          <Skeleton className="h-96 max-w-2xl" />
        </LoadingState>
      }
    >
      {(data) => <SellerForm settings={data} />}
    </QueryState>
  );
}

const resolver = zodResolver(sellerSettingsSchema) as unknown as Resolver<
  SellerSettings,
  unknown,
  SellerSettingsBody
>;

function SellerForm({ settings }: { settings: SellerSettingsAnswer }) {
  const t = useT();
  const language = useLanguage();
  const save = useSaveSellerSettings();
  const [saved, setSaved] = useState<SellerSettingsAnswer | null>(null);
  const { updatedAt, ...values } = saved ?? settings;
  const form = useForm<SellerSettings, unknown, SellerSettingsBody>({
    defaultValues: values,
    resolver,
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const field = textFieldsFor(form, 'seller');
  const stateError = errors.state?.message;
  const submit = form.handleSubmit(async (body) => {
    setSaved(null);
    try {
      const answer = await save.mutateAsync(body);
      form.reset(answer);
      setSaved(answer);
    } catch {
      // save.error is shown
    }
  });
  return (
    // A change to any field takes back "saved" (the select's and the inputs' events bubble here).
    <form
      onSubmit={submit}
      onChange={() => setSaved(null)}
      noValidate
      className="max-w-2xl space-y-4"
    >
      <p className="text-sm text-stone-600">
        {updatedAt
          ? t('Last saved {when}.', { when: formatIstDateTime(updatedAt, language) })
          : t('Not saved yet: these are the server’s SELLER_* settings.')}
      </p>
      {field('legalName', t('Legal name'), { maxLength: SELLER_LEGAL_NAME_MAX })}
      {field('address', t('Address'), { maxLength: SELLER_ADDRESS_MAX })}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="seller-state" label={t('State')} error={stateError}>
          <select
            {...fieldProps('seller-state', stateError)}
            {...register('state')}
            className={controlClass}
          >
            <StateOptions />
          </select>
        </FormField>
        {field('gstin', t('GSTIN'), { autoComplete: 'off', maxLength: 15 })}
      </div>
      {field('invoicePrefix', t('Invoice prefix'), {
        autoComplete: 'off',
        maxLength: INVOICE_PREFIX_MAX,
        hint: t(
          'Up to {max} letters or digits. The next invoice takes the new prefix and the next number of the year’s series; numbers already issued stay as they are.',
          { max: INVOICE_PREFIX_MAX },
        ),
      })}
      {field('signatory', t('Authorised signatory'), { maxLength: SIGNATORY_MAX })}
      <div aria-live="polite">
        {saved && <FormNotice>{t('Seller settings saved.')}</FormNotice>}
        <FormError message={save.error?.message} title={t('Not saved.')} />
      </div>
      <Button type="submit" loading={isSubmitting}>
        {t('Save seller settings')}
      </Button>
    </form>
  );
}
