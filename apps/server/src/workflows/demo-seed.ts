// The demo account's order history (decision 063): delivered orders placed days before
// its first start through the shopper's own steps (./orders.ts), once each, so it may review what
// it bought; then carbon rebuilds its figures (features/carbon/demo-seed.ts), measuring them.
import type { SellerOf } from '../config.ts';
import type { Db } from '../db/database.ts';
import {
  DEMO_ACCOUNT,
  ensureDemoUser,
  rebuildDemoCarbon,
  showsDemoFigures,
} from '../features/carbon/demo-seed.ts';
import { productIdsByName } from '../features/catalog/service.ts';
import type { Auth } from '../plugins/identity/auth.ts';
import { carbonNeighbours } from './carbon-neighbours.ts';
import { placeSeedOrder } from './orders.ts';

/**
 * Its order history: delivered orders (delivered by "Harit", decision 024), one unit
 * each of products with a simple checkout estimate (SPEC §9: −2.5, 0.8 and the default 1 kg).
 * The key makes each order once only; changing a key would place that order again.
 */
export const DEMO_ORDERS: readonly {
  key: string;
  daysAgo: number;
  items: readonly string[];
}[] = [
  {
    key: 'demo-history-1',
    daysAgo: 12,
    items: ['Bamboo Toothbrush (Pack of 4)', 'Copper Water Bottle 1L'],
  },
  { key: 'demo-history-2', daysAgo: 5, items: ['Solar Study Lamp', 'Neem Wood Comb'] },
];

const DEMO_SHIPPING = {
  firstName: 'Harit',
  lastName: 'Demo',
  email: DEMO_ACCOUNT.email,
  phone: '9876543210',
  address: '12 Residency Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zip: '560025',
};

/**
 * Places the demo user's order history unless it has it, dated `daysAgo` before `now`. Orders
 * already placed stay as they are (and stay delivered).
 */
export async function ensureDemoOrders(
  db: Db,
  userId: string,
  seller: SellerOf,
  now = new Date(),
): Promise<void> {
  const productIds = await productIdsByName(
    db,
    DEMO_ORDERS.flatMap((order) => order.items),
  );
  for (const order of DEMO_ORDERS) {
    const items = order.items.flatMap((name) => {
      const productId = productIds.get(name);
      return productId ? [{ productId, quantity: 1 }] : [];
    });
    if (items.length === 0) continue;
    await placeSeedOrder(db, seller, {
      userId,
      key: order.key,
      placedAt: new Date(now.getTime() - order.daysAgo * 24 * 3600_000),
      input: { items, shipping: DEMO_SHIPPING, paymentMethod: 'upi', saveInfo: false },
    });
  }
}

/**
 * Creates the demo account and its order history if absent, then rebuilds its figures for
 * `now`'s IST month (after the orders, so that it measures their purchases).
 */
export async function seedDemoAccount(
  db: Db,
  auth: Auth,
  seller: SellerOf,
  now = new Date(),
): Promise<string> {
  const userId = await ensureDemoUser(db, auth);
  await ensureDemoOrders(db, userId, seller, now);
  // A start on existing data usually finds this month's figures built by the start before:
  // one read instead of a transaction that deletes and inserts the same rows again (a third of
  // a second on a new PGlite connection, while the shop's first requests wait).
  if (!(await showsDemoFigures(db, carbonNeighbours, userId, now))) {
    await rebuildDemoCarbon(db, carbonNeighbours, userId, now);
  }
  return userId;
}
