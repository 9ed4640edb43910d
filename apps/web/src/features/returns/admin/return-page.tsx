import { formatINR } from '@harit/core/money';
import {
  type AdminReturnRequest,
  REFUND_METHOD_LABELS,
  REFUND_METHODS,
  RETURN_STATUS_LABELS,
  type RefundMethod,
  returnRefundBody,
  returnRejectBody,
} from '@harit/core/returns';
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router';
import { AmountList } from '../../../components/amount-list';
import { ConsolePage } from '../../../components/console-page';
import { FormError } from '../../../components/form/form-error';
import { controlClass, FormField, fieldProps } from '../../../components/form/form-field';
import { Panel } from '../../../components/panel';
import { LoadingState, QueryState } from '../../../components/query-state';
import { Skeleton } from '../../../components/skeleton';
import { Button } from '../../../components/ui/button';
import { msg, useLanguage, useT } from '../../../lib/i18n';
import { formatIstDateTime } from '../../../lib/ist-format';
import { type ReturnStep, useReturnStep } from '../api/act-on-return';
import { useAdminReturn } from '../api/get-admin-return';
import { ReturnStatusBadge } from '../return-status-badge';
import { RecordPayout, useReturnHomeRows } from './refund-progress';

const DONE: Record<ReturnStep['action'], string> = {
  approve: msg('Return approved. The shopper has been e-mailed.'),
  reject: msg('Return rejected. The shopper sees the reason on their Returns page.'),
  receive: msg('Marked received. The units are back in stock.'),
  refund: msg('Refund recorded. The shopper has been e-mailed.'),
  'refund-status': msg('Refund state recorded. The shopper sees it on their Returns page.'),
};

/** /admin/returns/:id: one request, the steps it allows now, and its timeline. */
export function AdminReturnPage() {
  const t = useT();
  const { id = '' } = useParams();
  const request = useAdminReturn(id);
  return (
    <ConsolePage
      title={t('Return request')}
      back={{ to: '/admin/returns', label: t('All returns') }}
    >
      <QueryState
        query={request}
        loading={
          <LoadingState
            label={t('Loading the return request…')}
            className="grid gap-4 lg:grid-cols-2"
          >
            <Skeleton className="h-64 rounded-2xl" />
            <Skeleton className="h-64 rounded-2xl" />
          </LoadingState>
        }
        errorMessage={t('Failed to fetch the return request.')}
      >
        {(data) => <ReturnDetail request={data} />}
      </QueryState>
    </ConsolePage>
  );
}

function ReturnDetail({ request }: { request: AdminReturnRequest }) {
  const t = useT();
  const language = useLanguage();
  const step = useReturnStep(request.id);
  const [done, setDone] = useState<ReturnStep['action'] | null>(null);
  const homeRows = useReturnHomeRows(request);
  const run = async (input: ReturnStep) => {
    setDone(null);
    try {
      await step.mutateAsync(input);
      setDone(input.action);
    } catch {
      // step.error is shown
    }
  };

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Panel title={`${request.quantity} × ${request.productName}`}>
        <div className="mt-2">
          <ReturnStatusBadge status={request.status} />
        </div>
        <AmountList
          rows={[
            { label: t('Order'), value: `#${request.orderNumber}` },
            {
              label: t('Customer'),
              value: (
                <>
                  {request.customer.name}
                  <span className="block text-xs font-normal text-stone-600">
                    {request.customer.email}
                  </span>
                </>
              ),
            },
            { label: t('Unit price'), value: formatINR(request.unitPrice) },
            { label: t('Refund at most (price and GST)'), value: formatINR(request.maxRefund) },
            request.refundAmount !== null && {
              label: t('Refunded'),
              value: `${formatINR(request.refundAmount)}${request.refundMethod ? ` · ${t(REFUND_METHOD_LABELS[request.refundMethod])}` : ''}`,
            },
            { label: t('Requested'), value: formatIstDateTime(request.createdAt, language) },
            ...homeRows,
          ]}
        />
        <h3 className="mt-4 text-sm font-semibold text-stone-800">{t('Shopper’s reason')}</h3>
        <p className="mt-1 text-sm break-words whitespace-pre-line text-stone-800">
          {request.reason}
        </p>
        {request.rejectionReason && (
          <>
            <h3 className="mt-4 text-sm font-semibold text-stone-800">
              {t('Why it was rejected')}
            </h3>
            <p className="mt-1 text-sm break-words text-stone-800">{request.rejectionReason}</p>
          </>
        )}
      </Panel>

      <div className="grid content-start gap-4">
        <Panel title={t('Next step')}>
          <p aria-live="polite" className="mt-2 text-sm font-medium text-brand-800">
            {done && t(DONE[done])}
          </p>
          <FormError message={step.error?.message} className="mt-2" />
          {request.actions.length === 0 && (
            <p className="mt-2 text-sm text-stone-700">
              {t('Nothing left to do: this return is {status}.', {
                status: t(RETURN_STATUS_LABELS[request.status]).toLowerCase(),
              })}
            </p>
          )}
          {request.actions.includes('approve') && (
            <div className="mt-3 flex flex-wrap gap-2">
              <Button
                variant="primary"
                disabled={step.isPending}
                onClick={() => void run({ action: 'approve' })}
              >
                {t('Approve return')}
              </Button>
            </div>
          )}
          {request.actions.includes('reject') && (
            <RejectForm
              pending={step.isPending}
              reject={(reason) => run({ action: 'reject', reason })}
            />
          )}
          {request.actions.includes('receive') && (
            <div className="mt-3">
              <Button
                variant="primary"
                disabled={step.isPending}
                onClick={() => void run({ action: 'receive' })}
              >
                {t('Mark item received')}
              </Button>
              <p className="mt-1 text-sm text-stone-600">
                {t(
                  '{count, plural, one {Its unit goes back into stock.} other {Its # units go back into stock.}}',
                  { count: request.quantity },
                )}
              </p>
            </div>
          )}
          {request.actions.includes('refund') && (
            <RefundForm
              maxRefund={request.maxRefund}
              pending={step.isPending}
              refund={(amount, method) => run({ action: 'refund', amount, method })}
              cashOnDelivery={request.cashOnDelivery}
            />
          )}
          <RecordPayout request={request} pending={step.isPending} run={run} />
        </Panel>

        <Panel title={t('Timeline')}>
          <ol className="mt-3 space-y-3 border-l-2 border-stone-200 pl-4">
            {request.events.map((event) => (
              <li key={`${event.status}-${event.at}`} className="text-sm">
                <p className="font-semibold text-stone-900">
                  {t(RETURN_STATUS_LABELS[event.status])}
                </p>
                <p className="text-stone-600">
                  {event.by} ·{' '}
                  <time dateTime={event.at}>{formatIstDateTime(event.at, language)}</time>
                </p>
                {event.note && <p className="mt-0.5 break-words text-stone-800">{event.note}</p>}
              </li>
            ))}
          </ol>
        </Panel>
      </div>
    </div>
  );
}

