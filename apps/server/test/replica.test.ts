// Reads from replicas (decision 039): with DATABASE_READ_URL, public reads come from
// the replica, the caller's own data and every write from the primary, and reads fall back to
// the primary while the replica does not answer. PostgreSQL only (TEST_DATABASE_URL). No real
// replication here (bench/replica.mjs does that): the "replica" is a copy of the primary's
// database whose catalogue then differs, so each answer shows which database gave it.
import type { AdminProduct } from '@harit/core/catalog-admin';
import type { Order, Product } from '@harit/core/types';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { eventually } from './eventually.ts';
import { freshPostgres, queryOnce } from './fresh-postgres.mjs';
import { buildTestApp, shipping, type TestApp, type TestUser } from './helpers.ts';

const adminUrl = process.env.TEST_DATABASE_URL;

/** A Harit database that no instance is connected to, ready to be copied. */
type Database = Awaited<ReturnType<typeof freshPostgres>>;

/** A new database copied from `source` (which must have no connection open). */
async function copyOf(source: Database): Promise<Database> {
  const copy = await freshPostgres(adminUrl!, 'harit_replica');
  await queryOnce(adminUrl!, `drop database ${copy.name}`);
  await queryOnce(adminUrl!, `create database ${copy.name} template ${source.name}`);
  return copy;
}

/** Whether `check` comes true within 3 seconds. */
const waitFor = (check: () => Promise<boolean>) => eventually(check, (done) => done, 3_000);

