import { round1 } from '@harit/core/carbon';
import { activityKg } from '@harit/core/carbon-factors';
import { productCarbonSchema } from '@harit/core/carbon-record';
import { istMonth, istMonthStart } from '@harit/core/ist-date';
import { rewardPoints } from '@harit/core/orders';
import { CAR_TRIP_100_KM, DEMO_CARBON_SUMMARY } from '@harit/core/testing/carbon';
import type {
  CarbonEntry,
  CarbonSummary,
  CarbonTrendMonth,
  Order,
  Rewards,
} from '@harit/core/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import {
  DEMO_ACCOUNT,
  DEMO_FIGURES,
  rebuildDemoCarbon,
  showsDemoFigures,
} from '../src/features/carbon/demo-seed.ts';
import { createCarbonRepository } from '../src/features/carbon/repository.ts';
import { carbonNeighbours } from '../src/workflows/carbon-neighbours.ts';
import { advanceOrder } from './fulfilment-helpers.ts';
import {
  buildTestApp,
  cookieHeader,
  postToAuth,
  shipping,
  type TestApp,
  type TestUser,
  useShoppers,
  useTestApp,
} from './helpers.ts';

const t = useTestApp();
const { asha, ravi, catalogue, product } = useShoppers(t);

/** Orders `quantity` of one product as `user`, shipped to the sample address. */
function buy(user: TestUser, productId: string, quantity: number, extra: object = {}) {
  return t.as(user).post('/api/orders', { items: [{ productId, quantity }], shipping, ...extra });
}

async function summaryOf(user: TestUser): Promise<CarbonSummary> {
  const response = await t.as(user).get('/api/carbon/summary');
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function rewardsOf(user: TestUser): Promise<Rewards> {
  const response = await t.as(user).get('/api/rewards');
  expect(response.statusCode).toBe(200);
  return response.json();
}

function logActivity(user: TestUser, payload: object) {
  return t.app.inject({
    method: 'POST',
    url: '/api/carbon/activities',
    headers: user.auth,
    payload,
  });
}

describe('the carbon summary', () => {
  it('is zeros with the default goal of 1000 kg for a new user', async () => {
    const fresh = await t.signUp();
    expect(await summaryOf(fresh)).toEqual({
      totalEmissions: 0,
      monthlyEmissions: 0,
      shoppingEmissions: 0,
      savedEmissions: 0,
      ecoProductsPurchased: 0,
      carbonGoal: 1000,
      reversed: { emitted: 0, saved: 0, lines: 0 },
    });
  });

  it('needs a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/carbon/summary' });
    expect(response.statusCode).toBe(401);
  });

  it('every product answer carries its carbon record, with a method and named sources', () => {
    expect(catalogue.length).toBeGreaterThan(40);
    for (const p of catalogue) {
      expect(productCarbonSchema.parse(p.carbon)).toEqual(p.carbon);
      expect(p.carbon.sources.length).toBeGreaterThan(0);
      expect(p.carbon.method.length).toBeGreaterThan(20);
    }
  });

  it("moves the tracker by exactly 2 × the product's figure for an order of 2; cancelling moves it back", async () => {
    const buyer = await t.signUp();
    const bottle = product(/copper water bottle/i);
    expect(bottle.carbon.netKgPerUnit).toBeLessThan(0); // decision 069: it saves
    const before = await summaryOf(buyer);
    const response = await buy(buyer, bottle._id, 2, { paymentMethod: 'upi' });
    expect(response.statusCode).toBe(201);
    const order = response.json<Order>();

    const saved = round1(-bottle.carbon.netKgPerUnit * 2);
    const after = await summaryOf(buyer);
    expect(after.savedEmissions).toBe(round1(before.savedEmissions + saved));
    expect(after.ecoProductsPurchased).toBe(before.ecoProductsPurchased + 2);
    expect(order.carbonImpact).toMatchObject({ savings: saved, emissions: 0, net: saved });
    const [entry] = (await t.as(buyer).get('/api/carbon/entries')).json<CarbonEntry[]>();
    expect(entry).toMatchObject({ source: 'purchase', kgCo2e: -saved, quantity: 2 });
    expect(after.monthlyEmissions).toBe(before.monthlyEmissions);
    expect(after.shoppingEmissions).toBe(before.shoppingEmissions);
    // Green points wait for the delivery (decision 024).
    expect((await rewardsOf(buyer)).balance).toBe(0);

    const cancel = await t.as(buyer).post(`/api/orders/${order.orderNumber}/cancel`);
    expect(cancel.statusCode).toBe(200);
    // Every figure is back where it was; the summary says what was taken out (decision 077).
    expect(await summaryOf(buyer)).toEqual({
      ...before,
      reversed: { emitted: 0, saved, lines: 1 },
    });
    expect((await rewardsOf(buyer)).entries).toEqual([]);
  });

  it('pays green points for the kg an order saves when it is delivered', async () => {
    const buyer = await t.signUp();
    const bottle = product(/copper water bottle/i);
    const order = (await buy(buyer, bottle._id, 3, { paymentMethod: 'upi' })).json<Order>();
    await advanceOrder(t, order.orderNumber, 'delivered');
    const rewards = await rewardsOf(buyer);
    const points = rewardPoints(round1(-bottle.carbon.netKgPerUnit * 3));
    expect(points).toBeGreaterThan(0);
    expect(rewards.balance).toBe(points);
    expect(rewards.pointsPerKgSaved).toBe(10);
    expect(rewards.entries[0]).toMatchObject({ points, orderNumber: order.orderNumber });
  });

  it('counts an order of a non-eco product as shopping emissions', async () => {
    const buyer = await t.signUp();
    const bags = product(/compostable garbage bags/i);
    expect(bags.carbon.netKgPerUnit).toBeGreaterThan(0); // decision 069: it adds
    await buy(buyer, bags._id, 2);
    const summary = await summaryOf(buyer);
    const added = round1(bags.carbon.netKgPerUnit * 2);
    expect(summary).toMatchObject({
      totalEmissions: added,
      monthlyEmissions: added,
      shoppingEmissions: added,
      savedEmissions: 0,
      ecoProductsPurchased: 0,
    });
    expect((await rewardsOf(buyer)).balance).toBe(0);
  });
});

