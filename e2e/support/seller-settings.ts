// Specs that change the seller (decision 083) put it back afterwards, so the specs after them
// read the shop's usual seller.
import type { SellerSettings, SellerSettingsAnswer } from '@harit/core/seller';
import type { Page } from '@playwright/test';
import { apiAs } from './fixtures';

/** Runs `walk` with the seller settings as they are now, and saves them back after it. */
export async function keepingSellerSettings(
  admin: Page,
  walk: (original: SellerSettings) => Promise<void>,
): Promise<void> {
  const { updatedAt: _, ...original } = await apiAs<SellerSettingsAnswer>(
    admin,
    '/admin/seller-settings',
  );
  try {
    await walk(original);
  } finally {
    await apiAs(admin, '/admin/seller-settings', { method: 'PUT', data: original });
  }
}
