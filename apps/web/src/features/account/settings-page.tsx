import { type ChangePasswordInput, changePasswordSchema } from '@harit/core/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormError, FormNotice } from '../../components/form/form-error';
import { textFieldsFor } from '../../components/form/form-field';
import { Button } from '../../components/ui/button';
import type { AuthUser } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { signInMethodsQueryOptions } from './api/get-sign-in-methods';
import { changePassword, revokeOtherSessions } from './api/identity';
import { AccountSection, SignedInAccountPage } from './components/account-page';
import { DeleteAccountDialog } from './components/delete-account-dialog';
import { newPasswordFields } from './components/new-password-fields';
import { useAuthActions } from './use-auth-actions';

/** /settings (DESIGN.md §6.3): password, other devices, and deleting the account. */
export function SettingsPage() {
  const t = useT();
  return (
    <SignedInAccountPage title={t('Settings')} prompt={t('Please sign in to view your settings')}>
      {(user) => <Settings user={user} />}
    </SignedInAccountPage>
  );
}

function Settings({ user }: { user: AuthUser }) {
  const t = useT();
  const methods = useQuery(signInMethodsQueryOptions(user.id));
  // An account made with Google has no password to change or to confirm a deletion with.
  const hasPassword = methods.data ? methods.data.includes('credential') : true;

  return (
    <>
      <AccountSection
        title={t('Change password')}
        description={t('Other devices are signed out when it changes.')}
      >
        {hasPassword ? (
          <ChangePasswordForm />
        ) : (
          <p className="text-stone-700">
            {t('You sign in with Google, so your Harit account has no password to change.')}
          </p>
        )}
      </AccountSection>
      <AccountSection
        title={t('Devices')}
        description={t('Signed in on a shared or lost device? End every session except this one.')}
      >
        <SignOutOtherDevices />
      </AccountSection>
      <AccountSection
        title={t('Delete account')}
        tone="danger"
        description={t(
          'Removes your account with its wishlist, cart, orders and carbon history. This cannot be undone.',
        )}
      >
        <DeleteAccountDialog needsPassword={hasPassword} />
      </AccountSection>
    </>
  );
}

function ChangePasswordForm() {
  const t = useT();
  const actions = useAuthActions();
  const [changed, setChanged] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const field = textFieldsFor({ register, formState: { errors } }, 'settings');

  const onSubmit = handleSubmit(async ({ currentPassword, password }) => {
    setChanged(false);
    if (await actions.run(() => changePassword({ currentPassword, newPassword: password }))) {
      reset();
      setChanged(true);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormError message={actions.error} />
      {field('currentPassword', t('Current Password'), {
        type: 'password',
        autoComplete: 'current-password',
      })}
      {newPasswordFields(
        field,
        { password: t('New Password'), confirmPassword: t('Confirm New Password') },
        t('At least 6 characters.'),
      )}
      {changed && (
        <FormNotice>
          {t('Your password has been changed. Other devices have been signed out.')}
        </FormNotice>
      )}
      <Button size="lg" type="submit" loading={actions.busy} className="self-start">
        {t('Change Password')}
      </Button>
    </form>
  );
}

function SignOutOtherDevices() {
  const t = useT();
  const actions = useAuthActions();
  const [done, setDone] = useState(false);
  const signOutOthers = async () => {
    setDone(false);
    if (await actions.run(revokeOtherSessions)) setDone(true);
  };
  return (
    <div className="flex flex-col gap-4">
      <FormError message={actions.error} />
      {done && <FormNotice>{t('Signed out of all other devices.')}</FormNotice>}
      <Button
        size="lg"
        variant="secondary"
        loading={actions.busy}
        onClick={signOutOthers}
        className="self-start"
      >
        <LogOut className="size-4" aria-hidden="true" />
        {t('Sign out of all other devices')}
      </Button>
    </div>
  );
}