describe('the activity log', () => {
  it('adds the documented 17 kg to monthly emissions for 100 km by car', async () => {
    const user = await t.signUp();
    const response = await logActivity(user, {
      category: 'transport',
      activity: 'car',
      quantity: 100,
      note: 'Pune to Lonavala',
    });
    expect(response.statusCode).toBe(201);
    const entry = response.json<CarbonEntry>();
    expect(entry).toMatchObject({
      ...CAR_TRIP_100_KM,
      kgCo2e: activityKg('car', 100),
      note: 'Pune to Lonavala',
    });
    expect(entry.kgCo2e).toBe(17);
    const summary = await summaryOf(user);
    expect(summary).toMatchObject({
      totalEmissions: 17,
      monthlyEmissions: 17,
      shoppingEmissions: 0,
      savedEmissions: 0,
    });
  });

  it('counts rooftop solar as saved, and an entry dated last month outside this month', async () => {
    const user = await t.signUp();
    await logActivity(user, {
      category: 'home-energy',
      activity: 'solar-generation',
      quantity: 50,
    });
    const lastMonth = istMonthStart(new Date(), -1);
    const date = new Date(lastMonth.getTime() + 5.5 * 3600_000 + 24 * 3600_000)
      .toISOString()
      .slice(0, 10);
    const old = await logActivity(user, {
      category: 'home-energy',
      activity: 'electricity',
      quantity: 100,
      occurredAt: date,
    });
    expect(old.statusCode).toBe(201);
    expect(istMonth(new Date(old.json<CarbonEntry>().occurredAt))).toBe(istMonth(lastMonth));
    expect(await summaryOf(user)).toMatchObject({
      totalEmissions: 71.6,
      monthlyEmissions: 0,
      savedEmissions: 35.8,
    });

    const trend = (await t.as(user).get('/api/carbon/trend')).json<CarbonTrendMonth[]>();
    expect(trend).toHaveLength(12);
    expect(trend.at(-1)).toEqual({ month: istMonth(new Date()), emitted: 0, saved: 35.8 });
    expect(trend.at(-2)).toEqual({ month: istMonth(lastMonth), emitted: 71.6, saved: 0 });
  });

  it('lists own activities newest first and deletes them', async () => {
    const user = await t.signUp();
    await logActivity(user, { category: 'food', activity: 'meal-vegan', quantity: 3 });
    await logActivity(user, { category: 'transport', activity: 'train', quantity: 500 });
    const list = await t.as(user).get('/api/carbon/activities');
    expect(list.headers['x-total-count']).toBe('2');
    const [newest, older] = list.json<CarbonEntry[]>();
    expect(newest?.activity).toBe('train');
    expect(older?.activity).toBe('meal-vegan');

    const removed = await t.as(user).delete(`/api/carbon/activities/${newest!.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await summaryOf(user)).monthlyEmissions).toBe(3);
  });

  it('lists recent purchases and activities together in /entries', async () => {
    const user = await t.signUp();
    const bamboo = product(/bamboo cutlery/i);
    await buy(user, bamboo._id, 1);
    await logActivity(user, {
      category: 'other',
      activity: 'other-emission',
      quantity: 2.5,
      note: 'Diesel generator',
    });
    const entries = (await t.as(user).get('/api/carbon/entries')).json<CarbonEntry[]>();
    expect(entries.map((e) => e.source).sort()).toEqual(['activity', 'purchase']);
    const purchase = entries.find((e) => e.source === 'purchase')!;
    expect(purchase).toMatchObject({
      productId: bamboo._id,
      kgCo2e: bamboo.carbon.netKgPerUnit,
      ecoUnits: 1,
    });
    expect(purchase.orderNumber).toMatch(/^\d{10}$/);
    // An "other" entry is named by its note.
    expect(entries.find((e) => e.source === 'activity')).toMatchObject({
      description: 'Diesel generator',
      kgCo2e: 2.5,
    });
  });

  describe('bad input', () => {
    let user: TestUser;
    beforeAll(async () => {
      user = await t.signUp();
    });

    const car = { category: 'transport', activity: 'car', quantity: 10 };
    it.each([
      ['a quantity of 0', { ...car, quantity: 0 }, /quantity/i],
      ['a negative quantity', { ...car, quantity: -5 }, /quantity/i],
      ['a quantity that is not a number', { ...car, quantity: 'far' }, /quantity/i],
      ['an absurd quantity', { ...car, quantity: 1e7 }, /quantity/i],
      ['an unknown activity', { ...car, activity: 'rocket' }, /activity/i],
      ['an activity of another category', { ...car, activity: 'lpg' }, /activity/i],
      ['an unknown category', { ...car, category: 'space' }, /category/i],
      ['a date in the future', { ...car, occurredAt: '2999-01-01' }, /date/i],
      ['a date that is not a date', { ...car, occurredAt: 'yesterday' }, /date/i],
      ['a note of 500 characters', { ...car, note: 'x'.repeat(500) }, /note/i],
    ])('refuses %s with 400 naming the field, recording nothing', async (_, payload, field) => {
      const response = await logActivity(user, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(field);
      expect((await summaryOf(user)).totalEmissions).toBe(0);
    });
  });
});

describe('the monthly goal', () => {
  it('is updated with PUT /api/carbon/goal and shown in the summary', async () => {
    const user = await t.signUp();
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/carbon/goal',
      headers: user.auth,
      payload: { goal: 450 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ carbonGoal: 450 });
    expect((await summaryOf(user)).carbonGoal).toBe(450);
  });

  it.each([0, -1, 100_001, 'lots'])(
    'refuses a goal of %j with 400 naming the field',
    async (goal) => {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/carbon/goal',
        headers: asha.auth,
        payload: { goal },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/goal/i);
    },
  );
});

describe("another user's data", () => {
  beforeAll(async () => {
    await logActivity(asha, { category: 'transport', activity: 'car', quantity: 10 });
  });

  it("answers 403 for another user's summary, trend, entries and activities", async () => {
    for (const url of [
      `/api/carbon/summary?userId=${asha.id}`,
      `/api/carbon/trend?userId=${asha.id}`,
      `/api/carbon/entries?userId=${asha.id}`,
      `/api/carbon/activities?userId=${asha.id}`,
      `/api/rewards?userId=${asha.id}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: ravi.auth });
      expect(response.statusCode, url).toBe(403);
    }
  });

  it("answers 403 for setting another user's goal or logging for them, and changes nothing", async () => {
    const before = await summaryOf(asha);
    const goal = await t.app.inject({
      method: 'PUT',
      url: '/api/carbon/goal',
      headers: ravi.auth,
      payload: { userId: asha.id, goal: 5 },
    });
    expect(goal.statusCode).toBe(403);
    const logged = await logActivity(ravi, {
      userId: asha.id,
      category: 'transport',
      activity: 'car',
      quantity: 500,
    });
    expect(logged.statusCode).toBe(403);
    expect(await summaryOf(asha)).toEqual(before);
    expect((await summaryOf(ravi)).totalEmissions).toBe(0);
  });

  it("answers 404 for deleting another user's activity, and it stays", async () => {
    const [ashasActivity] = (await t.as(asha).get('/api/carbon/activities')).json<CarbonEntry[]>();
    const response = await t.as(ravi).delete(`/api/carbon/activities/${ashasActivity!.id}`);
    expect(response.statusCode).toBe(404);
    const still = (await t.as(asha).get('/api/carbon/activities')).json<CarbonEntry[]>();
    expect(still.map((e) => e.id)).toContain(ashasActivity!.id);
  });

  it('answers 404 for deleting a purchase entry as if it were an activity', async () => {
    const buyer = await t.signUp();
    await buy(buyer, product(/bamboo toothbrush/i)._id, 1);
    const [purchase] = (await t.as(buyer).get('/api/carbon/entries')).json<CarbonEntry[]>();
    const response = await t.as(buyer).delete(`/api/carbon/activities/${purchase!.id}`);
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /api/carbon/purchase-impact (SPEC §7)', () => {
  it("records one purchase for the caller by the catalogue product's carbon record, answering 201", async () => {
    const user = await t.signUp();
    const solar = product(/solar study lamp/i);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/carbon/purchase-impact',
      headers: user.auth,
      payload: {
        userId: user.id,
        productId: solar._id,
        productName: 'Plastic thing', // not trusted: the catalogue's name decides
        productCategory: 'SOLAR',
        quantity: 2,
        isEcoFriendly: false,
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<CarbonEntry>()).toMatchObject({
      source: 'purchase',
      category: 'solar',
      description: solar.name,
      kgCo2e: round1(solar.carbon.netKgPerUnit * 2),
      ecoUnits: 2,
    });
    expect(await summaryOf(user)).toMatchObject({
      savedEmissions: round1(-solar.carbon.netKgPerUnit * 2),
      ecoProductsPurchased: 2,
    });
    expect((await rewardsOf(user)).balance).toBe(0);
  });

  it("answers 403 for another user's id, 404 for an unknown product, 401 without a token", async () => {
    const payload = { productId: product(/hemp/i)._id, productName: 'Hemp', quantity: 1 };
    const other = await t
      .as(ravi)
      .post('/api/carbon/purchase-impact', { ...payload, userId: asha.id });
    expect(other.statusCode).toBe(403);
    const unknown = await t
      .as(ravi)
      .post('/api/carbon/purchase-impact', { ...payload, productId: 'no-such-product' });
    expect(unknown.statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/carbon/purchase-impact',
      payload,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await summaryOf(ravi)).ecoProductsPurchased).toBe(0);
  });
});

