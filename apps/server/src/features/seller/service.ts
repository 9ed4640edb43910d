// Who sells (decision 083): the console's saved seller settings, or the server's SELLER_*
// variables until an admin saves them. Every document that names the seller — tax invoices,
// credit notes, labels, packing slips, GSTR-1, the return address — reads it through
// `currentSeller`, composed once in src/app.ts.
import type { IndianState } from '@harit/core/india';
import type { SellerSettingsAnswer, SellerSettingsBody } from '@harit/core/seller';
import { recordAudit } from '../../audit/record.ts';
import type { SellerConfig, SellerOf } from '../../config.ts';
import { type Executor, lockFor, type Trx } from '../../db/transaction.ts';
import type { TokenUser } from '../../plugins/identity/tokens.ts';
import { savedSeller, saveSeller } from './repository.ts';

/** The seller in force, read with `ex` (the caller's transaction, if any). */
export async function currentSeller(ex: Executor, defaults: SellerConfig): Promise<SellerConfig> {
  const saved = await savedSeller(ex);
  if (!saved) return defaults;
  const { updatedAt: _, ...settings } = saved;
  return { ...settings, state: settings.state as IndianState };
}

/** The seller in force as one function, composed once (src/app.ts) and handed to its readers. */
export function sellerSource(defaults: SellerConfig): SellerOf {
  return (ex) => currentSeller(ex, defaults);
}

/** GET /api/admin/seller-settings. */
export async function sellerSettings(
  ex: Executor,
  defaults: SellerConfig,
): Promise<SellerSettingsAnswer> {
  const saved = await savedSeller(ex);
  if (!saved) return { ...defaults, updatedAt: null };
  const { updatedAt, ...settings } = saved;
  return { ...settings, updatedAt: updatedAt.toISOString() };
}

const FIELDS = ['legalName', 'address', 'gstin', 'state', 'invoicePrefix', 'signatory'] as const;

/**
 * Saves the settings and records the change with the fields as they were and as they are. The
 * numbers already issued keep their prefix; the next invoice takes the new one and the next
 * number of the year's series, which a prefix does not start again (decision 083).
 */
export async function changeSellerSettings(
  trx: Trx,
  actor: TokenUser,
  defaults: SellerConfig,
  body: SellerSettingsBody,
): Promise<SellerSettingsAnswer> {
  // Two admins saving at once: one after the other, each audited against what the first left.
  await lockFor(trx, 'seller-settings', '1');
  const before = await currentSeller(trx, defaults);
  const changed = FIELDS.filter((field) => before[field] !== body[field]);
  const updatedAt = await saveSeller(trx, body, actor.id);
  if (changed.length > 0) {
    await recordAudit(trx, {
      actor,
      action: 'seller.update',
      entity: 'seller',
      entityId: 'seller',
      before: Object.fromEntries(changed.map((field) => [field, before[field]])),
      after: Object.fromEntries(changed.map((field) => [field, body[field]])),
    });
  }
  return { ...body, updatedAt: updatedAt.toISOString() };
}
