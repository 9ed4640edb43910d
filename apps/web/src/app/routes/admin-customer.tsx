// /admin/customers/:id: one customer (decision 075) — figures and the shop's note from
// customers, their orders with the orders' badge, returns with the returns' badge, and their
// requests to customer care, each saying who wrote last. A page of several features: app layer.
import { formatINR } from '@harit/core/money';
import { SUPPORT_STATUS_LABELS } from '@harit/core/support';
import { SUPPORT_TOPIC_LABELS } from '@harit/core/validation';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ConsolePage } from '../../components/console-page';
import { Panel } from '../../components/panel';
import { LoadingState, QueryState } from '../../components/query-state';
import { Skeleton } from '../../components/skeleton';
import { DataTable } from '../../components/ui/data-table';
import { CustomerFigures } from '../../features/customers/admin/customer-figures';
import { CustomerNotePanel } from '../../features/customers/admin/customer-note';
import { useCustomer } from '../../features/customers/api/customers';
import { OrderStatusBadge } from '../../features/orders/order-status-badge';
import { ReturnStatusBadge } from '../../features/returns/return-status-badge';
import { useLanguage, useT } from '../../lib/i18n';
import { formatIstDate } from '../../lib/ist-format';

const linkClass = 'font-semibold text-brand-800 underline-offset-2 hover:underline';

export function AdminCustomerRoute() {
  const t = useT();
  const language = useLanguage();
  const { id = '' } = useParams();
  const customer = useCustomer(id);
  return (
    <ConsolePage
      title={customer.data?.name ?? t('Customer')}
      lead={customer.data?.email}
      back={{ to: '/admin/customers', label: t('All customers') }}
    >
      <QueryState
        query={customer}
        errorMessage={t('Failed to load the customer.')}
        loading={
          <LoadingState label={t('Loading the customer')} className="grid gap-4 lg:grid-cols-2">
            <Skeleton className="h-48 rounded-2xl" />
            <Skeleton className="h-48 rounded-2xl" />
          </LoadingState>
        }
      >
        {(c) => (
          <div className="grid gap-6 [&>*]:min-w-0">
            <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
              <CustomerFigures customer={c} />
              <CustomerNotePanel key={c.id} customerId={c.id} note={c.note} />
            </div>
            <Section
              title={t('Orders')}
              empty={t('No orders yet.')}
              count={c.recentOrders.length}
              caption={t('Orders, newest first')}
              columns={[t('Order'), t('Placed'), t('Items'), t('Total'), t('Status')]}
            >
              {c.recentOrders.map((o) => (
                <tr key={o.orderNumber}>
                  <td className="px-4 py-2">
                    <Link to={`/admin/orders/${o.orderNumber}`} className={linkClass}>
                      #{o.orderNumber}
                    </Link>
                  </td>
                  <td className="px-4 py-2">{formatIstDate(o.createdAt, language)}</td>
                  <td className="px-4 py-2 tabular-nums">{o.itemCount}</td>
                  <td className="px-4 py-2 tabular-nums">{formatINR(o.total)}</td>
                  <td className="px-4 py-2">
                    <OrderStatusBadge status={o.status} />
                  </td>
                </tr>
              ))}
            </Section>
            <Section
              title={t('Returns')}
              empty={t('No returns.')}
              count={c.returns.length}
              caption={t('Returns, newest first')}
              columns={[t('Item'), t('Order'), t('Requested'), t('Status')]}
            >
              {c.returns.map((r) => (
                <tr key={r.id}>
                  <td className="px-4 py-2">
                    <Link to={`/admin/returns/${r.id}`} className={linkClass}>
                      {t('{quantity} × {name}', { quantity: r.quantity, name: r.productName })}
                    </Link>
                  </td>
                  <td className="px-4 py-2">#{r.orderNumber}</td>
                  <td className="px-4 py-2">{formatIstDate(r.createdAt, language)}</td>
                  <td className="px-4 py-2">
                    <ReturnStatusBadge status={r.status} />
                  </td>
                </tr>
              ))}
            </Section>
            <Section
              title={t('Requests to customer care')}
              empty={t('No requests.')}
              count={c.tickets.length}
              caption={t('Requests, newest first')}
              columns={[t('Request'), t('Topic'), t('Sent'), t('Last written by'), t('Status')]}
            >
              {c.tickets.map((ticket) => (
                <tr key={ticket.reference}>
                  <td className="px-4 py-2">
                    <Link to={`/admin/support/${ticket.reference}`} className={linkClass}>
                      {ticket.reference}
                    </Link>
                  </td>
                  <td className="px-4 py-2">{t(SUPPORT_TOPIC_LABELS[ticket.topic])}</td>
                  <td className="px-4 py-2">{formatIstDate(ticket.createdAt, language)}</td>
                  <td className="px-4 py-2">
                    {ticket.lastFrom.staff
                      ? t('{name} (staff)', { name: ticket.lastFrom.name })
                      : ticket.lastFrom.name}
                  </td>
                  <td className="px-4 py-2">{t(SUPPORT_STATUS_LABELS[ticket.status])}</td>
                </tr>
              ))}
            </Section>
          </div>
        )}
      </QueryState>
    </ConsolePage>
  );
}

function Section({
  title,
  empty,
  count,
  caption,
  columns,
  children,
}: {
  title: string;
  empty: string;
  count: number;
  caption: string;
  columns: string[];
  children: ReactNode;
}) {
  return (
    <Panel title={title}>
      {count === 0 ? (
        <p className="mt-2 text-sm text-stone-700">{empty}</p>
      ) : (
        <DataTable
          caption={caption}
          columns={columns.map((label) => ({ label }))}
          look="plain"
          minWidth="min-w-[32rem]"
          className="mt-3 [&_td]:px-0 [&_td]:pr-3"
        >
          {children}
        </DataTable>
      )}
    </Panel>
  );
}
