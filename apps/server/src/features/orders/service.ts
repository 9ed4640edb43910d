// Orders placed on the server (DESIGN.md §6.1): one transaction takes prices from the
// database, checks and decrements stock, stores the order, empties those cart lines, and
// records the carbon impact and green points for the user. All SQL of orders and returns.
import { randomInt } from 'node:crypto';
import { checkoutPerUnit, environmentalImpact, round1 } from '@harit/core/carbon';
import { cartTotals, fromPaise, toPaise } from '@harit/core/money';
import { canCancel, canReturn, orderStatus, rewardPoints } from '@harit/core/orders';
import type { Order, ReturnRequest } from '@harit/core/types';
import type { OrderCreateInput, ShippingInput } from '@harit/core/validation';
import type { Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database, OrdersTable } from '../../db/schema.ts';
import { withTransaction } from '../../db/transaction.ts';
import { badRequest, conflict, HttpError, notFound } from '../../plugins/errors.ts';
import { requestHash } from './request-hash.ts';

type OrderRow = Selectable<OrdersTable>;

/** A random 10-digit number: not guessable from the shop's volume, unique by constraint. */
function newOrderNumber(): string {
  return String(randomInt(1_000_000_000, 10_000_000_000));
}

function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string; message?: string };
  if (e.code !== '23505') return false;
  return !constraint || e.constraint === constraint || (e.message ?? '').includes(constraint);
}

