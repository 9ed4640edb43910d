// All SQL on the coupons feature's tables: coupons and coupon_redemptions (decision 074).
import type { Coupon, CouponInput, CouponUpdate } from '@harit/core/coupons';
import type { Insertable, Selectable } from 'kysely';
import { pageWithTotal, type RowPage } from '../../db/page.ts';
import type { CouponsTable } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';

export type CouponRow = Selectable<CouponsTable>;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function toCoupon(row: CouponRow): Coupon {
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    value: row.value,
    minSubtotalPaise: row.min_subtotal_paise,
    startsAt: iso(row.starts_at),
    endsAt: iso(row.ends_at),
    totalUses: row.total_uses,
    perCustomerLimit: row.per_customer_limit,
    category: row.category,
    productId: row.product_id,
    paused: row.paused,
    used: row.used,
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
  };
}

/** The columns of a coupon's fields, as given (a partial edit sets only those it names). */
function columns(input: Partial<CouponInput>) {
  const set: Partial<Omit<CouponRow, 'id' | 'used' | 'created_at'>> = {};
  if (input.code !== undefined) set.code = input.code;
  if (input.type !== undefined) set.type = input.type;
  if (input.value !== undefined) set.value = input.value;
  if (input.minSubtotalPaise !== undefined) set.min_subtotal_paise = input.minSubtotalPaise;
  if (input.startsAt !== undefined)
    set.starts_at = input.startsAt ? new Date(input.startsAt) : null;
  if (input.endsAt !== undefined) set.ends_at = input.endsAt ? new Date(input.endsAt) : null;
  if (input.totalUses !== undefined) set.total_uses = input.totalUses;
  if (input.perCustomerLimit !== undefined) set.per_customer_limit = input.perCustomerLimit;
  if (input.category !== undefined) set.category = input.category || null;
  if (input.productId !== undefined) set.product_id = input.productId || null;
  if (input.paused !== undefined) set.paused = input.paused;
  return set;
}

export async function couponPage(
  db: Executor,
  { limit, offset }: { limit: number; offset: number },
): Promise<RowPage<CouponRow>> {
  return pageWithTotal(db.selectFrom('coupons'), (all) =>
    all.selectAll().orderBy('created_at', 'desc').orderBy('id').limit(limit).offset(offset),
  );
}

export function couponById(db: Executor, id: string, { forUpdate = false } = {}) {
  let query = db.selectFrom('coupons').selectAll().where('id', '=', id);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export function couponByCode(db: Executor, code: string) {
  return db.selectFrom('coupons').selectAll().where('code', '=', code).executeTakeFirst();
}

export function insertCoupon(db: Executor, input: CouponInput) {
  return db
    .insertInto('coupons')
    .values(columns(input) as Insertable<CouponsTable>)
    .onConflict((oc) => oc.column('code').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function updateCoupon(db: Executor, id: string, patch: CouponUpdate) {
  return db
    .updateTable('coupons')
    .set({ ...columns(patch), updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Takes one use of the coupon, or none when none is left: a conditional update, so the row
 * lock makes concurrent orders take turns and the last use goes to exactly one of them.
 */
export function takeUse(db: Executor, couponId: string) {
  return db
    .updateTable('coupons')
    .set((eb) => ({ used: eb('used', '+', 1) }))
    .where('id', '=', couponId)
    .where((eb) => eb.or([eb('total_uses', 'is', null), eb('used', '<', eb.ref('total_uses'))]))
    .returningAll()
    .executeTakeFirst();
}

/** How many orders (not cancelled) of this customer hold a use of the coupon. */
export async function usesBy(db: Executor, couponId: string, userId: string): Promise<number> {
  const row = await db
    .selectFrom('coupon_redemptions')
    .select((eb) => eb.fn.countAll<number>().as('uses'))
    .where('coupon_id', '=', couponId)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.uses);
}

export function insertRedemption(
  db: Executor,
  row: { couponId: string; orderId: string; userId: string },
) {
  return db
    .insertInto('coupon_redemptions')
    .values({ coupon_id: row.couponId, order_id: row.orderId, user_id: row.userId })
    .execute();
}

/** Gives an order's use back (it was cancelled): the redemption goes, the count drops. */
export async function releaseRedemption(db: Executor, orderId: string): Promise<void> {
  const gone = await db
    .deleteFrom('coupon_redemptions')
    .where('order_id', '=', orderId)
    .returning('coupon_id')
    .executeTakeFirst();
  if (!gone) return;
  await db
    .updateTable('coupons')
    .set((eb) => ({ used: eb('used', '-', 1) }))
    .where('id', '=', gone.coupon_id)
    .where('used', '>', 0)
    .execute();
}
