// What returns offer other features (features/README.md, decision 011): return_requests and
// return_events are written only by this feature. This module imports no other feature, so
// orders may ask it for the state of its lines while returns' workflows
// (./return-requests.ts) ask orders for the lines themselves.
import type { Executor } from '../../db/transaction.ts';
import { countOpenReturns, newestStatuses } from './repository.ts';

/** The newest return request's status on each line of these orders, by "<orderId>:<productId>". */
export function lineReturnStatuses(db: Executor, orderIds: readonly string[]) {
  return newestStatuses(db, orderIds);
}

/** How many requests wait for the shop (requested, approved or received): the dashboard's figure. */
export function openReturnCount(db: Executor): Promise<number> {
  return countOpenReturns(db);
}
