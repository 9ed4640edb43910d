// The console's view of where a return's money stands (decision 076): the refund's state with
// the provider's id or the payout's reference, the shopper's account for a cash-on-delivery
// order, and — for a payout the shop makes itself — recording it paid or failed.
import type { AdminReturnRequest, RefundState } from '@harit/core/returns';
import { useId, useState } from 'react';
import type { AmountRow } from '../../../components/amount-list';
import { TextField } from '../../../components/form/form-field';
import { Button } from '../../../components/ui/button';
import { msg, useLanguage, useT } from '../../../lib/i18n';
import { formatIstDate } from '../../../lib/ist-format';
import type { ReturnStep } from '../api/act-on-return';

export const REFUND_STATE_LABELS: Record<RefundState, string> = {
  pending: msg('Refund pending'),
  processed: msg('Refund processed'),
  failed: msg('Refund failed'),
};

/** Rows for the request's figures: how it comes back and where its money goes. */
export function useReturnHomeRows(request: AdminReturnRequest): (AmountRow | false)[] {
  const t = useT();
  const language = useLanguage();
  const account = request.refundAccount;
  const refund = request.refund;
  return [
    !!request.returnBy && {
      label: t('Send back by'),
      value: formatIstDate(request.returnBy, language),
    },
    !!request.pickupRequestedAt && {
      label: t('Pickup requested'),
      value: formatIstDate(request.pickupRequestedAt, language),
    },
    !!account && {
      label: t('Refund to'),
      value:
        account.kind === 'upi'
          ? t('UPI ID {id}', { id: account.upiId })
          : t('{name}, account {number}, IFSC {ifsc}', {
              name: account.accountName,
              number: account.accountNumber,
              ifsc: account.ifsc,
            }),
    },
    request.cashOnDelivery &&
      !account &&
      request.status !== 'refunded' && {
        label: t('Refund to'),
        value: t('Cash on delivery: the shopper has not given an account yet'),
      },
    !!request.refund && {
      label: t('Refund state'),
      value: refund
        ? `${t(REFUND_STATE_LABELS[refund.state])}${refund.reference ? ` · ${refund.reference}` : ''}${refund.failure ? ` · ${refund.failure}` : ''}`
        : '',
    },
  ];
}

/** A payout the shop made itself: record it paid (with its UTR or reference) or failed. */
export function RecordPayout({
  request,
  pending,
  run,
}: {
  request: AdminReturnRequest;
  pending: boolean;
  run: (step: ReturnStep) => Promise<void>;
}) {
  const t = useT();
  const referenceId = useId();
  const [reference, setReference] = useState('');
  const own = request.refundMethod === 'upi' || request.refundMethod === 'bank-transfer';
  if (!own || !request.refund || request.refund.state === 'processed') return null;
  return (
    <div className="mt-3 space-y-2" data-testid="record-payout">
      <TextField
        id={referenceId}
        label={t('UTR or payment reference')}
        type="text"
        maxLength={64}
        value={reference}
        onChange={(event) => setReference(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={pending}
          onClick={() =>
            void run({
              action: 'refund-status',
              state: 'processed',
              ...(reference.trim() ? { reference: reference.trim() } : {}),
            })
          }
        >
          {t('Mark refund paid')}
        </Button>
        {request.refund.state === 'pending' && (
          <Button
            variant="danger-outline"
            disabled={pending}
            onClick={() => void run({ action: 'refund-status', state: 'failed' })}
          >
            {t('Mark refund failed')}
          </Button>
        )}
      </div>
    </div>
  );
}
