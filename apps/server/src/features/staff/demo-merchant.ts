// The embedded demo's merchant: merchant@harit.in, an admin, so the console can be
// tried at once. Seeded with the demo shopper (config.seedDemo), never with DATABASE_URL unless
// SEED_DEMO says so.
import type { Db } from '../../db/database.ts';
import type { Auth } from '../../plugins/identity/auth.ts';
import { ensureAccount } from '../../plugins/identity/seed-account.ts';
import { setRole } from './repository.ts';

export const DEMO_MERCHANT = {
  email: 'merchant@harit.in',
  password: 'harit-merchant',
  name: 'Harit Merchant',
} as const;

export async function seedDemoMerchant(db: Db, auth: Auth): Promise<void> {
  await ensureAccount(db, auth, DEMO_MERCHANT);
  await setRole(db, DEMO_MERCHANT.email, 'admin');
}
