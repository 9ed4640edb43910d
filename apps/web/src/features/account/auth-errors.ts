// Identity errors in plain words (SPEC §8: sign-in, Google, signup and reset failures appear
// in a red box). Better Auth answers { code, message } with an HTTP status; a failed fetch
// throws instead. One table, so every form words the same problem the same way. Each sentence is
// a message: FormError shows it in the page's language.
import { msg } from '../../lib/i18n';

export const TOO_MANY_ATTEMPTS = msg('Too many attempts. Please wait a moment and try again.');
export const NETWORK_ERROR = msg('Network error. Check your connection and try again.');
export const GOOGLE_NOT_CONFIGURED = msg('Google sign-in is not set up on this server.');
export const RESET_LINK_INVALID = msg(
  'This password reset link is invalid or has expired. Ask for a new one from the sign-in page.',
);
const FALLBACK = msg('Something went wrong. Please try again.');

const BY_CODE: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: msg('Incorrect email or password.'),
  USER_ALREADY_EXISTS: msg('An account with this email already exists. Sign in instead.'),
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: msg(
    'An account with this email already exists. Sign in instead.',
  ),
  INVALID_PASSWORD: msg('Incorrect password.'),
  INVALID_EMAIL: msg('Please enter a valid email.'),
  PASSWORD_TOO_SHORT: 'Password must be at least 6 characters long',
  PASSWORD_TOO_LONG: 'Password must be at most 128 characters long',
  INVALID_TOKEN: RESET_LINK_INVALID,
  TOKEN_EXPIRED: RESET_LINK_INVALID,
  EMAIL_NOT_VERIFIED: msg('Please verify your email address first.'),
  CREDENTIAL_ACCOUNT_NOT_FOUND: msg(
    'This account signs in with Google and has no password. Use Continue with Google.',
  ),
  SESSION_EXPIRED: msg('For your security, please sign in again, then retry.'),
  SESSION_NOT_FRESH: msg('For your security, please sign in again, then retry.'),
  USER_NOT_FOUND: msg('No account was found for these details.'),
  FAILED_TO_CREATE_USER: msg('Your account could not be created. Please try again.'),
  FAILED_TO_UPDATE_USER: msg('Your details could not be saved. Please try again.'),
  PROVIDER_NOT_FOUND: GOOGLE_NOT_CONFIGURED,
};

const RETRY_GOOGLE = msg('Google sign-in could not be completed. Please try again.');

/** Codes Better Auth puts in ?error= when a Google sign-in fails and it sends us back. */
const OAUTH_BY_CODE: Record<string, string> = {
  ACCESS_DENIED: msg('Google sign-in was cancelled.'),
  OAUTH_PROVIDER_NOT_FOUND: GOOGLE_NOT_CONFIGURED,
  EMAIL_NOT_FOUND: msg('Google did not share an email address, which Harit needs to sign you in.'),
  EMAIL_NOT_VERIFIED: msg('Your Google email address is not verified yet.'),
  ACCOUNT_NOT_LINKED: msg(
    'This email already has a Harit account. Sign in with your password to continue.',
  ),
  UNABLE_TO_LINK_ACCOUNT: msg(
    'This email already has a Harit account. Sign in with your password to continue.',
  ),
  ACCOUNT_ALREADY_LINKED_TO_DIFFERENT_USER: msg(
    'This Google account is already linked to another Harit account.',
  ),
  SIGNUP_DISABLED: msg('New accounts cannot be created right now.'),
};

export interface AuthErrorLike {
  code?: string | null;
  status?: number | null;
  message?: string | null;
}

/** A fetch that never reached the server (offline, DNS, connection refused). */
export function isNetworkFailure(error: unknown): boolean {
  return (
    error instanceof TypeError ||
    (error instanceof DOMException && error.name === 'NetworkError') ||
    (typeof error === 'object' && error !== null && 'status' in error && error.status === 0)
  );
}

/** Any identity failure → one sentence a shopper understands. */
export function authErrorMessage(error: unknown): string {
  if (isNetworkFailure(error)) return NETWORK_ERROR;
  if (typeof error !== 'object' || error === null) return FALLBACK;
  const { code, status, message } = error as AuthErrorLike;
  if (status === 429) {
    // A locked account: the server's sentence says for how many minutes
    // and that a password reset ends it; any other 429 is the per-address limit.
    if (code && normalise(code) === 'ACCOUNT_TEMPORARILY_LOCKED' && message?.trim()) {
      return message.trim();
    }
    return TOO_MANY_ATTEMPTS;
  }
  const known = code ? BY_CODE[normalise(code)] : undefined;
  if (known) return known;
  if (status && status >= 500) return msg('Something went wrong on our side. Please try again.');
  // A code we do not know yet: the identity service's own message (SPEC §8) beats a guess.
  return message?.trim() || FALLBACK;
}

/** The ?error= code Better Auth adds when it sends a failed Google sign-in back to us. */
export function oauthErrorMessage(code: string): string {
  return OAUTH_BY_CODE[normalise(code)] ?? RETRY_GOOGLE;
}

function normalise(code: string): string {
  return code.toUpperCase().replace(/[^A-Z0-9]+/g, '_');
}
