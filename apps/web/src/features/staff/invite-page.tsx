// The invitation link's page, /admin/invite/:token (decision 081), public: it shows the shop and
// the role, and lets the invitee create their account (sign-up's rules) — or, signed in with the
// invited e-mail, accept — then opens the console. A used, withdrawn or expired link shows the
// server's reason.
import { type InviteAcceptInput, type InviteDetails, inviteAcceptBody } from '@harit/core/teamwork';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailX } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { EmptyState, EmptyStateLink } from '../../components/empty-state';
import { FormError, FormNotice } from '../../components/form/form-error';
import { textFieldsFor } from '../../components/form/form-field';
import { Page } from '../../components/page';
import { LoadingState } from '../../components/query-state';
import { Skeleton } from '../../components/skeleton';
import { Button, buttonClass } from '../../components/ui/button';
import { useAuth } from '../../lib/auth';
import { msg, useT } from '../../lib/i18n';
import { REDIRECT_PARAM } from '../../lib/return-path';
import { useAcceptInvite, useAcceptWithNewAccount, useInviteDetails } from './api/staff-invites';

/** Signs in with e-mail and password (the account feature's, handed in by the route). */
export type SignIn = (
  email: string,
  password: string,
) => Promise<{ ok: boolean; message?: string }>;

const ROLE_NAMES = { staff: msg('Staff'), admin: msg('Admin') } as const;

export function InvitePage({ signIn }: { signIn: SignIn }) {
  const t = useT();
  const { token = '' } = useParams();
  const details = useInviteDetails(token);
  return (
    <Page title={t('Invitation to the console')} width="max-w-4xl">
      {details.isPending ? (
        <LoadingState label={t('Loading the invitation…')}>
          <Skeleton className="h-64 rounded-2xl" />
        </LoadingState>
      ) : details.isError ? (
        <EmptyState
          icon={MailX}
          title={t('This invitation cannot be used')}
          description={details.error.message}
          action={<EmptyStateLink to="/">{t('Go to the shop')}</EmptyStateLink>}
        />
      ) : (
        <Invitation token={token} invite={details.data} signIn={signIn} />
      )}
    </Page>
  );
}

function Invitation({
  token,
  invite,
  signIn,
}: {
  token: string;
  invite: InviteDetails;
  signIn: SignIn;
}) {
  const t = useT();
  const { user } = useAuth();
  const signedInAsInvitee = user?.email.toLowerCase() === invite.email.toLowerCase();
  return (
    <section
      aria-labelledby="invite-heading"
      className="max-w-xl rounded-2xl bg-white p-6 ring-1 ring-stone-200"
    >
      <h2 id="invite-heading" className="text-xl font-semibold text-stone-900">
        {t('Join {shop} as {role}', { shop: invite.shopName, role: t(ROLE_NAMES[invite.role]) })}
      </h2>
      <p className="mt-2 text-sm text-stone-700">
        {t('This invitation is for {email}.', { email: invite.email })}
      </p>
      {signedInAsInvitee ? (
        <AcceptAsSignedIn token={token} />
      ) : invite.accountExists ? (
        <div className="mt-4 space-y-3">
          <p className="text-sm text-stone-700">
            {t('An account with this e-mail exists. Sign in with it, then open this link again.')}
          </p>
          <Link
            to={`/login?${REDIRECT_PARAM}=${encodeURIComponent(`/admin/invite/${token}`)}`}
            className={buttonClass()}
          >
            {t('Sign In')}
          </Link>
        </div>
      ) : (
        <CreateAccount token={token} email={invite.email} signIn={signIn} />
      )}
    </section>
  );
}

function CreateAccount({ token, email, signIn }: { token: string; email: string; signIn: SignIn }) {
  const t = useT();
  const navigate = useNavigate();
  const accept = useAcceptWithNewAccount(token);
  const [signInError, setSignInError] = useState<string>();
  const form = useForm<InviteAcceptInput>({
    resolver: zodResolver(inviteAcceptBody),
    defaultValues: { name: '', password: '', confirmPassword: '' },
  });
  const field = textFieldsFor(form, 'invite');
  const onSubmit = form.handleSubmit(async (input) => {
    setSignInError(undefined);
    try {
      await accept.mutateAsync(input);
    } catch {
      return; // accept.error is shown
    }
    const signedIn = await signIn(email, input.password);
    if (!signedIn.ok) {
      setSignInError(signedIn.message);
      return;
    }
    navigate('/admin', { replace: true });
  });
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="mt-4 flex flex-col gap-4"
      aria-label={t('Create your account')}
    >
      <p className="text-sm text-stone-700">
        {t('Create your account to accept. You sign in with this e-mail and password.')}
      </p>
      {field('name', t('Full Name'), { autoComplete: 'name' })}
      {field('password', t('Password'), {
        type: 'password',
        autoComplete: 'new-password',
        hint: t('At least 6 characters.'),
      })}
      {field('confirmPassword', t('Confirm Password'), {
        type: 'password',
        autoComplete: 'new-password',
      })}
      <FormError message={accept.error?.message ?? signInError} />
      <Button type="submit" loading={accept.isPending || form.formState.isSubmitting}>
        {t('Create account and accept')}
      </Button>
    </form>
  );
}

function AcceptAsSignedIn({ token }: { token: string }) {
  const t = useT();
  const accept = useAcceptInvite(token);
  if (accept.isSuccess) {
    // The role change ended this account's sessions (decision 022): a new sign-in carries it.
    return (
      <div className="mt-4 space-y-3">
        <FormNotice>
          {t('Invitation accepted. Sign in again to open the console with your new role.')}
        </FormNotice>
        <Link
          to={`/login?${REDIRECT_PARAM}=${encodeURIComponent('/admin')}`}
          className={buttonClass()}
        >
          {t('Sign In')}
        </Link>
      </div>
    );
  }
  return (
    <div className="mt-4 space-y-3">
      <FormError message={accept.error?.message} />
      <Button type="button" loading={accept.isPending} onClick={() => accept.mutate()}>
        {t('Accept the invitation')}
      </Button>
    </div>
  );
}
