// What returns offer other features (features/README.md, decision 011): return_requests and
// return_events are written only by this feature. This module imports no other feature, so
// orders may ask it for the state of its lines while returns' workflows
// (src/workflows/return-requests.ts) ask orders for the lines themselves.

import type {
  AdminReturnRequest,
  RefundAccount,
  RefundStatusInput,
  ReturnAdminQuery,
  ReturnRefundInput,
  ReturnRequest,
} from '@harit/core/returns';
import type { Executor } from '../../db/transaction.ts';
import type { TokenUser } from '../../plugins/identity/tokens.ts';
import type { ListPage } from '../../plugins/list-reply.ts';
import { countOpenReturns, newestStatuses, refundedUnitsByLine } from './repository.ts';

/**
 * What the return routes are handed (composed in app.ts from src/workflows/return-requests.ts,
 * which refunds across features): a shopper's requests, and staff's actions on them.
 */
export interface ReturnRequests {
  listForUser(userId: string): Promise<ReturnRequest[]>;
  request(
    user: Pick<TokenUser, 'id' | 'name'>,
    input: { orderNumber: string; productId: string; quantity: number; reason: string },
  ): Promise<ReturnRequest>;
  list(query: ReturnAdminQuery): Promise<ListPage<AdminReturnRequest>>;
  get(id: string): Promise<AdminReturnRequest>;
  approve(staff: TokenUser, id: string): Promise<AdminReturnRequest>;
  reject(staff: TokenUser, id: string, reason: string): Promise<AdminReturnRequest>;
  receive(staff: TokenUser, id: string): Promise<AdminReturnRequest>;
  refund(staff: TokenUser, id: string, input: ReturnRefundInput): Promise<AdminReturnRequest>;
  // ---- How a return comes home (decision 076)
  /** The shopper's UPI ID or bank account for a cash-on-delivery refund. */
  setRefundAccount(
    user: Pick<TokenUser, 'id'>,
    id: string,
    account: RefundAccount,
  ): Promise<ReturnRequest>;
  /** The shopper asks the courier to collect an approved return. */
  requestPickup(user: Pick<TokenUser, 'id'>, id: string): Promise<ReturnRequest>;
  /** The return label PDF of an approved return, for its shopper. */
  returnLabel(user: Pick<TokenUser, 'id'>, id: string): Promise<Buffer>;
  /** Staff record a payout the shop made itself as processed or failed. */
  recordRefundStatus(
    staff: TokenUser,
    id: string,
    input: RefundStatusInput,
  ): Promise<AdminReturnRequest>;
}

/** The newest return request's status on each line of these orders, by "<orderId>:<productId>". */
export function lineReturnStatuses(db: Executor, orderIds: readonly string[]) {
  return newestStatuses(db, orderIds);
}

/** Units refunded on each line of these orders, by "<orderId>:<productId>" (absent: none). */
export function lineRefundedUnits(db: Executor, orderIds: readonly string[]) {
  return refundedUnitsByLine(db, orderIds);
}

/** How many requests wait for the shop (requested, approved or received): the dashboard's figure. */
export function openReturnCount(db: Executor): Promise<number> {
  return countOpenReturns(db);
}

// ---- What refunding a return (src/workflows/return-requests.ts) writes and reads through
// returns: its repository's functions, named here so nothing outside imports its SQL.
export {
  type EventRow,
  eventsFor,
  insertEvent,
  insertReturn,
  lineRequests,
  type ReturnRow,
  refundedUnits,
  returnById,
  returnPage,
  updateReturn,
  userReturns,
} from './repository.ts';
