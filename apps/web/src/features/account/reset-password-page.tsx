import { type ResetPasswordInput, resetPasswordSchema } from '@harit/core/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { FormError, FormNotice } from '../../components/form/form-error';
import { textFieldsFor } from '../../components/form/form-field';
import { Button, buttonClass } from '../../components/ui/button';
import { useT } from '../../lib/i18n';
import { resetPassword } from './api/identity';
import { RESET_LINK_INVALID } from './auth-errors';
import { AuthCard } from './components/auth-card';
import { newPasswordFields } from './components/new-password-fields';
import { useAuthActions } from './use-auth-actions';

const linkClass = 'font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900';

/**
 * /reset-password?token=… — the link in the reset e-mail (DESIGN.md §5). Sets a new password
 * with signup's rules; the server then ends every session of that user, so the next step is
 * signing in.
 */
export function ResetPasswordPage() {
  const t = useT();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const actions = useAuthActions();
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const field = textFieldsFor({ register, formState: { errors } }, 'reset');

  const onSubmit = handleSubmit(async ({ password }) => {
    if (!token) return;
    if (await actions.run(() => resetPassword(token, password))) setDone(true);
  });

  const footer = (
    <>
      {t('Remembered it?')}{' '}
      <Link to="/login" className={linkClass}>
        {t('Sign In')}
      </Link>
    </>
  );

  if (!token) {
    return (
      <AuthCard title={t('Reset your password')} heading={t('Reset your password')} footer={footer}>
        <FormError message={RESET_LINK_INVALID} />
      </AuthCard>
    );
  }

  if (done) {
    return (
      <AuthCard title={t('Password reset')} heading={t('Password reset')}>
        <FormNotice>
          {t(
            'Your password has been reset. Every device signed in to your account has been signed out.',
          )}
        </FormNotice>
        <Link to="/login" className={buttonClass({ size: 'lg', className: 'w-full' })}>
          {t('Sign in with your new password')}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('Reset your password')}
      heading={t('Choose a new password')}
      subtitle={t('Use at least 6 characters.')}
      footer={footer}
    >
      <FormError message={actions.error} />
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-4"
        aria-label={t('New password')}
      >
        {newPasswordFields(field, {
          password: t('New Password'),
          confirmPassword: t('Confirm New Password'),
        })}
        <Button size="lg" type="submit" loading={actions.busy}>
          {t('Reset Password')}
        </Button>
      </form>
    </AuthCard>
  );
}
