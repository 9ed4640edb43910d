// The checkout's quote (decision 074): what the summary shows before placing — the coupon's
// discount, the green points the shopper spends, GST on what is left, the total — reckoned by
// core's discountedTotals from the catalogue's prices, as placing the order will reckon them.
import {
  type CheckoutQuote,
  type CheckoutQuoteInput,
  discountedTotals,
  POINT_VALUE_PAISE,
  pointsSpendable,
  type QuotedLine,
} from '@harit/core/coupons';
import { fromPaise, toPaise } from '@harit/core/money';
import type { Executor } from '../db/transaction.ts';
import { productSummaries } from '../features/catalog/service.ts';
import { usableCoupon } from '../features/coupons/service.ts';
import { pointsBalance } from '../features/rewards/service.ts';
import { notFound, unprocessable } from '../plugins/errors.ts';

export async function quoteOrder(
  db: Executor,
  userId: string,
  input: CheckoutQuoteInput,
): Promise<CheckoutQuote> {
  const products = await productSummaries(
    db,
    input.items.map((i) => i.productId),
  );
  const lines: QuotedLine[] = input.items.map((item) => {
    const product = products.get(item.productId);
    if (!product) throw notFound('Product not found');
    return {
      productId: item.productId,
      category: product.categorySlug ?? 'general',
      pricePaise: toPaise(product.price),
      mrpPaise: product.mrp === null ? null : toPaise(product.mrp),
      quantity: item.quantity,
      gstRate: product.gstRate,
    };
  });
  const coupon = input.couponCode
    ? await usableCoupon(db, { code: input.couponCode, userId, lines })
    : null;
  const afterCoupon = discountedTotals(lines, { coupon });
  const balance = await pointsBalance(db, userId);
  const spendable = pointsSpendable(afterCoupon.subtotalPaise - afterCoupon.couponPaise, balance);
  const asked = input.points ?? 0;
  if (asked > spendable) {
    throw unprocessable('You can spend at most {most} green points on this order', {
      most: spendable,
    });
  }
  const totals = discountedTotals(lines, { coupon, points: asked });
  return {
    subtotal: fromPaise(totals.subtotalPaise),
    couponCode: coupon && totals.couponPaise > 0 ? coupon.code : null,
    couponDiscount: fromPaise(totals.couponPaise),
    points: totals.pointsPaise / POINT_VALUE_PAISE,
    pointsDiscount: fromPaise(totals.pointsPaise),
    pointsBalance: balance,
    pointsSpendable: spendable,
    gst: fromPaise(totals.gstPaise),
    gstByRate: totals.gstByRate.map((r) => ({
      rate: r.ratePercent,
      taxable: fromPaise(r.taxablePaise),
      gst: fromPaise(r.gstPaise),
    })),
    shipping: fromPaise(totals.shippingPaise),
    total: fromPaise(totals.totalPaise),
  };
}
