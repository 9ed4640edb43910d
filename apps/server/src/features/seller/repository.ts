// The seller settings' one row (migration 0042, decision 083).
import type { SellerSettings } from '@harit/core/seller';
import type { Executor } from '../../db/transaction.ts';

export interface SavedSeller extends SellerSettings {
  updatedAt: Date;
}

/** The saved settings; undefined until an admin first saves them. */
export async function savedSeller(ex: Executor): Promise<SavedSeller | undefined> {
  const row = await ex
    .selectFrom('seller_settings')
    .selectAll()
    .where('id', '=', 1)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    legalName: row.legal_name,
    address: row.address,
    gstin: row.gstin,
    state: row.state,
    invoicePrefix: row.invoice_prefix,
    signatory: row.signatory,
    updatedAt: new Date(row.updated_at),
  };
}

/** Writes the row (the first save inserts it). */
export async function saveSeller(
  ex: Executor,
  settings: SellerSettings,
  actorId: string | null,
): Promise<Date> {
  const values = {
    legal_name: settings.legalName,
    address: settings.address,
    gstin: settings.gstin,
    state: settings.state,
    invoice_prefix: settings.invoicePrefix,
    signatory: settings.signatory,
    updated_by_user_id: actorId,
    updated_at: new Date(),
  };
  const row = await ex
    .insertInto('seller_settings')
    .values({ id: 1, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .returning('updated_at')
    .executeTakeFirstOrThrow();
  return new Date(row.updated_at);
}
