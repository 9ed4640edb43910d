// What coupons offer the order workflows (decision 074): the coupon a shopper names, checked
// against their cart and their own uses; a use taken with the order, and given back when the
// order is cancelled; and the console's list and changes, each audited.
import {
  type Coupon,
  type CouponInput,
  type CouponUpdate,
  couponRefusal,
  type DiscountLine,
} from '@harit/core/coupons';
import { recordAudit } from '../../audit/record.ts';
import type { Executor } from '../../db/transaction.ts';
import { conflict, notFound, unprocessable } from '../../plugins/errors.ts';
import type { TokenUser } from '../../plugins/identity/tokens.ts';
import type { ListPage } from '../../plugins/list-reply.ts';
import {
  couponByCode,
  couponById,
  couponPage,
  insertCoupon,
  insertRedemption,
  releaseRedemption,
  takeUse,
  toCoupon,
  updateCoupon,
  usesBy,
} from './repository.ts';

/**
 * The coupon called `code` if this customer may use it on these lines now; 422 naming the
 * reason otherwise ("GREEN10 has ended").
 */
export async function usableCoupon(
  db: Executor,
  request: { code: string; userId: string; lines: readonly DiscountLine[]; now?: Date },
): Promise<Coupon> {
  const row = await couponByCode(db, request.code);
  if (!row) throw unprocessable('{code} is not a coupon we know', { code: request.code });
  const coupon = toCoupon(row);
  const refusal = couponRefusal(
    coupon,
    request.lines,
    await usesBy(db, coupon.id, request.userId),
    request.now,
  );
  if (refusal) throw unprocessable(refusal.message, refusal.values);
  return coupon;
}

/**
 * Takes one use of the coupon for the order, in the order's transaction: the conditional
 * update holds the coupon's row until the order commits, so a second order for the last use
 * waits, then finds it gone (422), and a customer's own uses are counted after that wait.
 */
export async function redeemCoupon(
  trx: Executor,
  use: { coupon: Coupon; orderId: string; userId: string },
): Promise<void> {
  const { code, id, perCustomerLimit } = use.coupon;
  const taken = await takeUse(trx, id);
  if (!taken) throw unprocessable('{code} has been used up', { code });
  if (perCustomerLimit !== null && (await usesBy(trx, id, use.userId)) >= perCustomerLimit) {
    throw unprocessable(
      '{code} can be used {limit, select, 1 {once} other {{limit} times}} per customer',
      {
        code,
        limit: String(perCustomerLimit),
      },
    );
  }
  await insertRedemption(trx, { couponId: id, orderId: use.orderId, userId: use.userId });
}

/** A cancelled order gives its coupon use back. */
export function releaseCoupon(trx: Executor, orderId: string): Promise<void> {
  return releaseRedemption(trx, orderId);
}

// ---- The console (admin routes) -----------------------------------------------------------

type Actor = Pick<TokenUser, 'id' | 'name' | 'email'>;

const duplicate = (code: string) =>
  conflict('There is already a coupon with the code {code}.', { code });

export async function listCoupons(
  db: Executor,
  query: { limit: number; offset: number },
): Promise<ListPage<Coupon>> {
  const { rows, total } = await couponPage(db, query);
  return { items: rows.map(toCoupon), total };
}

export async function getCoupon(db: Executor, id: string): Promise<Coupon> {
  const row = await couponById(db, id);
  if (!row) throw notFound('Coupon not found');
  return toCoupon(row);
}

export async function createCoupon(trx: Executor, actor: Actor, input: CouponInput) {
  const row = await insertCoupon(trx, input);
  if (!row) throw duplicate(input.code);
  const coupon = toCoupon(row);
  await recordAudit(trx, {
    actor,
    action: 'coupon.create',
    entity: 'coupon',
    entityId: coupon.id,
    after: coupon,
  });
  return coupon;
}

export async function changeCoupon(trx: Executor, actor: Actor, id: string, patch: CouponUpdate) {
  const before = await couponById(trx, id, { forUpdate: true });
  if (!before) throw notFound('Coupon not found');
  const merged = { ...toCoupon(before), ...patch };
  if (merged.type === 'percent' && merged.value > 100) {
    throw unprocessable('A percent coupon takes at most 100.');
  }
  if (patch.code && patch.code !== before.code && (await couponByCode(trx, patch.code))) {
    throw duplicate(patch.code);
  }
  const after = toCoupon((await updateCoupon(trx, id, patch))!);
  await recordAudit(trx, {
    actor,
    action: patch.paused === true ? 'coupon.pause' : 'coupon.update',
    entity: 'coupon',
    entityId: id,
    before: toCoupon(before),
    after,
  });
  return after;
}
