// Every identity call the account pages make, through the Better Auth client. Each answers
// { ok: true, data } or { ok: false, message } with the message already in plain words, so a
// page only shows it (SPEC §8 red box). A failed fetch never escapes as an exception.
import { forgetIdentityToken } from '../../../lib/auth';
import { authClient } from '../../../lib/auth-client';
import { refreshSession } from '../../../lib/session';
import { type AuthErrorLike, authErrorMessage } from '../auth-errors';

export type AuthResult<T = unknown> = { ok: true; data: T } | { ok: false; message: string };

async function attempt<T>(
  call: () => Promise<{ data: T | null; error: AuthErrorLike | null }>,
): Promise<AuthResult<T>> {
  try {
    const { data, error } = await call();
    if (error) return { ok: false, message: authErrorMessage(error) };
    return { ok: true, data: data as T };
  } catch (error) {
    return { ok: false, message: authErrorMessage(error) };
  }
}

/** Remembered → a persistent session; otherwise the session cookie ends with the browser. */
export const signInWithEmail = (input: {
  email: string;
  password: string;
  rememberMe: boolean;
}): Promise<AuthResult> =>
  attempt(() =>
    authClient.signIn.email({
      email: input.email.trim(),
      password: input.password,
      rememberMe: input.rememberMe,
    }),
  );

/** The display name comes from Full Name; the server signs the new user in at once. */
export const signUpWithEmail = (input: {
  name: string;
  email: string;
  password: string;
}): Promise<AuthResult> =>
  attempt(() =>
    authClient.signUp.email({
      name: input.name.trim(),
      email: input.email.trim(),
      password: input.password,
    }),
  );

/**
 * Google through OpenID Connect (DESIGN.md §5): Better Auth answers with the provider's URL
 * and its client follows it, so on success this page is left behind. A failed sign-in comes
 * back to /login?error=….
 */
export const signInWithGoogle = (returnPath = '/'): Promise<AuthResult> =>
  attempt(() =>
    authClient.signIn.social({
      provider: 'google',
      callbackURL: returnPath,
      errorCallbackURL: '/login',
    }),
  );

/**
 * The server answers the same whether or not the e-mail has an account, and builds the
 * /reset-password link itself (the reset never reveals who has an account).
 */
export const requestPasswordReset = (email: string): Promise<AuthResult> =>
  attempt(() => authClient.requestPasswordReset({ email: email.trim() }));

/** Sets the new password; the server ends every session of that user, here included. */
export async function resetPassword(token: string, newPassword: string): Promise<AuthResult> {
  const result = await attempt(() => authClient.resetPassword({ token, newPassword }));
  // The server ended the sessions on its own: ask it again who is signed in.
  if (result.ok) void refreshSession({ fresh: true });
  return result;
}

export async function updateDisplayName(name: string): Promise<AuthResult> {
  const result = await attempt(() => authClient.updateUser({ name: name.trim() }));
  // The identity token carries the name: the next API call should get one with the new name.
  if (result.ok) forgetIdentityToken();
  return result;
}

/** Changes the password and signs every other device out (this one stays signed in). */
export const changePassword = (input: {
  currentPassword: string;
  newPassword: string;
}): Promise<AuthResult> =>
  attempt(() => authClient.changePassword({ ...input, revokeOtherSessions: true }));

export const revokeOtherSessions = (): Promise<AuthResult> =>
  attempt(() => authClient.revokeOtherSessions());

/** Deletes the account and everything that belongs to it; the session ends with it. */
export const deleteAccount = (password: string | undefined): Promise<AuthResult> =>
  attempt(() => authClient.deleteUser(password ? { password } : {}));

/** Provider ids of the user's sign-in methods: 'credential' (password), 'google'. */
export async function listSignInMethods(): Promise<string[]> {
  const result = await attempt(() => authClient.listAccounts());
  if (!result.ok) throw new Error(result.message);
  return (result.data ?? []).map((account) => account.providerId);
}
