// Better Auth, self-hosted in this process and database (DESIGN.md §5): e-mail + password,
// Google through OpenID Connect, password reset by e-mail, short-lived JWT identity tokens,
// and database-backed rate limits shared by every instance. Per-account sign-in throttling,
// common-password refusal and anti-enumeration live in abuse-guards.ts; hashing runs on its own
// threads (password-hasher.ts).

import { createHash, randomUUID } from 'node:crypto';
import { DEFAULT_LANGUAGE } from '@harit/core/language';
import { MIN_PASSWORD_LENGTH } from '@harit/core/limits';
import { storablePicture, toOneLine } from '@harit/core/validation';
import { betterAuth } from 'better-auth';
import { getSchema } from 'better-auth/db';
import { getMigrations } from 'better-auth/db/migration';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { jwt } from 'better-auth/plugins/jwt';
import { sql } from 'kysely';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { trustedOrigins } from '../origins.ts';
import { createAbuseGuards, MAX_PASSWORD_LENGTH } from './abuse-guards.ts';
import { createLoginThrottle } from './login-throttle.ts';
import { defaultHashThreads, workerPasswordHasher } from './password-hasher.ts';
import { endOldestSessions } from './session-cap.ts';

/** Lifetime of an identity token; the web app refreshes it a minute before it ends. */
export const TOKEN_LIFETIME = '15m';

export interface AuthHooks {
  /** Runs just before an account is deleted: data whose removal must update other data. */
  beforeUserDeleted?: (userId: string) => Promise<void>;
}

/**
 * The name and picture as they may be stored, whichever way they came (decision 057). The
 * bridge refuses a bad one from a request with a 400 naming the field (plugin.ts); this is for
 * what no request body carried, such as the name and picture an identity provider sends at a
 * first Google sign-in: the name on one line, a picture that is not an https: address dropped.
 */
function storableProfile(user: Record<string, unknown>): { name?: string; image?: string | null } {
  return {
    ...(typeof user.name === 'string' ? { name: toOneLine(user.name) } : {}),
    ...(user.image !== undefined ? { image: storablePicture(user.image) } : {}),
  };
}