export function createOrderService(db: Db) {
  async function loadOrders(
    executor: Db | Transaction<Database>,
    rows: OrderRow[],
    now = new Date(),
  ): Promise<Order[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const items = await executor
      .selectFrom('order_items')
      .leftJoin('return_requests', (join) =>
        join
          .onRef('return_requests.order_id', '=', 'order_items.order_id')
          .onRef('return_requests.product_id', '=', 'order_items.product_id'),
      )
      .select([
        'order_items.order_id',
        'order_items.product_id',
        'order_items.name',
        'order_items.image',
        'order_items.price_paise',
        'order_items.mrp_paise',
        'order_items.quantity',
        'order_items.carbon_kg',
        'return_requests.status as return_status',
      ])
      .where('order_items.order_id', 'in', ids)
      .orderBy('order_items.name')
      .execute();
    const points = await executor
      .selectFrom('reward_entries')
      .select(['order_id', (eb) => eb.fn.sum<number>('points').as('points')])
      .where('order_id', 'in', ids)
      .where('points', '>', 0)
      .groupBy('order_id')
      .execute();
    const pointsByOrder = new Map(points.map((p) => [p.order_id, Number(p.points)]));
    return rows.map((row) => {
      const placedAt = new Date(row.created_at);
      const status = orderStatus(
        placedAt,
        row.cancelled_at ? new Date(row.cancelled_at) : null,
        now,
      );
      const lines = items.filter((i) => i.order_id === row.id);
      return {
        orderNumber: row.order_number,
        status,
        createdAt: placedAt.toISOString(),
        cancelledAt: row.cancelled_at ? new Date(row.cancelled_at).toISOString() : null,
        paymentMethod: row.payment_method as Order['paymentMethod'],
        shippingAddress: row.shipping as ShippingInput,
        items: lines.map((i) => ({
          productId: i.product_id,
          name: i.name,
          image: i.image,
          price: fromPaise(i.price_paise),
          mrp: i.mrp_paise === null ? null : fromPaise(i.mrp_paise),
          quantity: i.quantity,
          lineTotal: fromPaise(i.price_paise * i.quantity),
          carbonKg: round1(i.carbon_kg),
          returnStatus: i.return_status ?? null,
        })),
        itemCount: lines.reduce((n, i) => n + i.quantity, 0),
        subtotal: fromPaise(row.subtotal_paise),
        shipping: fromPaise(row.shipping_paise),
        gst: fromPaise(row.gst_paise),
        total: fromPaise(row.total_paise),
        savings: fromPaise(row.savings_paise),
        carbonImpact: {
          savings: round1(row.carbon_saved_kg),
          emissions: round1(row.carbon_emitted_kg),
          ecoProducts: row.eco_products,
          net: round1(row.carbon_saved_kg - row.carbon_emitted_kg),
        },
        rewardPoints: pointsByOrder.get(row.id) ?? 0,
        canCancel: canCancel(status),
        canReturn: canReturn(status, placedAt, now),
      };
    });
  }

  /**
   * The order an earlier request with this key made, if any. The key stands for one request
   * body: reused with another body it is refused with 422 (issue 12 item 8), as payment APIs
   * do, rather than answered with an order the client did not ask for.
   */
  async function findByKey(userId: string, key: string, hash: string): Promise<Order | undefined> {
    const row = await db
      .selectFrom('orders')
      .selectAll()
      .where('user_id', '=', userId)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
    if (!row) return undefined;
    if (row.request_hash !== null && row.request_hash !== hash) {
      throw new HttpError(
        422,
        'This Idempotency-Key was already used for a different order; send a new key with a new order',
      );
    }
    return (await loadOrders(db, [row]))[0];
  }

  async function insertOrder(
    userId: string,
    input: OrderCreateInput,
    idempotency: { key: string; hash: string } | null,
  ): Promise<Order> {
    return withTransaction(db, async (trx) => {
      // Merge repeated products, then take every price from the database (never the client).
      const wanted = new Map<string, number>();
      for (const item of input.items) {
        wanted.set(item.productId, (wanted.get(item.productId) ?? 0) + item.quantity);
      }
      const lines: {
        productId: string;
        name: string;
        image: string;
        pricePaise: number;
        mrpPaise: number | null;
        quantity: number;
        category: string;
      }[] = [];
      // Stock rows are locked in one fixed order (by product id), so two orders for the same
      // products wait for each other instead of deadlocking (issue 12 item 6).
      const byProductId = [...wanted].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      for (const [productId, quantity] of byProductId) {
        if (quantity > 99) throw badRequest('items: quantity must be at most 99 per product');
        // Conditional decrement: atomic, so two orders for the last unit cannot both succeed.
        const product = await trx
          .updateTable('products')
          .set((eb) => ({ stock: eb('stock', '-', quantity), updated_at: new Date() }))
          .where('id', '=', productId)
          .where('stock', '>=', quantity)
          .returning(['id', 'name', 'image', 'price_paise', 'mrp_paise', 'category_id'])
          .executeTakeFirst();
        if (!product) {
          const existing = await trx
            .selectFrom('products')
            .select(['name', 'stock'])
            .where('id', '=', productId)
            .executeTakeFirst();
          if (!existing) throw notFound(`Product not found: ${productId}`);
          throw conflict(
            existing.stock === 0
              ? `${existing.name} is out of stock`
              : `Only ${existing.stock} of ${existing.name} left in stock`,
          );
        }
        const category = product.category_id
          ? await trx
              .selectFrom('categories')
              .select('slug')
              .where('id', '=', product.category_id)
              .executeTakeFirst()
          : undefined;
        lines.push({
          productId,
          name: product.name,
          image: product.image,
          pricePaise: product.price_paise,
          mrpPaise: product.mrp_paise,
          quantity,
          category: category?.slug ?? 'general',
        });
      }

      const totals = cartTotals(
        lines.map((l) => ({
          price: fromPaise(l.pricePaise),
          mrp: l.mrpPaise === null ? null : fromPaise(l.mrpPaise),
          quantity: l.quantity,
        })),
      );
      const impact = environmentalImpact(lines);
      const order = await trx
        .insertInto('orders')
        .values({
          order_number: newOrderNumber(),
          user_id: userId,
          idempotency_key: idempotency?.key ?? null,
          request_hash: idempotency?.hash ?? null,
          payment_method: input.paymentMethod,
          shipping: JSON.stringify(input.shipping),
          subtotal_paise: toPaise(totals.subtotal),
          shipping_paise: toPaise(totals.shipping),
          gst_paise: toPaise(totals.gst),
          total_paise: toPaise(totals.total),
          savings_paise: toPaise(totals.savings),
          carbon_saved_kg: impact.savings,
          carbon_emitted_kg: impact.emissions,
          eco_products: impact.ecoProducts,
        })
        .returningAll()
        .executeTakeFirstOrThrow();

      await trx
        .insertInto('order_items')
        .values(
          lines.map((l) => ({
            order_id: order.id,
            product_id: l.productId,
            name: l.name,
            image: l.image,
            price_paise: l.pricePaise,
            mrp_paise: l.mrpPaise,
            quantity: l.quantity,
            carbon_kg: checkoutPerUnit(l.name) * l.quantity,
          })),
        )
        .execute();

      await trx
        .deleteFrom('cart_items')
        .where('user_id', '=', userId)
        .where('product_id', 'in', [...wanted.keys()])
        .execute();

      // The carbon tracker's purchase entries: one per line, by core's checkout estimate.
      await trx
        .insertInto('carbon_entries')
        .values(
          lines.map((l) => {
            const kg = checkoutPerUnit(l.name) * l.quantity;
            return {
              user_id: userId,
              source: 'purchase' as const,
              category: l.category,
              description: l.name,
              quantity: l.quantity,
              unit: 'item',
              kg_co2e: kg,
              eco_units: kg < 0 ? l.quantity : 0,
              order_id: order.id,
              product_id: l.productId,
              occurred_at: order.created_at,
            };
          }),
        )
        .execute();

      const points = rewardPoints(impact.savings);
      if (points > 0) {
        await trx
          .insertInto('reward_entries')
          .values({
            user_id: userId,
            order_id: order.id,
            points,
            reason: `Order #${order.order_number}: ${impact.savings.toFixed(1)} kg CO2e saved`,
          })
          .execute();
      }

      if (input.saveInfo) {
        await trx
          .insertInto('user_profiles')
          .values({
            user_id: userId,
            saved_shipping: JSON.stringify(input.shipping),
            saved_payment_method: input.paymentMethod,
          })
          .onConflict((oc) =>
            oc.column('user_id').doUpdateSet({
              saved_shipping: JSON.stringify(input.shipping),
              saved_payment_method: input.paymentMethod,
              updated_at: new Date(),
            }),
          )
          .execute();
      }

      return (await loadOrders(trx, [order]))[0]!;
    });
  }

  return {
    /**
     * Places an order for the user. With an idempotency key, the same key again returns the
     * order it made (created: false) instead of making another.
     */
    async placeOrder(
      userId: string,
      input: OrderCreateInput,
      idempotencyKey: string | null,
    ): Promise<{ order: Order; created: boolean }> {
      const idempotency = idempotencyKey ? { key: idempotencyKey, hash: requestHash(input) } : null;
      if (idempotency) {
        const existing = await findByKey(userId, idempotency.key, idempotency.hash);
        if (existing) return { order: existing, created: false };
      }
      for (let attempt = 0; ; attempt++) {
        try {
          return { order: await insertOrder(userId, input, idempotency), created: true };
        } catch (error) {
          // A concurrent request with the same key won the race: answer with its order.
          if (idempotency && isUniqueViolation(error, 'idempotency_key')) {
            const existing = await findByKey(userId, idempotency.key, idempotency.hash);
            if (existing) return { order: existing, created: false };
          }
          // A (very unlikely) clash of random order numbers: try another number.
          if (attempt < 3 && isUniqueViolation(error, 'order_number')) continue;
          throw error;
        }
      }
    },

    async listOrders(
      userId: string,
      limit: number,
      offset: number,
    ): Promise<{ items: Order[]; total: number }> {
      const rows = await db
        .selectFrom('orders')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute();
      const count = await db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return { items: await loadOrders(db, rows), total: Number(count.total) };
    },

    /** The user's order by number; another user's order is not found (no existence leak). */
    async getOrder(userId: string, orderNumber: string): Promise<Order | undefined> {
      const row = await db
        .selectFrom('orders')
        .selectAll()
        .where('user_id', '=', userId)
        .where('order_number', '=', orderNumber)
        .executeTakeFirst();
      return row ? (await loadOrders(db, [row]))[0] : undefined;
    },

    /** Cancels an order that has not shipped: stock returns, carbon entries and points reverse. */
    async cancelOrder(userId: string, orderNumber: string): Promise<Order> {
      return withTransaction(db, async (trx) => {
        const row = await trx
          .selectFrom('orders')
          .selectAll()
          .where('user_id', '=', userId)
          .where('order_number', '=', orderNumber)
          .forUpdate()
          .executeTakeFirst();
        if (!row) throw notFound('Order not found');
        const status = orderStatus(new Date(row.created_at), row.cancelled_at);
        if (!canCancel(status)) {
          throw conflict(
            status === 'cancelled'
              ? 'This order is already cancelled'
              : `This order has ${status === 'shipped' ? 'shipped' : 'been delivered'} and can no longer be cancelled; request a return instead`,
          );
        }
        const items = await trx
          .selectFrom('order_items')
          .select(['product_id', 'quantity'])
          .where('order_id', '=', row.id)
          .orderBy('product_id') // the same lock order as placing (issue 12 item 6)
          .execute();
        for (const item of items) {
          await trx
            .updateTable('products')
            .set((eb) => ({ stock: eb('stock', '+', item.quantity), updated_at: new Date() }))
            .where('id', '=', item.product_id)
            .execute();
        }
        await trx.deleteFrom('carbon_entries').where('order_id', '=', row.id).execute();
        const earned = await trx
          .selectFrom('reward_entries')
          .select((eb) => eb.fn.sum<number>('points').as('points'))
          .where('order_id', '=', row.id)
          .executeTakeFirst();
        const net = Number(earned?.points ?? 0);
        if (net > 0) {
          await trx
            .insertInto('reward_entries')
            .values({
              user_id: userId,
              order_id: row.id,
              points: -net,
              reason: `Order #${row.order_number} cancelled`,
            })
            .execute();
        }
        const cancelled = await trx
          .updateTable('orders')
          .set({ cancelled_at: new Date() })
          .where('id', '=', row.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return (await loadOrders(trx, [cancelled]))[0]!;
      });
    },

    async savedShipping(
      userId: string,
    ): Promise<{ shipping: ShippingInput | null; paymentMethod: string | null }> {
      const row = await db
        .selectFrom('user_profiles')
        .select(['saved_shipping', 'saved_payment_method'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return {
        shipping: (row?.saved_shipping as ShippingInput | null) ?? null,
        paymentMethod: row?.saved_payment_method ?? null,
      };
    },

    async requestReturn(
      userId: string,
      input: { orderNumber: string; productId: string; reason: string },
    ): Promise<ReturnRequest> {
      const order = await db
        .selectFrom('orders')
        .selectAll()
        .where('user_id', '=', userId)
        .where('order_number', '=', input.orderNumber)
        .executeTakeFirst();
      if (!order) throw notFound('Order not found');
      const placedAt = new Date(order.created_at);
      const status = orderStatus(placedAt, order.cancelled_at);
      if (!canReturn(status, placedAt)) {
        throw conflict(
          status === 'cancelled'
            ? 'This order was cancelled'
            : status === 'delivered'
              ? 'The return window for this order has closed'
              : 'Only delivered items can be returned; cancel the order instead while it has not shipped',
        );
      }
      const line = await db
        .selectFrom('order_items')
        .select(['name'])
        .where('order_id', '=', order.id)
        .where('product_id', '=', input.productId)
        .executeTakeFirst();
      if (!line) throw notFound('That product is not in this order');
      try {
        const row = await db
          .insertInto('return_requests')
          .values({
            user_id: userId,
            order_id: order.id,
            product_id: input.productId,
            reason: input.reason,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return {
          id: row.id,
          orderNumber: order.order_number,
          productId: row.product_id,
          productName: line.name,
          reason: row.reason,
          status: row.status,
          createdAt: new Date(row.created_at).toISOString(),
        };
      } catch (error) {
        if (isUniqueViolation(error))
          throw conflict('A return has already been requested for this item');
        throw error;
      }
    },

    async listReturns(userId: string): Promise<ReturnRequest[]> {
      const rows = await db
        .selectFrom('return_requests')
        .innerJoin('orders', 'orders.id', 'return_requests.order_id')
        .innerJoin('order_items', (join) =>
          join
            .onRef('order_items.order_id', '=', 'return_requests.order_id')
            .onRef('order_items.product_id', '=', 'return_requests.product_id'),
        )
        .select([
          'return_requests.id',
          'orders.order_number',
          'return_requests.product_id',
          'order_items.name',
          'return_requests.reason',
          'return_requests.status',
          'return_requests.created_at',
        ])
        .where('return_requests.user_id', '=', userId)
        .orderBy('return_requests.created_at', 'desc')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        orderNumber: r.order_number,
        productId: r.product_id,
        productName: r.name,
        reason: r.reason,
        status: r.status,
        createdAt: new Date(r.created_at).toISOString(),
      }));
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