describe('the demo account', () => {
  let demo: TestApp;
  let demoId: string;

  beforeAll(async () => {
    demo = await buildTestApp({ SEED_DEMO: 'true' });
  });
  afterAll(async () => {
    await demo?.close();
  });

  async function signInDemo(): Promise<{ authorization: string }> {
    const signIn = await postToAuth(demo.app, '/sign-in/email', {
      email: DEMO_ACCOUNT.email,
      password: DEMO_ACCOUNT.password,
    });
    expect(signIn.statusCode).toBe(200);
    demoId = signIn.json<{ user: { id: string } }>().user.id;
    const token = await demo.app.inject({
      method: 'GET',
      url: '/api/auth/token',
      headers: { cookie: cookieHeader(signIn.headers['set-cookie']) },
    });
    return { authorization: `Bearer ${token.json<{ token: string }>().token}` };
  }

  /** The demo user logs a trip of its own, signed in with `auth`. */
  function logDemoTrip(auth: { authorization: string }, activity: string, quantity: number) {
    return demo.app.inject({
      method: 'POST',
      url: '/api/carbon/activities',
      headers: auth,
      payload: { category: 'transport', activity, quantity },
    });
  }

  it("signs in as demo@harit.in / greenliving and shows SPEC §4's figures exactly", async () => {
    const auth = await signInDemo();
    const response = await demo.app.inject({
      method: 'GET',
      url: '/api/carbon/summary',
      headers: auth,
    });
    expect(response.json()).toEqual(DEMO_CARBON_SUMMARY);
    const trend = (
      await demo.app.inject({ method: 'GET', url: '/api/carbon/trend', headers: auth })
    ).json<CarbonTrendMonth[]>();
    expect(round1(trend.reduce((sum, m) => sum + m.emitted, 0))).toBe(847.5);
    expect(trend.filter((m) => m.emitted > 0).length).toBeGreaterThanOrEqual(6);
  });

  it('still shows them when the server starts again next month', async () => {
    const repository = createCarbonRepository(demo.db, carbonNeighbours);
    const nextMonth = new Date(istMonthStart(new Date(), 1).getTime() + 3 * 24 * 3600_000);
    await rebuildDemoCarbon(demo.db, carbonNeighbours, demoId, nextMonth);
    expect(await repository.summary(demoId, nextMonth)).toEqual(DEMO_FIGURES);
    // …and in the first minute of a month, and a year on.
    const firstMinute = new Date(istMonthStart(new Date(), 2).getTime() + 30_000);
    await rebuildDemoCarbon(demo.db, carbonNeighbours, demoId, firstMinute);
    expect(await repository.summary(demoId, firstMinute)).toEqual(DEMO_FIGURES);
    const yearOn = new Date(istMonthStart(new Date(), 12).getTime() + 10 * 24 * 3600_000);
    await rebuildDemoCarbon(demo.db, carbonNeighbours, demoId, yearOn);
    expect(await repository.summary(demoId, yearOn)).toEqual(DEMO_FIGURES);
    await rebuildDemoCarbon(demo.db, carbonNeighbours, demoId, new Date());
  });

  it("keeps the figures when the demo user's own entries exist, by seeding less", async () => {
    const auth = await signInDemo();
    await logDemoTrip(auth, 'car', 100);
    await demo.app.inject({
      method: 'PUT',
      url: '/api/carbon/goal',
      headers: auth,
      payload: { goal: 300 },
    });
    const now = new Date();
    expect(await rebuildDemoCarbon(demo.db, carbonNeighbours, demoId, now)).toBe(true);
    expect(await createCarbonRepository(demo.db, carbonNeighbours).summary(demoId, now)).toEqual(
      DEMO_FIGURES,
    );
    const own = (
      await demo.app.inject({ method: 'GET', url: '/api/carbon/activities', headers: auth })
    ).json<CarbonEntry[]>();
    expect(own.some((e) => e.activity === 'car' && e.kgCo2e === 17)).toBe(true);
  });

  it('is left as it is by a start that finds it built, and rebuilt by one that does not', async () => {
    const demoEntries = async () =>
      (
        await demo.db
          .selectFrom('carbon_entries')
          .select('id')
          .where('seed', '=', 'demo')
          .orderBy('id')
          .execute()
      ).map((row) => row.id);
    const repository = createCarbonRepository(demo.db, carbonNeighbours);
    // Built this month (the tests above end with a rebuild for now): a start reads, writes nothing.
    expect(await showsDemoFigures(demo.db, carbonNeighbours, demoId)).toBe(true);
    const built = await demoEntries();
    await demo.anotherInstance();
    expect(await demoEntries()).toEqual(built);
    // The demo user logs a trip and sets a goal of its own: figures no longer SPEC §4's, so the
    // next start rebuilds them around its own entries.
    const auth = await signInDemo();
    await logDemoTrip(auth, 'bus', 40);
    expect(await showsDemoFigures(demo.db, carbonNeighbours, demoId)).toBe(false);
    await demo.anotherInstance();
    expect(await repository.summary(demoId)).toEqual(DEMO_FIGURES);
    expect(await demoEntries()).not.toEqual(built);
    // Figures built for next month are not this month's.
    const nextMonth = new Date(istMonthStart(new Date(), 1).getTime() + 3 * 24 * 3600_000);
    expect(await showsDemoFigures(demo.db, carbonNeighbours, demoId, nextMonth)).toBe(false);
  });

  it('is not created with SEED_DEMO=false, nor by default on DATABASE_URL', async () => {
    const rows = await t.db
      .selectFrom('carbon_entries')
      .select('id')
      .where('seed', '=', 'demo')
      .execute();
    expect(rows).toHaveLength(0);
    const base = { DATA_DIR: 'memory://', AUTH_SECRET: 'x'.repeat(40) };
    expect(loadConfig(base).seedDemo).toBe(true);
    expect(loadConfig({ ...base, DATABASE_URL: 'postgres://db.example/harit' }).seedDemo).toBe(
      false,
    );
    expect(
      loadConfig({ ...base, DATABASE_URL: 'postgres://db.example/harit', SEED_DEMO: 'true' })
        .seedDemo,
    ).toBe(true);
  });
});
