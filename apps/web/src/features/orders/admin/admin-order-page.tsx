// /admin/orders/:orderNumber: one order for the shop's staff: its lines, customer,
// address, totals and timeline (who moved it, when), and the buttons for the statuses it may
// move to next (core orders.ts decides; the server refuses anything else with 409).
import type { AdminOrder } from '@harit/core/fulfilment';
import {
  COURIER_MAX,
  type ShipFormInput,
  STATUS_NOTE_MAX,
  shipFormSchema,
  TRACKING_NUMBER_MAX,
} from '@harit/core/fulfilment';
import { formatINR } from '@harit/core/money';
import type { OrderTargetStatus } from '@harit/core/orders';
import {
  PAYMENT_STATUS_LABELS,
  type PaymentMismatch,
  type PaymentMismatchKind,
  readyToPack,
} from '@harit/core/payments';
import { COURIERS, trackingUrl } from '@harit/core/tracking';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, PackageSearch } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { AmountList } from '../../../components/amount-list';
import { ConsolePage } from '../../../components/console-page';
import { EmptyState } from '../../../components/empty-state';
import { FormError } from '../../../components/form/form-error';
import { controlClass, textFieldsFor } from '../../../components/form/form-field';
import { Panel } from '../../../components/panel';
import { LoadingState, QueryState } from '../../../components/query-state';
import { Skeleton } from '../../../components/skeleton';
import { Button, buttonClass } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api-client';
import { msg, useLanguage, useT } from '../../../lib/i18n';
import { formatIstDateTime } from '../../../lib/ist-format';
import { useAdminOrder, useChangeOrderStatus } from '../api/admin-orders';
import { STATUS_LABELS } from '../order-format';
import { OrderItems } from '../order-items';
import { paymentRows } from '../order-payment';
import { OrderStatusBadge } from '../order-status-badge';
import { ShippingAddress } from '../shipping-address';
import { OrderNotes } from './order-notes';

const DONE_MESSAGES: Record<OrderTargetStatus, string> = {
  packed: msg('The order is marked as packed.'),
  shipped: msg('The order is marked as shipped; the customer is told by e-mail.'),
  delivered: msg('The order is marked as delivered; the customer is told by e-mail.'),
  cancelled: msg('The order is cancelled: its stock is back and the customer is told by e-mail.'),
};

/** Courier and tracking number, then "Mark as shipped". */
function ShipForm({ busy, onShip }: { busy: boolean; onShip: (input: ShipFormInput) => void }) {
  const t = useT();
  const form = useForm<ShipFormInput>({
    resolver: zodResolver(shipFormSchema),
    defaultValues: { courier: '', trackingNumber: '' },
  });
  const field = textFieldsFor(form, 'ship');
  return (
    <form
      aria-label={t('Ship this order')}
      noValidate
      onSubmit={form.handleSubmit(onShip)}
      className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
    >
      {field('courier', t('Courier'), {
        maxLength: COURIER_MAX,
        autoComplete: 'off',
        list: 'known-couriers',
      })}
      {/* The couriers whose tracking pages the shop links to (core tracking.ts). */}
      <datalist id="known-couriers">
        {COURIERS.map((courier) => (
          <option key={courier.id} value={courier.name} />
        ))}
      </datalist>
      {field('trackingNumber', t('Tracking number'), {
        maxLength: TRACKING_NUMBER_MAX,
        autoComplete: 'off',
        hint: t('Letters, digits and dashes.'),
      })}
      <Button type="submit" loading={busy} className="sm:mt-6">
        {t('Mark as shipped')}
      </Button>
    </form>
  );
}

