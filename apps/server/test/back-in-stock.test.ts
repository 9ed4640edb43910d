import type { Product } from '@harit/core/types';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestUser, useTestApp } from './helpers.ts';

const t = useTestApp();
let staff: TestUser;
let product: Product;

beforeAll(async () => {
  staff = await t.signUp({ name: 'Meera Staff', role: 'staff' });
  const catalogue: Product[] = (
    await t.app.inject({ method: 'GET', url: '/api/products?limit=100' })
  ).json();
  product = catalogue.find((p) => p.stock > 0)!;
});

const adjust = (delta: number) =>
  t.as(staff).post(`/api/admin/products/${product._id}/stock`, { delta, reason: 'correction' });

const mailsAbout = (user: TestUser) =>
  t.mails.filter((m) => m.to === user.email && /back in stock/.test(m.subject));

describe('back in stock', () => {
  it('mails each shopper who asked once, when the stock goes from 0 above 0', async () => {
    const asha = await t.signUp({ name: 'Asha Verma' });
    const ravi = await t.signUp({ name: 'Ravi Kumar' });
    const sold = await adjust(-product.stock);
    expect(sold.statusCode, sold.body).toBe(201);
    for (const user of [asha, ravi]) {
      const asked = await t.as(user).post(`/api/products/${product._id}/back-in-stock`);
      expect(asked.statusCode, asked.body).toBe(204);
    }
    expect((await t.as(asha).get(`/api/products/${product._id}/back-in-stock`)).json()).toEqual({
      waiting: true,
    });
    expect((await adjust(5)).statusCode).toBe(201);
    expect((await adjust(3)).statusCode).toBe(201); // still in stock: nobody is mailed again
    await t.mailIdle();
    expect(mailsAbout(asha)).toHaveLength(1);
    expect(mailsAbout(ravi)).toHaveLength(1);
    expect(mailsAbout(asha)[0]!.text).toContain(`/product/${product.slug}`);
    expect((await t.as(asha).get(`/api/products/${product._id}/back-in-stock`)).json()).toEqual({
      waiting: false,
    });
    // Sold out and back again: only who asked again hears of it.
    await adjust(-8);
    await t.as(asha).post(`/api/products/${product._id}/back-in-stock`);
    await adjust(1);
    await t.mailIdle();
    expect(mailsAbout(asha)).toHaveLength(2);
    expect(mailsAbout(ravi)).toHaveLength(1);
  });

  it('needs a signed-in shopper and a product that exists', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/products/${product._id}/back-in-stock`,
    });
    expect(anonymous.statusCode).toBe(401);
    const shopper = await t.signUp();
    const unknown = await t.as(shopper).post('/api/products/no-such-product/back-in-stock');
    expect(unknown.statusCode).toBe(404);
  });
});
