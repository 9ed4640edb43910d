// The console's customers (decision 075): each figure from the feature that owns it — the
// account from staff (roles and accounts), the phone from the address book, orders and spend
// from orders, points from rewards, returns, requests to customer care — and the shop's note
// from customers. A read across features, so it lives with the workflows (decision 063).

import { safeCsvField, toCsv } from '@harit/core/csv';
import {
  CUSTOMER_LIST_SIZE,
  type CustomerDetail,
  type CustomerNoteInput,
  type CustomerQuery,
  type CustomerSummary,
} from '@harit/core/customers';
import { fromPaise, rupeesTextFromPaise } from '@harit/core/money';
import { recordAudit } from '../audit/record.ts';
import type { Db } from '../db/database.ts';
import { withTransaction } from '../db/transaction.ts';
import { phonesOf, userIdsByPhone } from '../features/account/service.ts';
import { productSummaries } from '../features/catalog/service.ts';
import { noteOf, saveNote } from '../features/customers/service.ts';
import {
  latestOrdersOf,
  orderNumbers,
  orderPhonesOf,
  orderStatsOf,
  userIdsByOrderPhone,
} from '../features/orders/service.ts';
import { userReturns } from '../features/returns/service.ts';
import { pointsOf } from '../features/rewards/service.ts';
import {
  type CustomerAccount,
  customerAccount,
  customerAccounts,
} from '../features/staff/service.ts';
import { latestTicketsOf } from '../features/support/service.ts';
import { notFound } from '../plugins/errors.ts';
import type { ListPage } from '../plugins/list-reply.ts';

/** Most customers one export holds. */
const EXPORT_MAX = 50_000;

async function summaries(db: Db, accounts: CustomerAccount[]): Promise<CustomerSummary[]> {
  const ids = accounts.map((a) => a.id);
  const [phones, orderPhones, stats, points] = await Promise.all([
    phonesOf(db, ids),
    orderPhonesOf(db, ids),
    orderStatsOf(db, ids),
    pointsOf(db, ids),
  ]);
  return accounts.map((a) => {
    const s = stats.get(a.id);
    return {
      id: a.id,
      name: a.name,
      email: a.email,
      phone: phones.get(a.id) ?? orderPhones.get(a.id) ?? null,
      orders: s?.orders ?? 0,
      spend: fromPaise(s?.spendPaise ?? 0),
      lastOrderAt: s?.lastOrderAt?.toISOString() ?? null,
      points: points.get(a.id) ?? 0,
      joinedAt: a.createdAt.toISOString(),
    };
  });
}

/** The customers with this phone in their address book or on an order. */
async function idsByPhone(db: Db, search: string | undefined): Promise<string[]> {
  if (!search) return [];
  const [saved, ordered] = await Promise.all([
    userIdsByPhone(db, search),
    userIdsByOrderPhone(db, search),
  ]);
  return [...new Set([...saved, ...ordered])];
}

/** GET /api/admin/customers: a page, newest accounts first; by name, e-mail or phone. */
export async function customerPage(
  db: Db,
  { search, limit, offset }: CustomerQuery,
): Promise<ListPage<CustomerSummary>> {
  const alsoIds = await idsByPhone(db, search);
  const page = await customerAccounts(db, { search, alsoIds, limit, offset });
  return { items: await summaries(db, page.items), total: page.total };
}

/** GET /api/admin/customers/:id: the figures, the note, and the latest orders, returns, requests. */
export async function customerDetail(db: Db, id: string): Promise<CustomerDetail> {
  const account = await customerAccount(db, id);
  if (!account) throw notFound('Customer not found');
  const [[summary], note, orders, returns, tickets] = await Promise.all([
    summaries(db, [account]),
    noteOf(db, id),
    latestOrdersOf(db, id, CUSTOMER_LIST_SIZE),
    userReturns(db, id),
    latestTicketsOf(db, id, account.name, CUSTOMER_LIST_SIZE),
  ]);
  const shown = returns.slice(0, CUSTOMER_LIST_SIZE);
  const [numbers, products] = await Promise.all([
    orderNumbers(
      db,
      shown.map((r) => r.order_id),
    ),
    productSummaries(db, [...new Set(shown.map((r) => r.product_id))]),
  ]);
  return {
    ...summary!,
    note,
    recentOrders: orders.map((o) => ({
      orderNumber: o.orderNumber,
      status: o.status,
      createdAt: o.createdAt.toISOString(),
      itemCount: o.itemCount,
      total: fromPaise(o.totalPaise),
    })),
    returns: shown.map((r) => ({
      id: r.id,
      orderNumber: numbers.get(r.order_id) ?? '',
      productName: products.get(r.product_id)?.name ?? '',
      quantity: r.quantity,
      status: r.status as CustomerDetail['returns'][number]['status'],
      createdAt: new Date(r.created_at).toISOString(),
    })),
    tickets: tickets.map((t) => ({ ...t, createdAt: t.createdAt.toISOString() })),
  };
}

/** PUT /api/admin/customers/:id/note: staff write it; the audit log keeps what it said. */
export async function setCustomerNote(
  db: Db,
  actor: { id: string; name: string; email: string },
  id: string,
  { note }: CustomerNoteInput,
): Promise<CustomerDetail> {
  await withTransaction(db, async (trx) => {
    if (!(await customerAccount(trx, id))) throw notFound('Customer not found');
    const { before } = await saveNote(trx, id, note, actor);
    await recordAudit(trx, {
      actor,
      action: 'customer.note',
      entity: 'customer',
      entityId: id,
      before: { note: before },
      after: { note: note || null },
    });
  });
  return customerDetail(db, id);
}

/** GET /api/admin/customers.csv (admins): every customer, newest first, as the list shows them. */
export async function customersCsv(db: Db, search?: string): Promise<string> {
  const alsoIds = await idsByPhone(db, search);
  const { items } = await customerAccounts(db, { search, alsoIds, limit: EXPORT_MAX, offset: 0 });
  const rows = await summaries(db, items);
  return toCsv(
    [
      ['name', 'email', 'phone', 'orders', 'spend', 'last_order', 'points', 'joined'],
      ...rows.map((c) => [
        c.name,
        c.email,
        c.phone ?? '',
        String(c.orders),
        rupeesTextFromPaise(Math.round(c.spend * 100)),
        c.lastOrderAt ?? '',
        String(c.points),
        c.joinedAt,
      ]),
    ],
    // Names and e-mails are what customers typed: no formulas (decision 075).
    safeCsvField,
  );
}