describe.skipIf(!adminUrl)('reads from a replica (DATABASE_READ_URL)', () => {
  let seeded: Database;
  let primary: Database;
  let replica: Database;
  let t: TestApp;
  let lantern: Product;
  const apps: TestApp[] = [];

  beforeAll(async () => {
    // One migrated, seeded catalogue, copied into the primary and the replica: same ids.
    seeded = await freshPostgres(adminUrl!, 'harit_replica');
    await (await buildTestApp({ DATABASE_URL: seeded.url })).close();
    primary = await copyOf(seeded);
    replica = await copyOf(seeded);
    // Only the replica has this name and rating.
    const [row] = await queryOnce<{ id: string }>(
      replica.url,
      `update products set name = 'Replica Lantern', rating = 1.5
       where id = (select id from products where stock > 20 order by slug limit 1) returning id`,
    );
    t = await buildTestApp({ DATABASE_URL: primary.url, DATABASE_READ_URL: replica.url });
    apps.push(t);
    lantern = (await t.app.inject({ method: 'GET', url: `/api/products/${row!.id}` })).json();
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of [seeded, primary, replica]) await database?.drop();
  });

  it('answers the catalogue, search, reviews and sitemap from the replica', async () => {
    expect(lantern.name).toBe('Replica Lantern');
    const search = await t.app.inject({ method: 'GET', url: '/api/products?search=lantern' });
    expect(search.json<Product[]>().map((p) => p.name)).toContain('Replica Lantern');
    const reviews = await t.app.inject({
      method: 'GET',
      url: `/api/products/${lantern._id}/reviews`,
    });
    expect(reviews.json()).toMatchObject({ rating: 1.5 });
    await queryOnce(replica.url, `update products set slug = 'replica-only-slug' where id = $1`, [
      lantern._id,
    ]);
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain('/product/replica-only-slug');
  });

  it("reads the caller's own cart, orders and account from the primary, at once after writing", async () => {
    const shopper: TestUser = await t.signUp();
    expect((await t.as(shopper).get('/api/account/me')).statusCode).toBe(200);
    const add = await t
      .as(shopper)
      .post('/api/cart/add', { userId: shopper.id, productId: lantern._id, quantity: 2 });
    expect(add.statusCode, add.body).toBe(200);
    const cart = await t.as(shopper).get(`/api/cart/${shopper.id}`);
    // The primary's name: the replica has neither this shopper nor this cart.
    expect(cart.json()).toEqual([
      expect.objectContaining({ productId: lantern._id, quantity: 2, name: expect.any(String) }),
    ]);
    expect(cart.json()[0].name).not.toBe('Replica Lantern');

    const order = await t.as(shopper).post('/api/orders', {
      items: [{ productId: lantern._id, quantity: 1 }],
      shipping,
      paymentMethod: 'upi',
    });
    expect(order.statusCode, order.body).toBe(201);
    const orders = (await t.as(shopper).get('/api/orders')).json<Order[]>();
    expect(orders.map((o) => o.orderNumber)).toEqual([order.json().orderNumber]);

    expect(
      await queryOnce(primary.url, 'select 1 from orders where user_id = $1', [shopper.id]),
    ).toHaveLength(1);
    expect(
      await queryOnce(replica.url, 'select 1 from "user" where id = $1', [shopper.id]),
    ).toHaveLength(0);
  });

  it('writes to the primary: a new product is not on the replica until it replicates', async () => {
    const staff = await t.signUp({ role: 'staff' });
    const category = (await t.as(staff).get('/api/admin/categories')).json()[0];
    const created = await t.as(staff).post('/api/admin/products', {
      name: 'Primary Only Basket',
      description: 'A basket of woven palm leaves.',
      categoryId: category.id,
      pricePaise: 49_900,
      mrpPaise: 69_900,
      stock: 5,
      featured: false,
      image: '/images/placeholder.svg',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<AdminProduct>();
    expect(await queryOnce(primary.url, 'select 1 from products where id = $1', [id])).toHaveLength(
      1,
    );
    expect(await queryOnce(replica.url, 'select 1 from products where id = $1', [id])).toHaveLength(
      0,
    );
    // The shop reads the replica, which (standing in for one that has not caught up) lacks it.
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).statusCode).toBe(
      404,
    );
  });

  it("empties the catalogue cache on the primary's notification, not the replica's", async () => {
    const url = `/api/products/${lantern._id}`;
    const name = async () => (await t.app.inject({ method: 'GET', url })).json<Product>().name;
    expect(await name()).toBe('Replica Lantern');
    // A change on the replica alone notifies no one: the cached answer stays.
    await queryOnce(replica.url, `update products set name = 'Replica Lantern Two' where id = $1`, [
      lantern._id,
    ]);
    expect(await name()).toBe('Replica Lantern');
    // A change of stock alone on the primary (an order) keeps the cached answer, its stock
    // read again from the primary (decision 049).
    const stock = async () => (await t.app.inject({ method: 'GET', url })).json<Product>().stock;
    const [updated] = await queryOnce<{ stock: number }>(
      primary.url,
      'update products set stock = stock + 1 where id = $1 returning stock',
      [lantern._id],
    );
    const expected = updated!.stock;
    expect(await waitFor(async () => (await stock()) === expected)).toBe(true);
    expect(await name()).toBe('Replica Lantern');
    // Any other catalogue change on the primary empties the cache; the next read sees the
    // replica's row.
    await queryOnce(primary.url, `update products set featured = not featured where id = $1`, [
      lantern._id,
    ]);
    expect(await waitFor(async () => (await name()) === 'Replica Lantern Two')).toBe(true);
  });

  it('says in /api/health that the replica answers', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', database: 'postgres', replica: 'ok' });
  });

  it('answers reads after their replica connections are cut, then uses the replica again', async () => {
    // Open several connections to the replica, then cut them all, as a replica restart would.
    await Promise.all(
      ['soap', 'jute', 'steel', 'cotton'].map((word) =>
        t.app.inject({ method: 'GET', url: `/api/products?search=${word}` }),
      ),
    );
    const cut = await queryOnce(
      adminUrl!,
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = $1 and pid <> pg_backend_pid()`,
      [replica.name],
    );
    expect(cut.length).toBeGreaterThan(0);
    const answers = await Promise.all(
      ['bottle', 'bamboo', 'mat', 'tea', 'bag'].map((word) =>
        t.app.inject({ method: 'GET', url: `/api/products?search=${word}&limit=7` }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json().replica).toBe('ok');
    const again = await t.app.inject({ method: 'GET', url: `/api/products/${lantern._id}?again` });
    expect(again.json<Product>().name).toMatch(/^Replica Lantern/);
  });

  it('runs a read again on the primary when its replica connection is cut during it', async () => {
    const database = await openDatabase({
      kind: 'postgres',
      url: primary.url,
      readUrls: [replica.url],
    });
    try {
      const slow = sql<{
        name: string;
      }>`select current_database() as name from pg_sleep(2)`.execute(database.read);
      // Cut it once it runs on the replica (the machine may be slow to start it).
      const running = await waitFor(async () => {
        const cut = await queryOnce(
          adminUrl!,
          `select pg_terminate_backend(pid) from pg_stat_activity
           where datname = $1 and query like '%pg_sleep%' and pid <> pg_backend_pid()`,
          [replica.name],
        );
        return cut.length > 0;
      });
      expect(running).toBe(true);
      expect((await slow).rows).toEqual([{ name: primary.name }]);
    } finally {
      await database.close();
    }
  });

  it('falls back to the primary while the replica is down, and says so', async () => {
    const down = await buildTestApp({
      DATABASE_URL: primary.url,
      DATABASE_READ_URL: 'postgres://postgres@127.0.0.1:1/harit_replica_nowhere',
    });
    apps.push(down);
    const product = await down.app.inject({ method: 'GET', url: `/api/products/${lantern._id}` });
    expect(product.statusCode).toBe(200);
    expect(product.json<Product>().name).not.toMatch(/Replica/);
    const search = await down.app.inject({ method: 'GET', url: '/api/products?search=basket' });
    expect(search.json<Product[]>().map((p) => p.name)).toContain('Primary Only Basket');
    const health = await down.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', database: 'postgres', replica: 'unreachable' });
  });

  it('goes back to the replica once it answers again', async () => {
    // A replica database that does not exist yet: connections to it fail until it does.
    const later = `harit_replica_later_${Date.now()}`;
    const laterUrl = new URL(adminUrl!);
    laterUrl.pathname = `/${later}`;
    const app = await buildTestApp({ DATABASE_URL: primary.url, DATABASE_READ_URL: laterUrl.href });
    apps.push(app);
    const health = async () =>
      (await app.app.inject({ method: 'GET', url: '/api/health' })).json().replica;
    expect(await health()).toBe('unreachable');
    // The seeded copy has no connection open: it becomes the replica, with a name of its own.
    await queryOnce(seeded.url, `update products set name = 'Returned Lantern' where id = $1`, [
      lantern._id,
    ]);
    await queryOnce(adminUrl!, `alter database ${seeded.name} rename to ${later}`);
    seeded = {
      ...seeded,
      name: later,
      url: laterUrl.href,
      drop: () =>
        queryOnce(adminUrl!, `drop database if exists ${later} with (force)`).then(() => {}),
    };
    expect(await health()).toBe('ok');
    const product = await app.app.inject({ method: 'GET', url: `/api/products/${lantern._id}` });
    expect(product.json<Product>().name).toBe('Returned Lantern');
  });
});
