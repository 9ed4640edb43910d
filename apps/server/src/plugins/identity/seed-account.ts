// Demo accounts (the demo shopper, the demo merchant) are created through Better Auth like any
// sign-up, once: on every later start they are found by e-mail.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Auth } from './auth.ts';

export interface SeedAccount {
  email: string;
  password: string;
  name: string;
}

/** Creates the account unless one has this e-mail; returns its id. */
export async function ensureAccount(db: Db, auth: Auth, account: SeedAccount): Promise<string> {
  const find = async () =>
    (await sql<{ id: string }>`select id from "user" where email = ${account.email}`.execute(db))
      .rows[0]?.id;
  const existing = await find();
  if (existing) return existing;
  try {
    const created = await auth.api.signUpEmail({ body: { ...account } });
    return created.user.id;
  } catch (error) {
    // Another instance starting at the same moment created it first.
    const raced = await find();
    if (raced) return raced;
    throw error;
  }
}
