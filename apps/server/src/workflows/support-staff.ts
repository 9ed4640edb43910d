// The staff feature's functions the support inbox uses (features/support/neighbours.ts), put
// together here so that support imports no other feature (decision 063).
import { accountNames, listStaff } from '../features/staff/service.ts';
import type { SupportStaff } from '../features/support/neighbours.ts';

export const supportStaff: SupportStaff = { listStaff, accountNames };
