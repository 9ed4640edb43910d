// What the support inbox reads of the people behind it: the staff a ticket can be assigned to
// and the names of the customers who wrote. Support does not import the staff feature
// (decision 063); the composition root hands these in (workflows/support-staff.ts).
import type { Executor } from '../../db/transaction.ts';

export interface SupportStaff {
  /** Everyone with the staff or admin role. */
  listStaff(db: Executor): Promise<Array<{ id: string; name: string }>>;
  /** Account names by user id (accounts without a name are absent). */
  accountNames(db: Executor, ids: readonly string[]): Promise<Map<string, string>>;
}
