// Guessing and probing accounts: per-account sign-in throttling
// across addresses and instances, common passwords refused, sign-up that does not confirm an
// account to a script, and password-reset replies that neither wait for mail nor leak by timing.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Mail } from '../src/mail/mailer.ts';
import { RESET_REPLY_MS } from '../src/plugins/identity/abuse-guards.ts';
import { buildTestApp, cookieHeader, PUBLIC_URL, useTestApp } from './helpers.ts';

const t = useTestApp();
afterEach(() => {
  vi.useRealTimers();
});

let nextAddress = 1;
/** Each call from a new client address, so the per-address limit never answers. */
const post = (url: string, payload: Record<string, unknown>, app = t.app, cookie?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/auth${url}`,
    headers: { origin: PUBLIC_URL, ...(cookie ? { cookie } : {}) },
    payload,
    remoteAddress: `10.${Math.floor(nextAddress / 250) % 250}.${nextAddress++ % 250}.1`,
  });
const signIn = (email: string, password: string, app = t.app) =>
  post('/sign-in/email', { email, password }, app);

/** Moves the clock on (Date only; timers stay real). */
function later(ms: number): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + ms);
}

const LOCKED =
  /^Too many failed sign-in attempts for this account\. Try again in 1 minute, or reset your password\.$/;

describe('per-account sign-in throttling', () => {
  it('locks an account after 5 wrong passwords from 5 addresses, then lets the owner in when the lock ends', async () => {
    const user = await t.signUp();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await signIn(user.email, `wrong-guess-${i}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);

    // Locked means locked, even for the right password, with a clear message.
    const locked = await signIn(user.email.toUpperCase(), user.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(LOCKED);
    expect(locked.json().code).toBe('ACCOUNT_TEMPORARILY_LOCKED');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);

    later(61_000);
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);
  });

  it('doubles the lock each time the attempts run out again', async () => {
    const user = await t.signUp();
    for (let i = 0; i < 5; i++) await signIn(user.email, 'wrong-guess');
    later(61_000);
    for (let i = 0; i < 5; i++)
      expect((await signIn(user.email, 'wrong-guess')).statusCode).toBe(401);
    const second = await signIn(user.email, user.password);
    expect(second.statusCode).toBe(429);
    expect(second.json().message).toMatch(/Try again in 2 minutes/);
  });

  it('a correct password clears the count of earlier wrong ones', async () => {
    const user = await t.signUp();
    for (let i = 0; i < 4; i++) await signIn(user.email, 'wrong-guess');
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await signIn(user.email, 'wrong-guess')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401]);
  });

  it('a password reset ends the lock at once, so the owner is never locked out', async () => {
    const user = await t.signUp();
    for (let i = 0; i < 6; i++) await signIn(user.email, 'wrong-guess');
    expect((await signIn(user.email, user.password)).statusCode).toBe(429);

    await post('/request-password-reset', { email: user.email });
    await t.mailIdle();
    const link = t.mails.findLast((m) => m.to === user.email)!.text.match(/token=([^\s&]+)/)!;
    const token = decodeURIComponent(link[1]!);
    expect(
      (await post('/reset-password', { token, newPassword: 'fresh-start-42' })).statusCode,
    ).toBe(200);
    expect((await signIn(user.email, 'fresh-start-42')).statusCode).toBe(200);
  });

  it('lets at most 5 of 12 parallel guesses from 12 addresses reach the password check', async () => {
    const user = await t.signUp();
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signIn(user.email, `parallel-guess-${i}`)),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  it('counts attempts on every instance together', async () => {
    const second = await t.anotherInstance();
    const user = await t.signUp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await signIn(user.email, 'wrong-guess', i % 2 ? second : t.app)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});

describe('common passwords', () => {
  const TOO_COMMON = 'This password is too common. Choose one that is harder to guess.';

  it('refuses one at sign-up, whatever its case, and keeps SPEC’s minimum first', async () => {
    for (const password of ['password123', 'Football', 'iloveyou']) {
      const response = await post('/sign-up/email', {
        email: `common-${nextAddress}@example.in`,
        password,
        name: 'Asha Verma',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'PASSWORD_TOO_COMMON', message: TOO_COMMON });
    }
    const short = await post('/sign-up/email', {
      email: 'short-common@example.in',
      password: '12345',
      name: 'Asha Verma',
    });
    expect(short.json().code).toBe('PASSWORD_TOO_SHORT');
  });

  it('refuses one as a new password on reset and on change', async () => {
    const user = await t.signUp();
    await post('/request-password-reset', { email: user.email });
    await t.mailIdle();
    const token = decodeURIComponent(
      t.mails.findLast((m) => m.to === user.email)!.text.match(/token=([^\s&]+)/)![1]!,
    );
    const reset = await post('/reset-password', { token, newPassword: 'qwerty123' });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().message).toBe(TOO_COMMON);

    const change = await post(
      '/change-password',
      { currentPassword: user.password, newPassword: 'sunshine1' },
      t.app,
      user.cookie,
    );
    expect(change.statusCode).toBe(400);
    expect(change.json().message).toBe(TOO_COMMON);
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);
  });
});

describe('sign-up with an e-mail that has an account', () => {
  it('says neither "exists" nor signs in, keeps the account, and tells its owner', async () => {
    const owner = await t.signUp({ name: 'Meera Iyer' });
    const response = await post('/sign-up/email', {
      email: owner.email.toUpperCase(),
      password: 'someone-elses-7',
      name: 'Intruder',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'ACCOUNT_NOT_CREATED',
      message:
        'We could not create an account with this email. If you already have one, sign in or reset your password; we have sent a note to this address.',
    });
    expect(response.body).not.toMatch(/exist/i);
    expect(cookieHeader(response.headers['set-cookie'])).not.toMatch(/session_token=/);
    await t.mailIdle();
    expect(t.mails.findLast((m) => m.to === owner.email)?.subject).toBe(
      'Someone tried to create a Harit account with your email',
    );
    expect((await signIn(owner.email, owner.password)).statusCode).toBe(200);
    expect((await signIn(owner.email, 'someone-elses-7')).statusCode).toBe(401);
  });
});

describe('password-reset requests', () => {
  it('answer without waiting for the mail to go out', async () => {
    let release = () => {};
    const smtpStuck = new Promise<void>((resolve) => {
      release = resolve;
    });
    const delivered: Mail[] = [];
    const slow = await buildTestApp(
      {},
      {
        mailer: {
          async send(mail) {
            await smtpStuck;
            delivered.push(mail);
          },
        },
      },
    );
    try {
      const user = await slow.signUp();
      const started = performance.now();
      const response = await post('/request-password-reset', { email: user.email }, slow.app);
      expect(response.statusCode).toBe(200);
      expect(performance.now() - started).toBeLessThan(5_000);
      expect(delivered).toEqual([]);
      release();
      await slow.mailIdle();
      expect(delivered.map((m) => m.to)).toEqual([user.email]);
    } finally {
      release();
      await slow.close();
    }
  });

  it('take as long for an unknown e-mail as for a known one', async () => {
    const user = await t.signUp();
    const time = async (email: string) => {
      const started = performance.now();
      const response = await post('/request-password-reset', { email });
      expect(response.statusCode).toBe(200);
      return performance.now() - started;
    };
    for (const email of [user.email, 'nobody-here@example.in']) {
      expect(await time(email)).toBeGreaterThanOrEqual(RESET_REPLY_MS - 1);
    }
  });
});
