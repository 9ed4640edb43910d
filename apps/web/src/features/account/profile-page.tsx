import { LOCALE_OF } from '@harit/core/language';
import { type DisplayNameInput, displayNameSchema } from '@harit/core/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import { CreditCard, Gift, RotateCcw, Settings } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormError, FormNotice } from '../../components/form/form-error';
import { TextField } from '../../components/form/form-field';
import { Button, TextLink } from '../../components/ui/button';
import { type AuthUser, displayName } from '../../lib/auth';
import { msg, useLanguage, useT } from '../../lib/i18n';
import { AddressBook } from './address-book';
import { updateDisplayName } from './api/identity';
import { AccountSection, SignedInAccountPage } from './components/account-page';
import { useAuthActions } from './use-auth-actions';

/** /profile (DESIGN.md §6.3): who you are signed in as, and your display name. */
export function ProfilePage() {
  const t = useT();
  return (
    <SignedInAccountPage title={t('My Profile')} prompt={t('Please sign in to view your profile')}>
      {(user) => <Profile user={user} />}
    </SignedInAccountPage>
  );
}

const ACCOUNT_LINKS = [
  { to: '/orders', label: msg('Orders & Payments'), Icon: CreditCard },
  { to: '/returns', label: msg('Returns & Cancellations'), Icon: RotateCcw },
  { to: '/rewards', label: msg('Rewards'), Icon: Gift },
];

function Profile({ user }: { user: AuthUser }) {
  const t = useT();
  const language = useLanguage();
  return (
    <>
      <AccountSection title={t('Your details')}>
        <dl className="grid gap-4 sm:grid-cols-[10rem_1fr]">
          <dt className="text-sm font-semibold text-stone-600">{t('Name')}</dt>
          <dd className="font-medium text-stone-900" data-testid="profile-name">
            {displayName(user)}
          </dd>
          <dt className="text-sm font-semibold text-stone-600">{t('Email')}</dt>
          <dd className="font-medium break-all text-stone-900">{user.email}</dd>
          <dt className="text-sm font-semibold text-stone-600">{t('Member since')}</dt>
          <dd className="font-medium text-stone-900">
            {user.createdAt
              ? user.createdAt.toLocaleDateString(LOCALE_OF[language], { dateStyle: 'long' })
              : '—'}
          </dd>
        </dl>
      </AccountSection>
      {/* SPEC's desktop menu has no entries for these; My Profile leads to them. */}
      <nav aria-label={t('Your account')}>
        <ul className="grid gap-3 sm:grid-cols-3">
          {ACCOUNT_LINKS.map(({ to, label, Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex h-full items-center gap-3 rounded-2xl bg-white p-4 font-semibold text-stone-900 ring-1 ring-stone-200 transition hover:bg-brand-50 hover:ring-brand-300"
              >
                <Icon className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
                {t(label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <AccountSection
        title={t('Address book')}
        description={t('Addresses you deliver to; the default one is chosen for you at checkout.')}
      >
        <AddressBook />
      </AccountSection>
      <AccountSection title={t('Change display name')}>
        <DisplayNameForm user={user} />
      </AccountSection>
      <TextLink to="/settings" icon={Settings} className="gap-2 self-start">
        {t('Password, devices and account settings')}
      </TextLink>
    </>
  );
}

function DisplayNameForm({ user }: { user: AuthUser }) {
  const t = useT();
  const actions = useAuthActions();
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DisplayNameInput>({
    resolver: zodResolver(displayNameSchema),
    defaultValues: { name: user.name },
  });

  const onSubmit = handleSubmit(async ({ name }) => {
    setSaved(false);
    if (await actions.run(() => updateDisplayName(name))) setSaved(true);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormError message={actions.error} />
      <TextField
        id="profile-name-input"
        label={t('Display name')}
        autoComplete="name"
        error={errors.name?.message}
        {...register('name', { onChange: () => setSaved(false) })}
      />
      {saved && <FormNotice>{t('Your name has been updated.')}</FormNotice>}
      <Button size="lg" type="submit" loading={actions.busy} className="self-start">
        {t('Save Name')}
      </Button>
    </form>
  );
}
