// The identity routes the web app calls (Better Auth under /api/auth, DESIGN.md §5), written
// out for the OpenAPI document (decision 072). Better Auth owns these answers: their objects
// are open (a field it adds is no drift of ours), and its errors are the API's Error with a
// `code`.

import { MIN_PASSWORD_LENGTH } from '../limits.ts';
import { z } from '../zod.ts';
import { email, entityId, instant } from './common.ts';

const password = z.string().min(MIN_PASSWORD_LENGTH).max(128);

export const identityUser = z
  .looseObject({
    id: entityId,
    name: z.string(),
    email,
    emailVerified: z.boolean(),
    image: z.string().nullish(),
    createdAt: instant,
    updatedAt: instant,
  })
  .meta({ id: 'IdentityUser' });

export const identitySession = z
  .looseObject({
    id: entityId,
    userId: entityId,
    expiresAt: instant,
    createdAt: instant,
    updatedAt: instant,
  })
  .meta({ id: 'IdentitySession' });

const done = z.looseObject({ status: z.boolean() });

interface IdentityOperation {
  method: 'get' | 'post';
  path: string;
  operationId: string;
  summary: string;
  body?: z.ZodType;
  answer: z.ZodType;
  /** needs the session cookie */
  session?: boolean;
}

/** What apps/web calls, in the order a shopper meets them. */
export const IDENTITY_OPERATIONS: readonly IdentityOperation[] = [
  {
    method: 'post',
    path: '/sign-up/email',
    operationId: 'signUpWithEmail',
    summary: 'Create an account; answers the session cookie and the user',
    body: z.object({ name: z.string().min(1).max(100), email, password }),
    answer: z.looseObject({ token: z.string().nullable(), user: identityUser }),
  },
  {
    method: 'post',
    path: '/sign-in/email',
    operationId: 'signInWithEmail',
    summary: 'Sign in with e-mail and password; answers the session cookie and the user',
    body: z.object({ email, password: z.string().min(1), rememberMe: z.boolean().optional() }),
    answer: z.looseObject({ token: z.string(), user: identityUser }),
  },
  {
    method: 'post',
    path: '/sign-in/social',
    operationId: 'signInWithProvider',
    summary: "Start a sign-in with Google: answers the provider's address to go to",
    body: z.looseObject({ provider: z.string(), callbackURL: z.string().optional() }),
    answer: z.looseObject({ url: z.string().optional(), redirect: z.boolean() }),
  },
  {
    method: 'get',
    path: '/get-session',
    operationId: 'getSession',
    summary: 'The session of the cookie and its user, or null when signed out',
    answer: z.object({ session: identitySession, user: identityUser }).nullable(),
  },
  {
    method: 'get',
    path: '/token',
    operationId: 'getIdentityToken',
    summary:
      "A fresh identity token (a JWT, 15 minutes) for the cookie's session: send it as " +
      'Authorization: Bearer <token> to the API',
    answer: z.object({ token: z.string() }),
    session: true,
  },
  {
    method: 'get',
    path: '/jwks',
    operationId: 'getIdentityKeys',
    summary: 'The public keys identity tokens are signed with (JSON Web Key Set)',
    answer: z.looseObject({ keys: z.array(z.looseObject({ kid: z.string().optional() })) }),
  },
  {
    method: 'post',
    path: '/sign-out',
    operationId: 'signOut',
    summary: 'End the session of the cookie; its identity tokens stop working at once',
    answer: z.looseObject({ success: z.boolean() }),
    session: true,
  },
  {
    method: 'post',
    path: '/update-user',
    operationId: 'updateIdentityUser',
    summary: "Change the account's display name or picture",
    body: z.object({ name: z.string().optional(), image: z.string().nullish() }),
    answer: done,
    session: true,
  },
  {
    method: 'post',
    path: '/change-password',
    operationId: 'changePassword',
    summary: 'Change the password (the current one is asked)',
    body: z.object({
      currentPassword: z.string(),
      newPassword: password,
      revokeOtherSessions: z.boolean().optional(),
    }),
    answer: z.looseObject({ token: z.string().nullable(), user: identityUser }),
    session: true,
  },
  {
    method: 'post',
    path: '/request-password-reset',
    operationId: 'requestPasswordReset',
    summary: 'Mail a link to /reset-password (the same answer whether the account exists or not)',
    body: z.object({ email, redirectTo: z.string().optional() }),
    answer: done,
  },
  {
    method: 'post',
    path: '/reset-password',
    operationId: 'resetPassword',
    summary: "Set a new password with the reset mail's token",
    body: z.object({ token: z.string(), newPassword: password }),
    answer: done,
  },
  {
    method: 'post',
    path: '/revoke-other-sessions',
    operationId: 'revokeOtherSessions',
    summary: "Sign out everywhere else: every other session's tokens stop working",
    answer: done,
    session: true,
  },
  {
    method: 'get',
    path: '/list-accounts',
    operationId: 'listLinkedAccounts',
    summary: 'How the account signs in: password (credential), Google',
    answer: z.array(z.looseObject({ providerId: z.string() })),
    session: true,
  },
  {
    method: 'post',
    path: '/delete-user',
    operationId: 'deleteAccount',
    summary: 'Delete the account and everything of it (the password is asked)',
    body: z.looseObject({ password: z.string().optional() }),
    answer: z.looseObject({ success: z.boolean() }),
    session: true,
  },
];
