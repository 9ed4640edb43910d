import type { StaffMember } from '@harit/core/admin';
import type { StaffInvite } from '@harit/core/teamwork';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, testUser } from '../../../test/render';
import { StaffPage } from './staff-page';

const admin = { ...testUser, role: 'admin' as const };
const me: StaffMember = { id: testUser.id, name: 'Asha', email: testUser.email, role: 'admin' };
const ravi: StaffMember = { id: 'u2', name: 'Ravi Kumar', email: 'ravi@example.in', role: 'staff' };

const grantForm = () => within(screen.getByRole('region', { name: 'Give someone a role' }));

function serve(members: StaffMember[], posted: unknown[] = [], invites: StaffInvite[] = []) {
  return async (url: string, init: RequestInit) => {
    if (url === '/api/admin/staff/invites' && init.method === 'POST') {
      const body = JSON.parse(String(init.body));
      posted.push(body);
      const invite = {
        id: `i${invites.length + 1}`,
        email: body.email,
        role: body.role,
        invitedBy: 'Asha',
        createdAt: '2026-11-28T10:00:00.000Z',
        expiresAt: '2026-12-05T10:00:00.000Z',
      };
      invites.unshift(invite);
      return Response.json(invite, { status: 201 });
    }
    if (url.startsWith('/api/admin/staff/invites/') && init.method === 'DELETE') {
      const id = url.split('/').at(-1);
      invites.splice(
        invites.findIndex((i) => i.id === id),
        1,
      );
      return new Response(null, { status: 204 });
    }
    if (url === '/api/admin/staff/invites') return Response.json(invites);
    if (url === '/api/admin/staff' && init.method === 'POST') {
      const body = JSON.parse(String(init.body));
      posted.push(body);
      if (body.email === 'nobody@example.in') {
        return Response.json({ message: 'No account with this e-mail' }, { status: 404 });
      }
      const member = { id: 'u3', name: 'Priya Shah', email: body.email, role: body.role };
      members.push(member);
      return Response.json(member);
    }
    if (url === '/api/admin/staff') return Response.json(members);
    return Response.json({ message: `unexpected ${url}` }, { status: 500 });
  };
}

describe('the staff page', () => {
  it('lists staff and admins, marking who you are', async () => {
    renderPage(<StaffPage />, { route: '/admin/staff', user: admin, api: serve([me, ravi]) });
    const list = within(await screen.findByRole('list'));
    expect(list.getByText('(you)')).toBeInTheDocument();
    expect(list.getByText('Ravi Kumar')).toBeInTheDocument();
    expect(list.getByText('Staff')).toBeInTheDocument();
    // No button to change your own role: the server refuses an admin's self-demotion too.
    expect(list.getAllByRole('button')).toHaveLength(1);
    expect(list.getByRole('button', { name: 'Change role of Ravi Kumar' })).toBeInTheDocument();
  });

  it('grants a role by e-mail, says they are signed out, and refreshes the list', async () => {
    const posted: unknown[] = [];
    const { user } = renderPage(<StaffPage />, {
      route: '/admin/staff',
      user: admin,
      api: serve([me, ravi], posted),
    });
    await user.type(await screen.findByLabelText('E-mail of their account'), 'priya@example.in');
    await user.selectOptions(grantForm().getByLabelText('Role'), 'Admin');
    await user.click(screen.getByRole('button', { name: 'Save role' }));
    expect(await screen.findByText(/Priya Shah is now an admin\./)).toHaveTextContent(
      'They have been signed out and sign in again to continue.',
    );
    expect(posted).toEqual([{ email: 'priya@example.in', role: 'admin' }]);
    expect(await screen.findByText('priya@example.in')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail of their account')).toHaveValue('');
  });

  it("fills the form from a row to change someone's role", async () => {
    const { user } = renderPage(<StaffPage />, {
      route: '/admin/staff',
      user: admin,
      api: serve([me, ravi]),
    });
    await user.click(await screen.findByRole('button', { name: 'Change role of Ravi Kumar' }));
    expect(screen.getByLabelText('E-mail of their account')).toHaveValue('ravi@example.in');
    expect(grantForm().getByLabelText('Role')).toHaveValue('staff');
    expect(grantForm().getByLabelText('Role')).toHaveFocus();
  });

  it("checks the e-mail before sending, and shows the server's refusal", async () => {
    const posted: unknown[] = [];
    const { user } = renderPage(<StaffPage />, {
      route: '/admin/staff',
      user: admin,
      api: serve([me], posted),
    });
    const email = await screen.findByLabelText('E-mail of their account');
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save role' }));
    expect(await screen.findByText('Please enter a valid email.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toEqual([]);
    await user.clear(email);
    await user.type(email, 'nobody@example.in');
    await user.click(screen.getByRole('button', { name: 'Save role' }));
    expect(await grantForm().findByRole('alert')).toHaveTextContent('No account with this e-mail');
  });

  it('tells staff that only admins manage staff, without asking the server', async () => {
    const { api } = renderPage(<StaffPage />, {
      route: '/admin/staff',
      user: { ...testUser, role: 'staff' },
      api: serve([me]),
    });
    expect(screen.getByText('Only an admin of the shop can see this page')).toBeInTheDocument();
    await waitFor(() => expect(api).not.toHaveBeenCalled());
  });

  it('invites an e-mail, lists the open invitation and withdraws it', async () => {
    const posted: unknown[] = [];
    const { user } = renderPage(<StaffPage />, {
      route: '/admin/staff',
      user: admin,
      api: serve([me], posted),
    });
    const form = within(await screen.findByRole('region', { name: 'Invite by e-mail' }));
    expect(await screen.findByText('No open invitations.')).toBeInTheDocument();
    await user.type(form.getByLabelText('E-mail to invite'), 'meena@example.in');
    await user.selectOptions(form.getByLabelText('Role'), 'Admin');
    await user.click(form.getByRole('button', { name: 'Send invitation' }));
    expect(await form.findByText('Invitation sent to meena@example.in.')).toBeInTheDocument();
    expect(posted).toEqual([{ email: 'meena@example.in', role: 'admin' }]);
    const open = within(screen.getByRole('region', { name: 'Open invitations' }));
    expect(await open.findByText('meena@example.in')).toBeInTheDocument();
    expect(
      open.getByText(/Admin, invited by Asha; the link works until 5 Dec 2026/),
    ).toBeInTheDocument();
    await user.click(
      open.getByRole('button', { name: 'Withdraw the invitation to meena@example.in' }),
    );
    expect(await open.findByText('Invitation to meena@example.in withdrawn.')).toBeInTheDocument();
    expect(await open.findByText('No open invitations.')).toBeInTheDocument();
  });
});