export function createAuth(config: Config, db: Db, hooks: AuthHooks = {}) {
  const throttle = createLoginThrottle(db);
  // Mail goes through the outbox, sent after the reply (decision 023): SMTP's
  // pace is never the shopper's.
  const guards = createAbuseGuards({
    throttle,
    async mailSignUpAttempt(user) {
      await enqueueMail(db, {
        key: `sign-up-attempt:${user.id}:${randomUUID()}`,
        to: user.email,
        template: 'sign-up-attempt',
        data: { name: user.name },
      });
    },
  });
  const hashThreads = config.passwordHashThreads ?? defaultHashThreads();
  const options = {
    appName: 'Harit',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    database: { db, type: 'postgres' as const },
    // The same origins as the server's own check on writes (by IP or on the LAN).
    trustedOrigins: (request?: Request) =>
      trustedOrigins(config, request?.headers.get('host') ?? undefined),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      // Off libuv's thread pool, which gzip shares; 0 keeps Better Auth's own.
      ...(hashThreads > 0 ? { password: workerPasswordHasher(hashThreads) } : {}),
      autoSignIn: true,
      // A reset ends every older session of that user (issue: accounts).
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      async sendResetPassword({
        user,
        token,
      }: {
        user: { email: string; name: string };
        token: string;
      }) {
        // Keyed by the token's hash: one mail per reset asked for, and the key reveals nothing.
        await enqueueMail(db, {
          key: `password-reset:${createHash('sha256').update(token).digest('base64url')}`,
          to: user.email,
          template: 'password-reset',
          data: { name: user.name, token },
        });
      },
      // The owner can always get in: a reset ends any sign-in lock (docs/decisions/014).
      async onPasswordReset({ user }: { user: { email: string } }) {
        await throttle.clear(user.email);
      },
    },
    hooks: { before: guards.before, after: guards.after },
    databaseHooks: {
      user: {
        create: {
          // ADMIN_EMAILS: the first admin of a new shop signs up as one.
          async before(user: { email: string } & Record<string, unknown>) {
            const role = config.adminEmails.includes(user.email.toLowerCase())
              ? { role: 'admin' }
              : {};
            return { data: { ...user, ...storableProfile(user), ...role } };
          },
        },
        update: {
          async before(user: Record<string, unknown>) {
            return { data: { ...user, ...storableProfile(user) } };
          },
        },
      },
      session: {
        create: {
          // The newest sessions of an account stay, older ones end (decision 057).
          async after(session: { userId: string }) {
            await endOldestSessions(db, session.userId);
          },
        },
      },
    },
    user: {
      changeEmail: { enabled: false },
      // Customer (default), staff or admin. Never set by a request body (input:
      // false); changed by admins (features/staff), ADMIN_EMAILS or `npm run admin`.
      additionalFields: {
        role: {
          type: 'string' as const,
          required: false,
          defaultValue: 'customer',
          input: false,
        },
        // The shop's language for this account, 'en' or 'hi'. Here, beside the role,
        // so Better Auth's session read (the web app's, lib/session.ts) carries it; changed
        // only by PUT /api/account/language (features/account), never by Better Auth's own
        // update-user (input: false) (decision 043).
        language: {
          type: 'string' as const,
          required: false,
          defaultValue: DEFAULT_LANGUAGE,
          input: false,
        },
      },
      // Our own tables reference "user" with ON DELETE CASCADE: deleting the account removes
      // the wishlist, cart, orders, carbon entries and tickets with it. Reviews go first, so
      // the products' ratings stop counting them (decision 017).
      deleteUser: {
        enabled: true,
        beforeDelete: async (user: { id: string }) => {
          await hooks.beforeUserDeleted?.(user.id);
        },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: true,
      storage: 'database' as const,
      // Everything else under /api/auth: generous, since many shoppers can share one address.
      window: 60,
      max: 600,
      customRules: {
        // Read by every page load and every token refresh; they need a valid session cookie and
        // guess nothing, so limiting them only signs honest shoppers out.
        '/get-session': false as const,
        '/token': false as const,
        '/jwks': false as const,
        '/sign-in/email': { window: 10, max: config.authRateLimit },
        '/sign-up/email': { window: 10, max: config.authRateLimit },
        '/request-password-reset': { window: 60, max: config.authRateLimit },
        '/reset-password': { window: 60, max: config.authRateLimit * 2 },
      },
    },
    advanced: {
      // The Fastify bridge sets x-client-ip from the socket; forged x-forwarded-for is dropped.
      ipAddress: { ipAddressHeaders: ['x-client-ip'] },
      useSecureCookies: config.publicUrl.startsWith('https://'),
      // Better Auth 1.7 compares the tables with its schema again at the first use of every
      // instance (an introspection of the catalogue, before the server listened: the JWKS is
      // read at ready). migrate() below has already made them match, or found its fingerprint
      // saying they do (decision 040); the comparison was 5-10 % of a start (decision 051).
      database: { validateSchema: false },
    },
    plugins: [
      jwt({
        jwks: { keyPairConfig: { alg: 'EdDSA', crv: 'Ed25519' } },
        jwt: {
          expirationTime: TOKEN_LIFETIME,
          // Only what the API needs: sub is the user id, sid the session the token dies with
          // (decision 013).
          // role decides what the merchant console's routes allow; a role change
          // ends the user's sessions, so no token outlives the role it carries.
          definePayload: ({ user, session }) => ({
            name: user.name,
            email: user.email,
            sid: session.id,
            role: typeof user.role === 'string' ? user.role : 'customer',
          }),
        },
      }),
      ...(config.google
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'google',
                  discoveryUrl: config.google.discoveryUrl,
                  clientId: config.google.clientId,
                  clientSecret: config.google.clientSecret,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
  };
  const auth = betterAuth(options);
  return {
    auth,
    /**
     * Creates or updates Better Auth's tables (user, session, account, verification, jwks,
     * rateLimit). Comparing the tables with the schema reads the database's catalogue, a tenth
     * of a second at every start; so the schema's fingerprint is written on the
     * "user" table once they match, and a start that finds the same fingerprint skips the
     * comparison. A new version of Better Auth or a changed option changes the fingerprint.
     */
    async migrate() {
      const schema = JSON.stringify(getSchema(auth.options));
      const stamp = `Better Auth schema ${createHash('sha256').update(schema).digest('hex')}`;
      const { rows } = await sql<{ stamp: string | null }>`
        select obj_description(to_regclass('public.user'), 'pg_class') as stamp`.execute(db);
      if (rows[0]?.stamp === stamp) return;
      const { runMigrations } = await getMigrations(auth.options);
      await runMigrations();
      await sql`comment on table "user" is ${sql.lit(stamp)}`.execute(db);
    },
  };
}

export type Auth = ReturnType<typeof createAuth>['auth'];
