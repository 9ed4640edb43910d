// Better Auth hooks against guessing and probing (decision 014;
// docs/decisions/014):
// - sign-in: per-account throttling (login-throttle.ts) around the password check;
// - sign-up, reset and change of password: the most common passwords are refused;
// - sign-up with an e-mail that has an account: no "User already exists" for a script to
//   read; the same cost as a real sign-up (a hash), a neutral message that still tells a
//   person what to do, and a note to the address's owner;
// - password-reset request: every reply takes at least RESET_REPLY_MS, so a known e-mail
//   (token written) and an unknown one (nothing written) cannot be told apart by timing.
import { MIN_PASSWORD_LENGTH } from '@harit/core/limits';
import { sameSitePath } from '@harit/core/return-path';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { z } from 'zod';
import { isCommonPassword, PASSWORD_TOO_COMMON_MESSAGE } from './common-passwords.ts';
import { type LoginThrottle, lockedMessage } from './login-throttle.ts';

export const MAX_PASSWORD_LENGTH = 128;

/**
 * Floor of a password-reset request's reply. Above what the known-e-mail path takes (a lookup
 * and an insert; the mail itself is sent after the reply), so both paths answer at the floor.
 */
export const RESET_REPLY_MS = 250;

export const ACCOUNT_NOT_CREATED_MESSAGE =
  'We could not create an account with this email. If you already have one, sign in or reset your password; we have sent a note to this address.';

export interface AbuseGuardDeps {
  throttle: LoginThrottle;
  /** Queues the note to an account's owner that someone tried to sign up with its e-mail. */
  mailSignUpAttempt(user: { id: string; email: string; name: string }): Promise<void>;
}

const emailSchema = z.email();

export const RETURN_ADDRESS_MESSAGE = 'The return address must be a page of this shop.';

/** Where the identity service sends a person afterwards (Google's callback, a reset link's page). */
const RETURN_ADDRESS_FIELDS = [
  'callbackURL',
  'newUserCallbackURL',
  'errorCallbackURL',
  'redirectTo',
];

/**
 * Refuses a return address written as a path that is not one of this site's once normalised
 * (`/../..//evil.example` is `//evil.example`): core's return-path rule, the web's too. An
 * absolute http(s) address is Better Auth's to judge against the trusted origins (origins.ts);
 * any other scheme is refused here.
 */
function refuseForeignReturnAddress(...sources: unknown[]): void {
  for (const source of sources) {
    if (!source || typeof source !== 'object') continue;
    for (const field of RETURN_ADDRESS_FIELDS) {
      const value = (source as Record<string, unknown>)[field];
      if (typeof value !== 'string' || value === '') continue;
      const absoluteWeb = /^https?:\/\//i.test(value);
      if (absoluteWeb || sameSitePath(value) !== null) continue;
      throw new APIError('BAD_REQUEST', {
        code: 'INVALID_RETURN_ADDRESS',
        message: RETURN_ADDRESS_MESSAGE,
      });
    }
  }
}

function validEmail(body: unknown): string | null {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && emailSchema.safeParse(email).success ? email : null;
}

/** Only a password that passes the length rules is checked, so SPEC's messages come first. */
async function refuseCommonPassword(password: unknown): Promise<void> {
  if (
    typeof password === 'string' &&
    password.length >= MIN_PASSWORD_LENGTH &&
    password.length <= MAX_PASSWORD_LENGTH &&
    (await isCommonPassword(password))
  ) {
    throw new APIError('BAD_REQUEST', {
      code: 'PASSWORD_TOO_COMMON',
      message: PASSWORD_TOO_COMMON_MESSAGE,
    });
  }
}

export function createAbuseGuards({ throttle, mailSignUpAttempt }: AbuseGuardDeps) {
  const resetStartedAt = new WeakMap<Request, number>();

  const before = createAuthMiddleware(async (ctx) => {
    refuseForeignReturnAddress(ctx.body, ctx.query);
    switch (ctx.path) {
      case '/sign-in/email': {
        const email = validEmail(ctx.body);
        if (!email) return;
        const wait = await throttle.begin(email);
        if (wait !== null) {
          throw new APIError(
            'TOO_MANY_REQUESTS',
            { code: 'ACCOUNT_TEMPORARILY_LOCKED', message: lockedMessage(wait) },
            { 'Retry-After': String(Math.ceil(wait / 1000)) },
          );
        }
        return;
      }
      case '/sign-up/email': {
        const password = (ctx.body as { password?: unknown } | undefined)?.password;
        await refuseCommonPassword(password);
        const email = validEmail(ctx.body);
        if (
          !email ||
          typeof password !== 'string' ||
          password.length < MIN_PASSWORD_LENGTH ||
          password.length > MAX_PASSWORD_LENGTH
        ) {
          return; // Better Auth answers these with SPEC's messages.
        }
        const existing = await ctx.context.internalAdapter.findUserByEmail(email.toLowerCase());
        if (!existing?.user) return;
        // What a real sign-up costs, so the reply comes no sooner than a new account's.
        await ctx.context.password.hash(password);
        await mailSignUpAttempt(existing.user);
        throw new APIError('UNPROCESSABLE_ENTITY', {
          code: 'ACCOUNT_NOT_CREATED',
          message: ACCOUNT_NOT_CREATED_MESSAGE,
        });
      }
      case '/reset-password':
      case '/change-password':
        await refuseCommonPassword(
          (ctx.body as { newPassword?: unknown } | undefined)?.newPassword,
        );
        return;
      case '/request-password-reset':
        if (ctx.request) resetStartedAt.set(ctx.request, performance.now());
        return;
    }
  });

  const after = createAuthMiddleware(async (ctx) => {
    switch (ctx.path) {
      case '/sign-in/email': {
        const email = validEmail(ctx.body);
        if (!email) return;
        const returned = ctx.context.returned;
        if (!isAPIError(returned)) await throttle.clear(email);
        else if (returned.statusCode === 401) await throttle.failed(email);
        return;
      }
      case '/request-password-reset': {
        const started = ctx.request ? resetStartedAt.get(ctx.request) : undefined;
        if (started === undefined) return;
        const wait = RESET_REPLY_MS - (performance.now() - started);
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        return;
      }
    }
  });

  return { before, after };
}
