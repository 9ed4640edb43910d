import { describe, expect, it } from 'vitest';
import {
  authErrorMessage,
  GOOGLE_NOT_CONFIGURED,
  NETWORK_ERROR,
  oauthErrorMessage,
  RESET_LINK_INVALID,
  TOO_MANY_ATTEMPTS,
} from './auth-errors';

describe('authErrorMessage', () => {
  it('words wrong credentials plainly, without saying which part was wrong', () => {
    expect(
      authErrorMessage({
        code: 'INVALID_EMAIL_OR_PASSWORD',
        status: 401,
        message: 'Invalid email or password',
      }),
    ).toBe('Incorrect email or password.');
  });

  it('says an account already exists, for both of Better Auth’s codes', () => {
    const expected = 'An account with this email already exists. Sign in instead.';
    expect(authErrorMessage({ code: 'USER_ALREADY_EXISTS', status: 422 })).toBe(expected);
    expect(authErrorMessage({ code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', status: 422 })).toBe(
      expected,
    );
  });

  it('turns any 429 into the too-many-attempts message, whatever the code', () => {
    expect(
      authErrorMessage({ status: 429, message: 'Too many requests. Please try again later.' }),
    ).toBe(TOO_MANY_ATTEMPTS);
    expect(authErrorMessage({ code: 'INVALID_EMAIL_OR_PASSWORD', status: 429 })).toBe(
      TOO_MANY_ATTEMPTS,
    );
  });

  it('shows how long a locked account stays locked, and the server’s sign-up and common-password sentences', () => {
    const locked =
      'Too many failed sign-in attempts for this account. Try again in 2 minutes, or reset your password.';
    expect(
      authErrorMessage({ code: 'ACCOUNT_TEMPORARILY_LOCKED', status: 429, message: locked }),
    ).toBe(locked);
    const notCreated =
      'We could not create an account with this email. If you already have one, sign in or reset your password; we have sent a note to this address.';
    expect(
      authErrorMessage({ code: 'ACCOUNT_NOT_CREATED', status: 422, message: notCreated }),
    ).toBe(notCreated);
    const tooCommon = 'This password is too common. Choose one that is harder to guess.';
    expect(authErrorMessage({ code: 'PASSWORD_TOO_COMMON', status: 400, message: tooCommon })).toBe(
      tooCommon,
    );
  });

  it('recognises a fetch that never reached the server as a network error', () => {
    expect(authErrorMessage(new TypeError('Failed to fetch'))).toBe(NETWORK_ERROR);
    expect(authErrorMessage({ status: 0, message: 'Could not reach the server.' })).toBe(
      NETWORK_ERROR,
    );
  });

  it('explains an invalid or expired reset link', () => {
    expect(authErrorMessage({ code: 'INVALID_TOKEN', status: 400 })).toBe(RESET_LINK_INVALID);
    expect(authErrorMessage({ code: 'TOKEN_EXPIRED', status: 400 })).toBe(RESET_LINK_INVALID);
  });

  it('uses SPEC §5 wording for a short password', () => {
    expect(authErrorMessage({ code: 'PASSWORD_TOO_SHORT', status: 400 })).toBe(
      'Password must be at least 6 characters long',
    );
  });

  it('shows the service’s own message for a code it does not know, and a generic one without', () => {
    expect(
      authErrorMessage({ code: 'SOMETHING_NEW', status: 400, message: 'Something new happened' }),
    ).toBe('Something new happened');
    expect(authErrorMessage({ status: 400 })).toBe('Something went wrong. Please try again.');
    expect(authErrorMessage(undefined)).toBe('Something went wrong. Please try again.');
  });

  it('never shows a server error’s internals', () => {
    expect(authErrorMessage({ status: 500, message: 'relation "user" does not exist' })).toBe(
      'Something went wrong on our side. Please try again.',
    );
  });
});

describe('oauthErrorMessage', () => {
  it('maps the ?error= codes of a failed Google sign-in, case and separators aside', () => {
    expect(oauthErrorMessage('access_denied')).toBe('Google sign-in was cancelled.');
    expect(oauthErrorMessage('oauth_provider_not_found')).toBe(GOOGLE_NOT_CONFIGURED);
    expect(oauthErrorMessage('account_not_linked')).toMatch(/already has a Harit account/);
  });

  it('falls back to a plain retry message for anything else', () => {
    expect(oauthErrorMessage('invalid_code')).toBe(
      'Google sign-in could not be completed. Please try again.',
    );
  });
});
