// Prices shown with GST (decision 082): every answer that names a product's price keeps SPEC's
// `price` (before GST) and `mrp`, and carries `gstRate` and `priceWithGst` beside them —
// core's unitPriceWithGst of that price at that rate, to the paisa — so the shop shows one
// figure with taxes included. The shop's "at least n % off" filter and "biggest discount" order
// read percent off on that figure (migration 0043). Runs on PGlite and on PostgreSQL.
import type { AdminProduct, ProductCreateInput } from '@harit/core/catalog-admin';
import { fromPaise, percentOffWithGst, toPaise, unitPriceWithGst } from '@harit/core/money';
import type { CartLine, Product, ProductSuggestions, WishlistEntry } from '@harit/core/types';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestUser, useTestApp } from './helpers.ts';

const t = useTestApp();
let staff: TestUser;
let shopper: TestUser;

/** One product at each GST slab, priced with paise so the rounding shows (decision 082). */
const RATES = [0, 5, 18, 40] as const;
const made = new Map<number, AdminProduct>();

beforeAll(async () => {
  staff = await t.signUp({ role: 'staff' });
  shopper = await t.signUp();
  for (const gstRate of RATES) {
    // ₹218.90 at 18 % is ₹258.302 → ₹258.30; at 40 % the MRP must still hold the price with GST
    const input: ProductCreateInput = {
      name: `Gauze Kitchen Cloth ${gstRate}`,
      description: 'A kitchen cloth of unbleached cotton gauze.',
      categoryId: null,
      pricePaise: 21_890,
      mrpPaise: 39_900,
      stock: 20,
      featured: false,
      image: '/images/placeholder.svg',
      gstRate,
    };
    const response = await t.as(staff).post('/api/admin/products', input);
    expect(response.statusCode, response.body).toBe(201);
    made.set(gstRate, response.json<AdminProduct>());
  }
});

/** The answer holds SPEC's fields as they were and the price with GST from core. */
function expectPriced(
  p: { price: number; gstRate: number; priceWithGst: number },
  rate: number,
): void {
  expect(p.price).toBe(218.9);
  expect(p.gstRate).toBe(rate);
  expect(p.priceWithGst).toBe(unitPriceWithGst(218.9, rate));
  // in paise: the price plus one unit's GST rounded to the paisa
  expect(toPaise(p.priceWithGst)).toBe(21_890 + Math.round((21_890 * rate) / 100));
}

async function list(query = ''): Promise<Product[]> {
  const response = await t.app.inject({ method: 'GET', url: `/api/products?limit=100${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<Product[]>();
}

describe('the price with GST beside SPEC’s price', () => {
  it('is on the product list and the product page, at each rate', async () => {
    const all = await list();
    for (const rate of RATES) {
      const product = made.get(rate)!;
      const listed = all.find((p) => p._id === product.id)!;
      expectPriced(listed, rate);
      expect(listed.mrp).toBe(399);
      const page = await t.app.inject({ method: 'GET', url: `/api/products/${product.slug}` });
      expect(page.statusCode).toBe(200);
      expectPriced(page.json<Product>(), rate);
    }
    expect(made.get(18)!.pricePaise).toBe(21_890);
    expect(unitPriceWithGst(218.9, 18)).toBe(258.3);
    expect(unitPriceWithGst(218.9, 40)).toBe(306.46);
  });

  it('is consistent on every seeded product (18 %)', async () => {
    for (const p of await list()) {
      expect(p.priceWithGst).toBe(unitPriceWithGst(p.price, p.gstRate));
      expect(p.priceWithGst).toBeGreaterThanOrEqual(p.price);
      // the MRP includes GST (decision 029): the shown price never exceeds it
      if (p.mrp !== null) expect(p.priceWithGst).toBeLessThanOrEqual(p.mrp);
    }
  });

  it('is in the suggestions under the search box', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/products/suggestions?q=gauze',
    });
    expect(response.statusCode).toBe(200);
    const { products } = response.json<ProductSuggestions>();
    expect(products).toHaveLength(RATES.length);
    for (const s of products) expectPriced(s, s.gstRate);
    expect(products.map((s) => s.gstRate).sort((a, b) => a - b)).toEqual([...RATES]);
  });

  it('is on the wishlist’s products and the cart’s lines', async () => {
    for (const rate of RATES) {
      const product = made.get(rate)!;
      const toggled = await t.as(shopper).post('/api/wishlist/toggle', {
        userId: shopper.id,
        productId: product.id,
        name: product.name,
        price: fromPaise(product.pricePaise),
        image: product.image,
      });
      expect(toggled.statusCode, toggled.body).toBe(200);
      const added = await t
        .as(shopper)
        .post('/api/cart/add', { userId: shopper.id, productId: product.id, quantity: 3 });
      expect(added.statusCode, added.body).toBe(200);
      expectPriced(added.json<{ item: CartLine }>().item, rate);
    }
    const wishlist = (await t.as(shopper).get(`/api/wishlist/${shopper.id}`)).json<
      WishlistEntry[]
    >();
    const cart = (await t.as(shopper).get(`/api/cart/${shopper.id}`)).json<CartLine[]>();
    for (const rate of RATES) {
      const id = made.get(rate)!.id;
      expectPriced(wishlist.find((e) => e.productId === id)!.product, rate);
      expectPriced(cart.find((l) => l.productId === id)!, rate);
    }
  });
});

describe('percent off on the price with GST (migration 0043)', () => {
  it('filters "at least n % off" by the figure the badge shows', async () => {
    // ₹218.90 against ₹399: 45 % off before GST, but with GST 0 % → 45, 5 % → 42, 18 % → 35,
    // 40 % → 23
    const off = RATES.map((gstRate) => percentOffWithGst({ price: 218.9, mrp: 399, gstRate }));
    expect(off).toEqual([45, 42, 35, 23]);
    const ours = (items: Product[]) =>
      items.filter((p) => p.name.startsWith('Gauze Kitchen Cloth')).map((p) => p.gstRate);
    expect(ours(await list('&minDiscount=25')).sort((a, b) => a - b)).toEqual([0, 5, 18]);
    expect(ours(await list('&minDiscount=50'))).toEqual([]);
    // the biggest discount first: the lower the rate, the more off
    expect(ours(await list('&sort=discount'))).toEqual([0, 5, 18, 40]);
  });
});