/** "Cancel order", asked once more in a modal dialog with an optional reason. */
function CancelButton({
  order,
  busy,
  error,
  onCancel,
}: {
  order: AdminOrder;
  busy: boolean;
  error: string | undefined;
  onCancel: (note: string | undefined) => Promise<boolean>;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const noteId = useId();
  const [note, setNote] = useState('');
  const close = () => setOpen(false);
  const confirm = async () => {
    if (await onCancel(note.trim() || undefined)) close();
  };
  return (
    <>
      <Button variant="danger-outline" onClick={() => setOpen(true)}>
        {t('Cancel order')}
      </Button>
      <Dialog
        open={open}
        onClose={close}
        width="w-[30rem]"
        title={t('Cancel order #{orderNumber}?', { orderNumber: order.orderNumber })}
      >
        <p className="text-stone-700">
          {t(
            '{count, plural, one {Its item goes back into stock and {name} is told by e-mail. This cannot be undone.} other {Its # items go back into stock and {name} is told by e-mail. This cannot be undone.}}',
            { count: order.itemCount, name: order.customer.name },
          )}
        </p>
        <div>
          <label htmlFor={noteId} className="mb-1 block text-sm font-semibold text-stone-800">
            {t('Reason')}{' '}
            <span className="font-normal text-stone-600">{t('(optional, for the timeline)')}</span>
          </label>
          <textarea
            id={noteId}
            value={note}
            maxLength={STATUS_NOTE_MAX}
            onChange={(event) => setNote(event.target.value)}
            className={`${controlClass} h-24 py-2`}
          />
        </div>
        {error && <FormError message={error} />}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={close} disabled={busy}>
            {t('Keep order')}
          </Button>
          <Button variant="danger" onClick={confirm} loading={busy}>
            {busy ? t('Cancelling…') : t('Yes, cancel order')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}

/** The buttons (and ship form) for the statuses this order may move to next. */
function NextSteps({ order }: { order: AdminOrder }) {
  const t = useT();
  const change = useChangeOrderStatus(order.orderNumber);
  const [done, setDone] = useState<OrderTargetStatus | null>(null);
  const move = async (input: Parameters<typeof change.mutateAsync>[0]) => {
    setDone(null);
    try {
      await change.mutateAsync(input);
      setDone(input.status);
      return true;
    } catch {
      return false; // shown from the mutation's error
    }
  };
  const busy = change.isPending;
  const next = order.nextStatuses;
  const error = change.error?.message;
  return (
    <Panel title={t('Next step')} headingClassName="text-lg font-semibold text-stone-900">
      <div className="mt-3 space-y-4">
        {next.length === 0 && (
          <p className="text-sm text-stone-600">
            {t('This order is {status}; there is nothing more to do with it here.', {
              status: t(STATUS_LABELS[order.status]).toLowerCase(),
            })}
          </p>
        )}
        {order.status === 'placed' && !readyToPack(order.payment.status) && (
          <p className="text-sm font-semibold text-amber-800" data-testid="awaiting-payment">
            {t('{payment}: pack it once the payment is confirmed.', {
              payment: t(PAYMENT_STATUS_LABELS[order.payment.status]),
            })}
          </p>
        )}
        {next.includes('packed') && readyToPack(order.payment.status) && (
          <Button loading={busy} onClick={() => move({ status: 'packed' })}>
            {t('Mark as packed')}
          </Button>
        )}
        {next.includes('shipped') && (
          <ShipForm busy={busy} onShip={(input) => move({ status: 'shipped', ...input })} />
        )}
        {next.includes('delivered') && (
          <Button loading={busy} onClick={() => move({ status: 'delivered' })}>
            {t('Mark as delivered')}
          </Button>
        )}
        {next.includes('cancelled') && (
          <div className="border-t border-stone-100 pt-4">
            <CancelButton
              order={order}
              busy={busy}
              error={error}
              onCancel={(note) => move({ status: 'cancelled', ...(note ? { note } : {}) })}
            />
          </div>
        )}
        {error && <FormError message={error} />}
        <p role="status" className="text-sm font-medium text-brand-800">
          {done && t(DONE_MESSAGES[done])}
        </p>
      </div>
    </Panel>
  );
}

/**
 * The server names the shopper's own steps (placing, cancelling) "Customer" (orders'
 * CUSTOMER_ACTOR_NAME); that word is shown in the page's language, a staff member's name as is.
 */
const CUSTOMER_ACTOR = msg('Customer');

function Timeline({ order }: { order: AdminOrder }) {
  const t = useT();
  const actorName = (name: string) => (name === CUSTOMER_ACTOR ? t(CUSTOMER_ACTOR) : name);
  const language = useLanguage();
  return (
    <Panel title={t('Timeline')} headingClassName="text-lg font-semibold text-stone-900">
      <ol className="mt-3 space-y-3" aria-label={t('Timeline, oldest first')}>
        {order.timeline.map((event) => (
          <li key={`${event.status}-${event.at}`} className="flex gap-3 text-sm">
            <span className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-700" aria-hidden="true" />
            <div>
              <p className="font-semibold text-stone-900">
                {t(STATUS_LABELS[event.status])}{' '}
                <span className="font-normal text-stone-600">
                  {t('by {name},', { name: actorName(event.actor.name) })}{' '}
                  <time dateTime={event.at}>{formatIstDateTime(event.at, language)}</time>
                </span>
              </p>
              {event.courier && (
                <p className="text-stone-700">
                  {t('{courier}, tracking number', { courier: event.courier })}{' '}
                  <span className="font-mono">{event.trackingNumber}</span>
                  {trackingUrl(event.courier, event.trackingNumber) && (
                    <>
                      {' '}
                      <a
                        href={trackingUrl(event.courier, event.trackingNumber)!}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="font-semibold text-brand-800 underline"
                      >
                        {t('Track')}
                      </a>
                    </>
                  )}
                </p>
              )}
              {event.note && <p className="text-stone-700">“{event.note}”</p>}
            </div>
          </li>
        ))}
      </ol>
    </Panel>
  );
}

const MISMATCH_TEXT: Record<PaymentMismatchKind, string> = {
  amount: msg('The amount is not the order total.'),
  currency: msg('The currency is not INR.'),
  status: msg('The payment was not captured.'),
};

const REFUND_TEXT: Record<NonNullable<PaymentMismatch['refund']> | 'none', string> = {
  pending: msg('The money that arrived is being refunded.'),
  processed: msg('The money that arrived was refunded.'),
  failed: msg('The refund failed: refund it by hand.'),
  none: msg('No money arrived, so nothing is refunded.'),
};

/**
 * Signed confirmations that did not settle the order (decision 056): what the provider reported
 * and what became of the money, so staff can answer the customer and check the refund.
 */
function PaymentMismatches({ mismatches }: { mismatches: readonly PaymentMismatch[] }) {
  const t = useT();
  const language = useLanguage();
  if (mismatches.length === 0) return null;
  return (
    <div className="mt-4 border-t border-stone-200 pt-4" data-testid="payment-mismatches">
      <h3 className="text-sm font-semibold text-amber-800">
        {t('Payments that did not settle this order')}
      </h3>
      <ul className="mt-2 space-y-3 text-sm text-stone-700">
        {mismatches.map((m) => (
          <li key={`${m.paymentId}-${m.at}`}>
            <p className="font-medium text-stone-900">
              {t('{amount} {currency}, {status}', {
                amount:
                  m.amount === null
                    ? '?'
                    : m.currency === 'INR'
                      ? formatINR(m.amount)
                      : m.amount.toFixed(2),
                currency: m.currency ?? '?',
                status: m.providerStatus ?? '?',
              })}
            </p>
            <p>{t(MISMATCH_TEXT[m.mismatch])}</p>
            <p>{t(REFUND_TEXT[m.refund ?? 'none'])}</p>
            <p className="text-xs text-stone-500">
              {m.paymentId} <time dateTime={m.at}>{formatIstDateTime(m.at, language)}</time>
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

function OrderDetail({ order }: { order: AdminOrder }) {
  const t = useT();
  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="space-y-6">
        <NextSteps order={order} />
        <Panel
          title={t('Items ({count})', { count: order.itemCount })}
          headingClassName="text-lg font-semibold text-stone-900"
        >
          <OrderItems items={order.items} />
        </Panel>
        <Timeline order={order} />
      </div>
      <div className="space-y-6">
        <Panel title={t('Customer')} headingClassName="text-lg font-semibold text-stone-900">
          <ShippingAddress address={order.shippingAddress} />
        </Panel>
        <Panel title={t('Payment')} headingClassName="text-lg font-semibold text-stone-900">
          <AmountList rows={paymentRows(order)} />
          <PaymentMismatches mismatches={order.paymentMismatches} />
        </Panel>
        <OrderNotes orderNumber={order.orderNumber} />
      </div>
    </div>
  );
}

/** `actions`: another feature's buttons for the order (the invoice, app/routes/admin-order.tsx). */
export function AdminOrderPage({ actions }: { actions?: (order: AdminOrder) => ReactNode } = {}) {
  const t = useT();
  const language = useLanguage();
  const { orderNumber = '' } = useParams();
  const query = useAdminOrder(orderNumber);
  const order = query.data;
  const back = (
    <Link to="/admin/orders" className={buttonClass({ variant: 'secondary' })}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t('All orders')}
    </Link>
  );
  let lead: ReactNode = null;
  if (order) {
    lead = (
      <span className="flex flex-wrap items-center gap-2">
        <OrderStatusBadge status={order.status} />
        {t('Placed')}{' '}
        <time dateTime={order.createdAt}>{formatIstDateTime(order.createdAt, language)}</time>
      </span>
    );
  }
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  return (
    <ConsolePage
      title={t('Order #{orderNumber}', { orderNumber })}
      lead={lead}
      actions={
        <>
          {order && actions?.(order)}
          {back}
        </>
      }
    >
      {notFound ? (
        <EmptyState
          icon={PackageSearch}
          title={t('Order not found')}
          description={t('There is no order #{orderNumber}.', { orderNumber })}
        />
      ) : (
        <QueryState
          query={query}
          loading={
            <LoadingState label={t('Loading the order…')}>
              <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
                <Skeleton className="h-64 w-full" />
                <Skeleton className="h-48 w-full" />
              </div>
            </LoadingState>
          }
          errorMessage={t('Failed to fetch the order.')}
        >
          {(data) => <OrderDetail order={data} />}
        </QueryState>
      )}
    </ConsolePage>
  );
}
