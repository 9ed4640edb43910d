// How a return comes home (decision 076), on /returns: where to send an approved return and by
// when, its label and a pickup, and — for a cash-on-delivery order — the UPI ID or bank account
// its refund goes to.
import {
  type RefundAccountInput,
  type ReturnRequest,
  refundAccountSchema,
} from '@harit/core/returns';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormError } from '../../components/form/form-error';
import { textFieldsFor } from '../../components/form/form-field';
import { Button } from '../../components/ui/button';
import { msg, useLanguage, useT } from '../../lib/i18n';
import { formatIstDate } from '../../lib/ist-format';
import { messageText } from '../../lib/validation-messages';
import { downloadReturnLabel, useRequestPickup, useSetRefundAccount } from './api/return-home';

/** Where an approved return goes and by when, with its label and a pickup. */
function SendItBack({ request }: { request: ReturnRequest }) {
  const t = useT();
  const language = useLanguage();
  const pickup = useRequestPickup(request.id);
  const [labelError, setLabelError] = useState<string | null>(null);
  const label = async () => {
    setLabelError(null);
    try {
      await downloadReturnLabel(request.id, request.orderNumber);
    } catch (error) {
      setLabelError(error instanceof Error ? error.message : msg('The download failed.'));
    }
  };
  if (!request.returnBy || !request.returnAddress) return null;
  return (
    <div
      className="mt-2 rounded-xl bg-sky-50 p-3 text-sm text-stone-800"
      data-testid="send-it-back"
    >
      <p>
        {t('Send it back by {date} to: {address}', {
          date: formatIstDate(request.returnBy, language),
          address: request.returnAddress,
        })}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={label}>
          {t('Download return label')}
        </Button>
        {request.pickupRequestedAt ? (
          <p className="self-center font-medium text-brand-800">
            {t('Pickup requested on {date}; the courier will call you.', {
              date: formatIstDate(request.pickupRequestedAt, language),
            })}
          </p>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            loading={pickup.isPending}
            onClick={() => pickup.mutate()}
          >
            {t('Ask for a pickup instead')}
          </Button>
        )}
      </div>
      {labelError && <FormError message={labelError} />}
      {pickup.error && <FormError message={pickup.error.message} />}
    </div>
  );
}

/** The UPI ID or bank account a cash-on-delivery refund goes to. */
function RefundAccountForm({ request }: { request: ReturnRequest }) {
  const t = useT();
  const save = useSetRefundAccount(request.id);
  const form = useForm<RefundAccountInput>({
    resolver: zodResolver(refundAccountSchema),
    defaultValues: { kind: 'upi', upiId: '' } as RefundAccountInput,
  });
  const kind = form.watch('kind');
  const field = textFieldsFor(form, `refund-${request.id}`);
  const given = request.refundAccount;
  return (
    <form
      noValidate
      aria-label={t('Where should we refund you?')}
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
      className="mt-2 space-y-2 rounded-xl bg-stone-50 p-3 text-sm"
    >
      <p className="font-semibold text-stone-900">{t('Where should we refund you?')}</p>
      {given && (
        <p className="text-stone-700" data-testid="refund-account">
          {given.kind === 'upi'
            ? t('Refund to UPI ID {id}', { id: given.upiId })
            : t('Refund to account {number}, IFSC {ifsc}', {
                number: given.accountNumber,
                ifsc: given.ifsc,
              })}
        </p>
      )}
      <fieldset className="flex gap-4">
        <legend className="sr-only">{t('Refund to')}</legend>
        <label className="flex items-center gap-1">
          <input type="radio" value="upi" {...form.register('kind')} />
          {t('UPI ID')}
        </label>
        <label className="flex items-center gap-1">
          <input type="radio" value="bank" {...form.register('kind')} />
          {t('Bank account')}
        </label>
      </fieldset>
      {kind === 'upi' ? (
        field('upiId', t('UPI ID'), { autoComplete: 'off', hint: t('Like name@okaxis.') })
      ) : (
        <>
          {field('accountName', t('Account holder name'), { autoComplete: 'name' })}
          {field('accountNumber', t('Account number'), {
            inputMode: 'numeric',
            autoComplete: 'off',
          })}
          {field('ifsc', t('IFSC'), {
            autoComplete: 'off',
            hint: t('11 characters, like SBIN0001234.'),
          })}
        </>
      )}
      {save.error && <FormError message={save.error.message} />}
      <Button type="submit" size="sm" loading={save.isPending}>
        {given ? t('Change refund account') : t('Save refund account')}
      </Button>
      <p role="status" className="text-brand-800">
        {save.isSuccess && t('Saved: we refund there once the item reaches us.')}
      </p>
    </form>
  );
}

/** What a request still asks of its shopper. */
export function ReturnHome({ request }: { request: ReturnRequest }) {
  const t = useT();
  const open = request.status !== 'rejected' && request.status !== 'refunded';
  return (
    <>
      {request.status === 'approved' && <SendItBack request={request} />}
      {request.cashOnDelivery && open && <RefundAccountForm request={request} />}
      {request.refund?.reference && (
        <p className="mt-1 text-xs text-stone-600">
          {t('Refund reference {reference}', { reference: request.refund.reference })}
        </p>
      )}
      {request.refund?.state === 'failed' && (
        <p className="mt-1 text-sm font-medium text-red-700">
          {t('The refund failed; we will contact you to pay it another way.')}
          {request.refund.failure && ` ${messageText(t, request.refund.failure)}`}
        </p>
      )}
    </>
  );
}
