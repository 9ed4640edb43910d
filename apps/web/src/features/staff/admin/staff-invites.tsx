// Inviting staff by e-mail (decision 081), on the Staff page (admins): the invitation form and
// the open invitations, each with a way to withdraw it.
import { type StaffInviteInput, staffInviteBody } from '@harit/core/teamwork';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormError, FormNotice } from '../../../components/form/form-error';
import { textFieldsFor } from '../../../components/form/form-field';
import { LoadingState, QueryState } from '../../../components/query-state';
import { Skeleton } from '../../../components/skeleton';
import { Button } from '../../../components/ui/button';
import { msg, useLanguage, useT } from '../../../lib/i18n';
import { formatIstDate } from '../../../lib/ist-format';
import { useInviteStaff, useRevokeInvite, useStaffInvites } from '../api/staff-invites';
import { RoleFormCard, RoleSelect } from './role-form-card';

const INVITE_ROLE_LABELS = { staff: msg('Staff'), admin: msg('Admin') } as const;

export function InviteForm() {
  const t = useT();
  const invite = useInviteStaff();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<StaffInviteInput>({
    resolver: zodResolver(staffInviteBody),
    defaultValues: { email: '', role: 'staff' },
  });
  const field = textFieldsFor(form, 'invite');
  const onSubmit = form.handleSubmit((input) => {
    setSentTo(null);
    invite.mutate(input, {
      onSuccess: (created) => {
        setSentTo(created.email);
        form.reset({ email: '', role: input.role });
      },
    });
  });
  return (
    <RoleFormCard
      headingId="staff-invite-heading"
      title={t('Invite by e-mail')}
      lead={t(
        'We e-mail them a link that works for 7 days. They create their account (or sign in) and get the role. Inviting the same e-mail again replaces the link.',
      )}
      notice={
        sentTo && <FormNotice>{t('Invitation sent to {email}.', { email: sentTo })}</FormNotice>
      }
    >
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
        {field('email', t('E-mail to invite'), { type: 'email', autoComplete: 'off' })}
        <RoleSelect
          id="invite-role"
          error={form.formState.errors.role?.message}
          roles={['staff', 'admin'] as const}
          labels={INVITE_ROLE_LABELS}
          register={form.register('role')}
        />
        <FormError message={invite.error?.message} />
        <Button type="submit" loading={invite.isPending} className="w-full">
          {t('Send invitation')}
        </Button>
      </form>
    </RoleFormCard>
  );
}

export function OpenInvites() {
  const t = useT();
  const language = useLanguage();
  const invites = useStaffInvites();
  const revoke = useRevokeInvite();
  const [withdrawn, setWithdrawn] = useState<string | null>(null);
  return (
    <section aria-labelledby="staff-invites-heading" className="mt-6">
      <h2 id="staff-invites-heading" className="mb-3 text-lg font-semibold text-stone-900">
        {t('Open invitations')}
      </h2>
      <p aria-live="polite" className="mb-2 text-sm font-medium text-brand-800">
        {withdrawn && t('Invitation to {email} withdrawn.', { email: withdrawn })}
      </p>
      <FormError message={revoke.error?.message} className="mb-2" />
      <QueryState
        query={invites}
        loading={
          <LoadingState label={t('Loading the invitations…')}>
            <Skeleton className="h-16 rounded-2xl" />
          </LoadingState>
        }
        errorMessage={t('Could not load the invitations.')}
        isEmpty={(list) => list.length === 0}
        empty={<p className="text-sm text-stone-600">{t('No open invitations.')}</p>}
      >
        {(list) => (
          <ul className="divide-y divide-stone-100 rounded-2xl bg-white ring-1 ring-stone-200">
            {list.map((invite) => (
              <li key={invite.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-stone-900">{invite.email}</p>
                  <p className="text-sm text-stone-600">
                    {t('{role}, invited by {name}; the link works until {date}', {
                      role: t(INVITE_ROLE_LABELS[invite.role]),
                      name: invite.invitedBy,
                      date: formatIstDate(invite.expiresAt, language),
                    })}
                  </p>
                </div>
                <Button
                  type="button"
                  variant="danger-outline"
                  size="sm"
                  disabled={revoke.isPending}
                  onClick={() => {
                    setWithdrawn(null);
                    revoke.mutate(invite.id, { onSuccess: () => setWithdrawn(invite.email) });
                  }}
                >
                  {t('Withdraw')}
                  <span className="sr-only">
                    {' '}
                    {t('the invitation to {email}', { email: invite.email })}
                  </span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
