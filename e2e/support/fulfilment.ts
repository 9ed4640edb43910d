// Moving an order on as the shop does (decision 024): orders stay placed until a
// person packs, ships and delivers them, so a spec that needs a delivered order asks the
// console's API as the merchant (`merchantPage`).
import type { Page } from '@playwright/test';
import { apiAs } from './fixtures';

const FORWARD = ['packed', 'shipped', 'delivered'] as const;
export const SAMPLE_SHIPMENT = { courier: 'India Post', trackingNumber: 'EE123456789IN' };

/** Moves a placed order on, step by step, up to `status`, as the merchant of `merchantPage`. */
export async function advanceOrderAs(
  merchantPage: Page,
  orderNumber: string,
  status: (typeof FORWARD)[number],
): Promise<void> {
  for (const step of FORWARD.slice(0, FORWARD.indexOf(status) + 1)) {
    await apiAs(merchantPage, `/admin/orders/${orderNumber}/status`, {
      method: 'POST',
      data: { status: step, ...(step === 'shipped' ? SAMPLE_SHIPMENT : {}) },
    });
  }
}
