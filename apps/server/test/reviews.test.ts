// Product reviews: who may write, what is refused, one per shopper and product,
// the product's combined figures, paging, histogram and the write limit. Runs on PGlite and,
// with TEST_DATABASE_URL, on PostgreSQL (the parallel posts only race there).
import type { MyReview, Product, Review, ReviewSummary } from '@harit/core/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_WRITE_LIMIT } from '../src/features/reviews/routes.ts';
import { eventually } from './eventually.ts';
import { advanceOrder, orderNumberOf } from './fulfilment-helpers.ts';
import { buildTestApp, placedOrderId, postToAuth, type TestApp, type TestUser } from './helpers.ts';

let t: TestApp;
let catalogue: Product[];

beforeAll(async () => {
  t = await buildTestApp();
  catalogue = (await t.app.inject({ method: 'GET', url: '/api/products?limit=100' })).json();
});
afterAll(async () => {
  await t?.close();
});

/** A product no other test here reviews, so each test's figures are its own. */
let nextProduct = 0;
const freshProduct = () => catalogue.filter((p) => p.stock >= 10)[nextProduct++]!;

const review = {
  rating: 5,
  title: 'Does the job',
  text: 'Sturdy, and the packaging was plastic-free.',
};

/** An order of the product for the user, delivered by staff (decision 024). */
async function deliver(user: TestUser, productId: string): Promise<void> {
  const orderId = await placedOrderId(t, user, productId);
  await advanceOrder(t, await orderNumberOf(t, orderId), 'delivered');
}

async function buyer(productId: string, name = 'Asha Verma'): Promise<TestUser> {
  const user = await t.signUp({ name });
  await deliver(user, productId);
  return user;
}

const post = (user: TestUser | null, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/reviews',
    headers: user?.auth ?? {},
    payload,
  });
const put = (user: TestUser, id: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/reviews/${id}`, headers: user.auth, payload });
const remove = (user: TestUser, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/reviews/${id}`, headers: user.auth });
const listOf = (productId: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/products/${productId}/reviews${query}` });
const mine = (user: TestUser, productId: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/reviews/mine?productId=${productId}`,
    headers: user.auth,
  });

async function storedReviews(productId: string): Promise<number> {
  const rows = await t.db
    .selectFrom('reviews')
    .select('id')
    .where('product_id', '=', productId)
    .execute();
  return rows.length;
}

async function setSeededFigures(productId: string, rating: number, ratingCount: number) {
  await t.db
    .updateTable('products')
    .set({ rating, rating_count: ratingCount })
    .where('id', '=', productId)
    .execute();
}

/**
 * The product's figures as the (cached) catalogue sends them are `expected`, within 5 s: a
 * commit's notification empties the catalogue cache when it arrives.
 */
async function expectCatalogueFigures(
  productId: string,
  expected: { rating: number; ratingCount: number },
) {
  const read = async () => {
    const product = (
      await t.app.inject({ method: 'GET', url: `/api/products/${productId}` })
    ).json<Product>();
    return { rating: product.rating, ratingCount: product.ratingCount };
  };
  const figures = await eventually(
    read,
    (seen) => seen.rating === expected.rating && seen.ratingCount === expected.ratingCount,
  );
  expect(figures).toEqual(expected);
}