function RejectForm({
  pending,
  reject,
}: {
  pending: boolean;
  reject: (reason: string) => Promise<void>;
}) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = returnRejectBody.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    void reject(parsed.data.reason);
  };
  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 border-t border-stone-100 pt-4">
      <FormField
        id="reject-reason"
        label={t('Reason for rejecting (the shopper reads it)')}
        error={error}
      >
        <textarea
          {...fieldProps('reject-reason', error)}
          rows={2}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          className="w-full rounded-xl border border-stone-300 bg-white px-3 py-2 text-sm aria-invalid:border-red-600"
        />
      </FormField>
      <Button type="submit" variant="danger-outline" className="mt-2" disabled={pending}>
        {t('Reject return')}
      </Button>
    </form>
  );
}

function RefundForm({
  maxRefund,
  pending,
  refund,
  cashOnDelivery,
}: {
  maxRefund: number;
  pending: boolean;
  refund: (amount: number, method: RefundMethod) => Promise<void>;
  /** paid in cash: there is no payment to send it back to (decision 076) */
  cashOnDelivery: boolean;
}) {
  const t = useT();
  const atMost = t('At most {amount}', { amount: formatINR(maxRefund) });
  const methods = REFUND_METHODS.filter((m) => !cashOnDelivery || m !== 'original-payment');
  const [amount, setAmount] = useState(maxRefund.toFixed(2));
  const [method, setMethod] = useState<RefundMethod>(methods[0]!);
  const [error, setError] = useState<string>();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = returnRefundBody.safeParse({ amount: Number(amount), method });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    if (parsed.data.amount > maxRefund) {
      return setError(t('Amount must be at most {amount}.', { amount: formatINR(maxRefund) }));
    }
    setError(undefined);
    void refund(parsed.data.amount, parsed.data.method);
  };
  return (
    <form noValidate onSubmit={onSubmit} className="mt-3 grid gap-3 sm:grid-cols-2">
      <FormField id="refund-amount" label={t('Amount (₹)')} error={error} hint={atMost}>
        <input
          {...fieldProps('refund-amount', error, atMost)}
          type="number"
          inputMode="decimal"
          min="0.01"
          max={maxRefund}
          step="0.01"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          className={controlClass}
        />
      </FormField>
      <FormField id="refund-method" label={t('Paid back by')}>
        <select
          id="refund-method"
          value={method}
          onChange={(event) => setMethod(event.target.value as RefundMethod)}
          className={controlClass}
        >
          {methods.map((m) => (
            <option key={m} value={m}>
              {t(REFUND_METHOD_LABELS[m])}
            </option>
          ))}
        </select>
      </FormField>
      <div className="sm:col-span-2">
        <Button type="submit" variant="primary" disabled={pending}>
          {t('Refund {amount}', { amount: formatINR(Number(amount) || 0) })}
        </Button>
      </div>
    </form>
  );
}
