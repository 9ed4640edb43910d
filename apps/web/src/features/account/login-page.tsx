import { safeReturnPath } from '@harit/core/return-path';
import { type LoginInput, loginSchema } from '@harit/core/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { FormError, FormNotice } from '../../components/form/form-error';
import { textFieldsFor } from '../../components/form/form-field';
import { Button } from '../../components/ui/button';
import { msg, useT } from '../../lib/i18n';
import { REDIRECT_PARAM } from '../../lib/return-path';
import { readRememberedLogin, saveRememberedLogin } from './account-storage';
import { requestPasswordReset, signInWithEmail } from './api/identity';
import { oauthErrorMessage } from './auth-errors';
import { AuthCard, OrDivider, OtherFormLink } from './components/auth-card';
import { GoogleButton } from './components/google-button';
import { useAuthActions } from './use-auth-actions';

/** SPEC §5 and §8, word for word. */
export const EMAIL_FIRST = msg('Please enter your email address first.');
export const RESET_SENT = msg('Password reset email sent! Check your inbox.');

/** SPEC §2 Login: Google, e-mail and password, Remember me, Forgot password?, Sign In. */
export function LoginPage() {
  const t = useT();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const actions = useAuthActions();
  const [resetSent, setResetSent] = useState(false);
  const [remembered] = useState(readRememberedLogin);
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<LoginInput, unknown, { email: string; password: string; rememberMe: boolean }>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: remembered.email, password: '', rememberMe: remembered.rememberMe },
  });

  const field = textFieldsFor({ register, formState: { errors } }, 'login');

  // A failed Google sign-in comes back here as /login?error=<code>.
  const oauthError = searchParams.get('error');
  // Sent here because the session ended: back to that page afterwards.
  // Without it, SPEC §2: home.
  const returnPath = safeReturnPath(searchParams.get(REDIRECT_PARAM));
  const { setError: showError } = actions;
  useEffect(() => {
    if (oauthError) showError(oauthErrorMessage(oauthError));
  }, [oauthError, showError]);

  const onSubmit = handleSubmit(async ({ email, password, rememberMe }) => {
    setResetSent(false);
    const signedIn = await actions.run(() => signInWithEmail({ email, password, rememberMe }));
    if (!signedIn) return;
    saveRememberedLogin({ email, rememberMe });
    navigate(returnPath, { replace: true });
  });

  const forgotPassword = async () => {
    setResetSent(false);
    const email = getValues('email').trim();
    if (!email) {
      actions.setError(null);
      setError('email', { message: EMAIL_FIRST }, { shouldFocus: true });
      return;
    }
    clearErrors('email');
    // Sent or not (no such account), the answer is the same: the reset never reveals who
    // has an account.
    if (await actions.run(() => requestPasswordReset(email))) setResetSent(true);
  };

  return (
    <AuthCard
      title={t('Sign In')}
      heading={t('Welcome back')}
      subtitle={t('Sign in to your wishlist, cart and carbon tracker.')}
      footer={
        <OtherFormLink question={t('New to Harit?')} to="/signup" label={t('Create Account')} />
      }
    >
      <FormError message={actions.error} />
      <GoogleButton actions={actions} returnPath={returnPath} />
      <OrDivider />
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-4"
        aria-label={t('Sign in with email')}
      >
        {field('email', t('Email'), {
          type: 'email',
          autoComplete: 'username',
          inputMode: 'email',
        })}
        {field('password', t('Password'), { type: 'password', autoComplete: 'current-password' })}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <label className="flex items-center gap-2 text-sm font-medium text-stone-800">
            <input
              type="checkbox"
              className="size-4 rounded border-stone-400 accent-brand-700"
              {...register('rememberMe')}
            />
            {t('Remember me')}
          </label>
          <button
            type="button"
            onClick={forgotPassword}
            disabled={actions.busy}
            className="text-sm font-semibold text-brand-800 underline-offset-4 hover:underline disabled:opacity-60"
          >
            {t('Forgot password?')}
          </button>
        </div>
        {resetSent && <FormNotice>{t(RESET_SENT)}</FormNotice>}
        <Button size="lg" type="submit" loading={actions.busy}>
          {t('Sign In')}
        </Button>
      </form>
    </AuthCard>
  );
}