describe('who may review', () => {
  it('lets a shopper with a delivered order line review it, marked Verified purchase', async () => {
    const product = freshProduct();
    const asha = await buyer(product._id, 'Asha Verma');
    expect((await mine(asha, product._id)).json<MyReview>()).toEqual({
      review: null,
      canReview: true,
    });

    const created = await post(asha, { productId: product._id, ...review });
    expect(created.statusCode).toBe(201);
    expect(created.json<Review>()).toMatchObject({
      productId: product._id,
      rating: 5,
      title: 'Does the job',
      text: review.text,
      authorName: 'Asha V.',
      verifiedPurchase: true,
    });
    const own = (await mine(asha, product._id)).json<MyReview>();
    expect(own).toEqual({ review: created.json(), canReview: false });
  });

  it('refuses a shopper without a delivered line with 403 and a clear message, storing nothing', async () => {
    const product = freshProduct();
    const never = await t.signUp();
    const notYet = await t.signUp();
    await placedOrderId(t, notYet, product._id); // placed just now: not delivered
    const cancelled = await t.signUp();
    const cancelledOrder = await orderNumberOf(t, await placedOrderId(t, cancelled, product._id));
    await t.as(cancelled).post(`/api/orders/${cancelledOrder}/cancel`);

    for (const user of [never, notYet, cancelled]) {
      const refused = await post(user, { productId: product._id, ...review });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        message: 'You can review a product once an order with it has been delivered to you.',
      });
      expect((await mine(user, product._id)).json<MyReview>().canReview).toBe(false);
    }
    expect(await storedReviews(product._id)).toBe(0);
  });

  it('needs a sign-in to write and to ask about one’s own review (401)', async () => {
    const product = freshProduct();
    expect((await post(null, { productId: product._id, ...review })).statusCode).toBe(401);
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/reviews/mine?productId=${product._id}`,
    });
    expect(own.statusCode).toBe(401);
    expect(own.json().message).toMatch(/^Sign in required/);
  });

  it("refuses to edit or delete another user's review (403) and leaves it as it was", async () => {
    const product = freshProduct();
    const asha = await buyer(product._id);
    const ravi = await buyer(product._id, 'Ravi Kumar');
    const written = (await post(asha, { productId: product._id, ...review })).json<Review>();

    const edit = await put(ravi, written.id, { ...review, rating: 1 });
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toEqual({ message: 'You can only change your own review.' });
    const deletion = await remove(ravi, written.id);
    expect(deletion.statusCode).toBe(403);

    const { items } = (await listOf(product._id)).json<ReviewSummary>();
    expect(items).toEqual([written]);
  });

  it('answers 404 for an unknown product or review', async () => {
    const asha = await t.signUp();
    const missing = await post(asha, { productId: 'no-such-product', ...review });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Product not found' });
    expect((await listOf('no-such-product')).statusCode).toBe(404);
    const edit = await put(asha, 'no-such-review', review);
    expect(edit.statusCode).toBe(404);
    expect(edit.json()).toEqual({ message: 'Review not found' });
  });
});

describe('validation', () => {
  let product: Product;
  let asha: TestUser;
  beforeAll(async () => {
    product = freshProduct();
    asha = await buyer(product._id);
  });

  it.each([
    ['0 stars', { rating: 0 }, 'Please choose a rating from 1 to 5 stars.'],
    ['6 stars', { rating: 6 }, 'Please choose a rating from 1 to 5 stars.'],
    ['half a star', { rating: 4.5 }, 'Please choose a rating from 1 to 5 stars.'],
    ['stars as text', { rating: '5' }, 'Please choose a rating from 1 to 5 stars.'],
    ['no stars', { rating: undefined }, 'Please choose a rating from 1 to 5 stars.'],
    ['no text', { text: undefined }, 'Please write your review (at least 10 characters).'],
    ['short text', { text: 'Nice one' }, 'Please write your review (at least 10 characters).'],
    ['blank text', { text: '          ' }, 'Please write your review (at least 10 characters).'],
    [
      '5,000 characters',
      { text: 'a'.repeat(5000) },
      'Please keep your review to 2000 characters or fewer.',
    ],
    [
      'a NUL byte',
      { text: 'Good bottle\u0000, keeps cold' },
      'Review must not contain control characters.',
    ],
    [
      'HTML',
      { text: 'Great <script>alert(1)</script>' },
      'Review must be plain text, without HTML tags.',
    ],
    [
      'a NUL byte in the title',
      { title: 'Nice\u0000' },
      'Title must not contain control characters.',
    ],
    ['HTML in the title', { title: '<b>Wow</b>' }, 'Title must be plain text, without HTML tags.'],
    ['a long title', { title: 't'.repeat(121) }, 'Title must be at most 120 characters.'],
    ['no product', { productId: undefined }, 'Product ID is required.'],
  ])('refuses %s with 400 naming the field, storing nothing', async (_case, change, message) => {
    const response = await post(asha, { productId: product._id, ...review, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await storedReviews(product._id)).toBe(0);
  });

  it('keeps 2000 characters, a blank title as none, and "<3" as text', async () => {
    const created = await post(asha, {
      productId: product._id,
      rating: 4,
      title: '   ',
      text: `I <3 it ${'a'.repeat(1992)}`,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json<Review>()).toMatchObject({
      title: null,
      text: `I <3 it ${'a'.repeat(1992)}`,
    });
    const edit = await put(asha, created.json<Review>().id, { rating: 7, text: 'Still fine here' });
    expect(edit.statusCode).toBe(400);
    expect(edit.json()).toEqual({ message: 'Please choose a rating from 1 to 5 stars.' });
  });
});

describe('one review per shopper and product', () => {
  it('refuses a second review with 409 and keeps the first', async () => {
    const product = freshProduct();
    const asha = await buyer(product._id);
    await deliver(asha, product._id); // bought twice: still one review
    expect((await post(asha, { productId: product._id, ...review })).statusCode).toBe(201);
    const again = await post(asha, { productId: product._id, ...review, rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'You have already reviewed this product; edit your review instead.',
    });
    expect(await storedReviews(product._id)).toBe(1);
  });

  it('creates exactly one when two posts arrive at once', async () => {
    const product = freshProduct();
    const asha = await buyer(product._id);
    const responses = await Promise.all([
      post(asha, { productId: product._id, ...review }),
      post(asha, { productId: product._id, ...review, rating: 2 }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await storedReviews(product._id)).toBe(1);
    const { ratingCount } = (await listOf(product._id)).json<ReviewSummary>();
    expect(ratingCount).toBe(product.ratingCount + 1);
  });
});

describe("the product's rating", () => {
  it('combines the seeded figures with every review written, edited or deleted, everywhere', async () => {
    const product = freshProduct();
    await setSeededFigures(product._id, 4, 1);
    await expectCatalogueFigures(product._id, { rating: 4, ratingCount: 1 });
    const asha = await buyer(product._id);
    const ravi = await buyer(product._id);

    const ashas = (
      await post(asha, { productId: product._id, ...review, rating: 5 })
    ).json<Review>();
    await expectCatalogueFigures(product._id, { rating: 4.5, ratingCount: 2 });
    await post(ravi, { productId: product._id, ...review, rating: 1 });
    // (4 × 1 + 5 + 1) / 3 = 3.33…
    await expectCatalogueFigures(product._id, { rating: 3.3, ratingCount: 3 });

    await put(asha, ashas.id, { ...review, rating: 2 });
    await expectCatalogueFigures(product._id, { rating: 2.3, ratingCount: 3 });
    const summary = (await listOf(product._id)).json<ReviewSummary>();
    expect(summary).toMatchObject({ rating: 2.3, ratingCount: 3, total: 2 });

    expect((await remove(asha, ashas.id)).statusCode).toBe(204);
    await expectCatalogueFigures(product._id, { rating: 2.5, ratingCount: 2 });
    expect((await mine(asha, product._id)).json<MyReview>()).toEqual({
      review: null,
      canReview: true,
    });
  });
  it("stops counting a shopper's review when they delete their account", async () => {
    const product = freshProduct();
    await setSeededFigures(product._id, 4, 1);
    const asha = await buyer(product._id);
    await post(asha, { productId: product._id, ...review, rating: 5 });
    await expectCatalogueFigures(product._id, { rating: 4.5, ratingCount: 2 });

    const deleted = await postToAuth(
      t.app,
      '/delete-user',
      { password: asha.password },
      asha.cookie,
    );
    expect(deleted.statusCode).toBe(200);
    expect(await storedReviews(product._id)).toBe(0);
    await expectCatalogueFigures(product._id, { rating: 4, ratingCount: 1 });
  });

  it('counts every review when several shoppers review the product at once', async () => {
    const product = freshProduct();
    const shoppers = await Promise.all(Array.from({ length: 4 }, () => buyer(product._id)));
    const responses = await Promise.all(
      shoppers.map((shopper, i) =>
        post(shopper, { productId: product._id, ...review, rating: i + 1 }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    const summary = (await listOf(product._id)).json<ReviewSummary>();
    expect(summary.ratingCount).toBe(product.ratingCount + 4);
    expect(summary.histogram).toEqual({ 1: 1, 2: 1, 3: 1, 4: 1, 5: 0 });
  });
});

describe('listing', () => {
  it('pages newest first with X-Total-Count and counts every star in the histogram', async () => {
    const product = freshProduct();
    const stars = [5, 4, 4, 1, 5];
    const written: Review[] = [];
    for (const [index, rating] of stars.entries()) {
      const shopper = await buyer(product._id, `Shopper Number${index}`);
      const created = await post(shopper, { productId: product._id, ...review, rating });
      written.push(created.json<Review>());
      // Distinct creation times, oldest first.
      await t.db
        .updateTable('reviews')
        .set({ created_at: new Date(Date.now() - (10 - index) * 60_000) })
        .where('id', '=', created.json<Review>().id)
        .execute();
    }
    const newestFirst = written.map((r) => r.id).reverse();

    const first = await listOf(product._id, '?limit=2');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe('5');
    const page = first.json<ReviewSummary>();
    expect(page.items.map((r) => r.id)).toEqual(newestFirst.slice(0, 2));
    expect(page.total).toBe(5);
    expect(page.histogram).toEqual({ 1: 1, 2: 0, 3: 0, 4: 2, 5: 2 });
    const last = (await listOf(product._id, '?limit=2&offset=4')).json<ReviewSummary>();
    expect(last.items.map((r) => r.id)).toEqual(newestFirst.slice(4));

    const badPage = await listOf(product._id, '?limit=0');
    expect(badPage.statusCode).toBe(400);
    expect(badPage.json()).toEqual({ message: 'Limit must be at least 1.' });
  });

  it('is empty with a zero histogram for a product nobody reviewed', async () => {
    const product = freshProduct();
    const response = await listOf(product._id);
    expect(response.json<ReviewSummary>()).toEqual({
      items: [],
      total: 0,
      histogram: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
      rating: product.rating,
      ratingCount: product.ratingCount,
    });
  });
});

describe('rate limit', () => {
  it(`refuses review writes beyond ${REVIEW_WRITE_LIMIT.max} an hour per user with 429 and Retry-After`, async () => {
    const product = freshProduct();
    const asha = await buyer(product._id);
    const created = (await post(asha, { productId: product._id, ...review })).json<Review>();
    for (let edit = 1; edit < REVIEW_WRITE_LIMIT.max; edit++) {
      expect((await put(asha, created.id, { ...review, rating: (edit % 5) + 1 })).statusCode).toBe(
        200,
      );
    }
    const limited = await put(asha, created.id, { ...review, rating: 1 });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/too often/);
    expect((await mine(asha, product._id)).json<MyReview>().review?.rating).not.toBe(1);

    // Another shopper's writes are counted apart.
    const ravi = await buyer(product._id);
    expect((await post(ravi, { productId: product._id, ...review })).statusCode).toBe(201);
  });
});
