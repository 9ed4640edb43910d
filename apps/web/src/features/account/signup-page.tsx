import { type SignupInput, signupSchema } from '@harit/core/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormError } from '../../components/form/form-error';
import { textFieldsFor } from '../../components/form/form-field';
import { Button } from '../../components/ui/button';
import { useT } from '../../lib/i18n';
import { clearSignupDraft, readSignupDraft, saveSignupDraft } from './account-storage';
import { signUpWithEmail } from './api/identity';
import { AuthCard, OrDivider, OtherFormLink } from './components/auth-card';
import { GoogleButton } from './components/google-button';
import { newPasswordFields } from './components/new-password-fields';
import { useAuthActions } from './use-auth-actions';

/**
 * SPEC §2 Signup. Rules and messages are SPEC §5's (signupSchema, shared with the server);
 * name and e-mail are kept in the browser while typing (SPEC §3) and restored on return.
 */
export function SignupPage() {
  const t = useT();
  const navigate = useNavigate();
  const actions = useAuthActions();
  const [draft] = useState(readSignupDraft);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<SignupInput>({
    resolver: zodResolver(signupSchema),
    defaultValues: { name: draft.name, email: draft.email, password: '', confirmPassword: '' },
  });
  const field = textFieldsFor({ register, formState: { errors } }, 'signup');

  useEffect(() => {
    const subscription = watch((values, { name }) => {
      if (name !== 'name' && name !== 'email') return;
      saveSignupDraft({ name: values.name ?? '', email: values.email ?? '' });
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  const onSubmit = handleSubmit(async ({ name, email, password }) => {
    const created = await actions.run(() => signUpWithEmail({ name, email, password }));
    if (!created) return;
    clearSignupDraft();
    navigate('/', { replace: true });
  });

  return (
    <AuthCard
      title={t('Create Account')}
      heading={t('Create your account')}
      subtitle={t('Join Harit to save favourites, check out and track your carbon footprint.')}
      footer={
        <OtherFormLink question={t('Already have an account?')} to="/login" label={t('Sign In')} />
      }
    >
      <FormError message={actions.error} />
      <GoogleButton actions={actions} />
      <OrDivider />
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-4"
        aria-label={t('Create an account with email')}
      >
        {field('name', t('Full Name'), { autoComplete: 'name' })}
        {field('email', t('Email Address'), {
          type: 'email',
          autoComplete: 'email',
          inputMode: 'email',
        })}
        {newPasswordFields(
          field,
          { password: t('Password'), confirmPassword: t('Confirm Password') },
          t('At least 6 characters.'),
        )}
        <Button size="lg" type="submit" loading={actions.busy}>
          {t('Create Account')}
        </Button>
      </form>
    </AuthCard>
  );
}
