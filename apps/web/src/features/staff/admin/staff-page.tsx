// Staff management, admins only: who runs the shop, and giving, changing or taking
// away a role by e-mail. A change signs that person out everywhere (decision 022), so the page
// says so.
import { type StaffMember, type StaffRoleInput, staffRoleBody } from '@harit/core/admin';
import type { Role } from '@harit/core/roles';
import { zodResolver } from '@hookform/resolvers/zod';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AdminOnly, ConsolePage } from '../../../components/console-page';
import { EmptyState } from '../../../components/empty-state';
import { FormError, FormNotice } from '../../../components/form/form-error';
import { textFieldsFor } from '../../../components/form/form-field';
import { QueryState } from '../../../components/query-state';
import { Button } from '../../../components/ui/button';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { useAuth } from '../../../lib/auth';
import { msg, useT } from '../../../lib/i18n';
import { useStaff } from '../api/get-staff';
import { useSetStaffRole } from '../api/set-staff-role';
import { RoleFormCard, RoleSelect } from './role-form-card';
import { InviteForm, OpenInvites } from './staff-invites';

const ROLE_LABELS: Record<Role, string> = {
  admin: msg('Admin'),
  staff: msg('Staff'),
  customer: msg('Customer (no console access)'),
};

export function StaffPage() {
  const t = useT();
  return (
    <ConsolePage title={t('Staff')} lead={t('Who can use this console, and what they can do')}>
      <AdminOnly>
        <StaffManagement />
      </AdminOnly>
    </ConsolePage>
  );
}

function StaffManagement() {
  const t = useT();
  const query = useStaff();
  const { user } = useAuth();
  const form = useForm<StaffRoleInput>({
    resolver: zodResolver(staffRoleBody),
    defaultValues: { email: '', role: 'staff' },
  });
  const setRole = useSetStaffRole();
  const [done, setDone] = useState<StaffMember | null>(null);

  const onSubmit = form.handleSubmit((input) => {
    setDone(null);
    setRole.mutate(input, {
      onSuccess: (member) => {
        setDone(member);
        form.reset({ email: '', role: 'staff' });
      },
    });
  });

  const change = (member: StaffMember) => {
    form.setValue('email', member.email);
    form.setValue('role', member.role);
    form.setFocus('role');
  };

  const field = textFieldsFor(form, 'staff');
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
      <div>
        <section aria-labelledby="staff-list-heading">
          <h2 id="staff-list-heading" className="mb-3 text-lg font-semibold text-stone-900">
            {t('Staff and admins')}
          </h2>
          <QueryState
            query={query}
            loading={
              <ListSkeleton label={t('Loading the staff list…')} rows={3} row="h-16 rounded-2xl" />
            }
            errorMessage={t('Could not load the staff list.')}
            isEmpty={(members) => members.length === 0}
            empty={<EmptyState icon={Users} title={t('Nobody is staff yet')} />}
          >
            {(members) => (
              <ul className="divide-y divide-stone-100 rounded-2xl bg-white ring-1 ring-stone-200">
                {members.map((member) => (
                  <li key={member.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
                    <div className="min-w-0 flex-1">
                      <p className="truncate font-medium text-stone-900">
                        {member.name}
                        {member.id === user?.id && (
                          <span className="text-stone-600"> {t('(you)')}</span>
                        )}
                      </p>
                      <p className="truncate text-sm text-stone-600">{member.email}</p>
                    </div>
                    <span
                      className={`rounded-full px-3 py-1 text-xs font-semibold ${member.role === 'admin' ? 'bg-brand-100 text-brand-900' : 'bg-stone-100 text-stone-800'}`}
                    >
                      {t(ROLE_LABELS[member.role])}
                    </span>
                    {member.id !== user?.id && (
                      <button
                        type="button"
                        onClick={() => change(member)}
                        className="rounded-full px-3 py-1.5 text-sm font-semibold text-brand-800 ring-1 ring-brand-700 hover:bg-brand-50"
                      >
                        {t('Change role')}
                        <span className="sr-only"> {t('of {name}', { name: member.name })}</span>
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </QueryState>
        </section>
        <OpenInvites />
      </div>

      <div className="grid content-start gap-6">
        <InviteForm />
        <RoleFormCard
          headingId="staff-grant-heading"
          title={t('Give someone a role')}
          lead={t(
            'They need a Harit account first. Choose Customer to take their access away. They are signed out everywhere and sign in again to get the new role.',
          )}
          notice={
            done && (
              <FormNotice>
                {done.role === 'customer'
                  ? t('{name} no longer has access to the console.', { name: done.name })
                  : done.role === 'admin'
                    ? t('{name} is now an admin.', { name: done.name })
                    : t('{name} is now staff.', { name: done.name })}{' '}
                {t('They have been signed out and sign in again to continue.')}
              </FormNotice>
            )
          }
        >
          <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
            {field('email', t('E-mail of their account'), { type: 'email', autoComplete: 'off' })}
            <RoleSelect
              id="staff-role"
              error={form.formState.errors.role?.message}
              roles={['staff', 'admin', 'customer'] as const}
              labels={ROLE_LABELS}
              register={form.register('role')}
            />
            <FormError message={setRole.error?.message} />
            <Button type="submit" disabled={setRole.isPending} className="w-full">
              {setRole.isPending ? t('Saving…') : t('Save role')}
            </Button>
          </form>
        </RoleFormCard>
      </div>
    </div>
  );
}
