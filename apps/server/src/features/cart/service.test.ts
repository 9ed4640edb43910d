import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.ts';
import { removeCartLines } from './service.ts';

const t = useTestApp();

describe('removeCartLines', () => {
  it("removes only the given products' lines, and only from that user's cart", async () => {
    const [asha, ravi] = [await t.signUp(), await t.signUp()];
    const ids = (
      await t.db.selectFrom('products').select('id').orderBy('id').limit(3).execute()
    ).map((p) => p.id);
    for (const user of [asha, ravi]) {
      await t.db
        .insertInto('cart_items')
        .values(ids.map((id) => ({ user_id: user.id, product_id: id, quantity: 1 })))
        .execute();
    }
    await removeCartLines(t.db, asha.id, ids.slice(0, 2));
    const left = async (userId: string) =>
      (
        await t.db
          .selectFrom('cart_items')
          .select('product_id')
          .where('user_id', '=', userId)
          .orderBy('product_id')
          .execute()
      ).map((r) => r.product_id);
    expect(await left(asha.id)).toEqual([ids[2]]);
    expect(await left(ravi.id)).toEqual(ids);
  });
});
