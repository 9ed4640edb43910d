// A start answers before the demo accounts are made (decision 040): the shop serves
// its catalogue at once, and a sign-in asked before the demo accounts exist waits for them
// instead of failing.
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, DEMO_FIGURES } from '../src/features/carbon/demo-seed.ts';
import { DEMO_MERCHANT } from '../src/features/staff/demo-merchant.ts';
import { cookieHeader, postToAuth, useTestApp } from './helpers.ts';

const server = useTestApp({ SEED_DEMO: 'true' }, { deferDemo: true });

const demoUsers = () =>
  server.db
    .selectFrom('user')
    .select('email')
    .where('email', 'in', [DEMO_ACCOUNT.email, DEMO_MERCHANT.email])
    .execute();

describe('a start that leaves the demo accounts until it answers', () => {
  it('serves the catalogue before the demo accounts exist, and a demo sign-in waits for them', async () => {
    expect(await demoUsers()).toEqual([]);
    const products = await server.app.inject({ method: 'GET', url: '/api/products?limit=3' });
    expect(products.statusCode).toBe(200);
    expect(products.json()).toHaveLength(3);

    // Asked before they are being made: answered once they are.
    const signIn = postToAuth(server.app, '/sign-in/email', {
      email: DEMO_ACCOUNT.email,
      password: DEMO_ACCOUNT.password,
    });
    const merchantSignIn = postToAuth(server.app, '/sign-in/email', {
      email: DEMO_MERCHANT.email,
      password: DEMO_MERCHANT.password,
    });
    expect(await demoUsers()).toEqual([]);
    const seeded = server.seedDemo();
    // Called again (as a second caller would): the same run.
    expect(server.seedDemo()).toBe(seeded);
    const [demo, merchant] = await Promise.all([signIn, merchantSignIn]);
    await seeded;
    expect(demo.statusCode).toBe(200);
    expect(merchant.statusCode).toBe(200);

    // The demo's figures (SPEC §4) are there for its first look at the tracker.
    const token = await server.app.inject({
      method: 'GET',
      url: '/api/auth/token',
      headers: { cookie: cookieHeader(demo.headers['set-cookie']) },
    });
    const summary = await server.app.inject({
      method: 'GET',
      url: '/api/carbon/summary',
      headers: { authorization: `Bearer ${token.json<{ token: string }>().token}` },
    });
    expect(summary.json()).toMatchObject({
      totalEmissions: DEMO_FIGURES.totalEmissions,
      monthlyEmissions: DEMO_FIGURES.monthlyEmissions,
    });
  });
});
