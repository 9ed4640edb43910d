import type { InviteDetails } from '@harit/core/teamwork';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage, testUser } from '../../test/render';
import { InvitePage } from './invite-page';

const invite: InviteDetails = {
  shopName: 'Harit',
  email: 'ravi@example.in',
  role: 'staff',
  accountExists: false,
  expiresAt: '2026-12-05T10:00:00.000Z',
};

const route = '/admin/invite/tok3n';
const routes = (signIn = vi.fn(async () => ({ ok: true }))) => ({
  '/admin/invite/:token': <InvitePage signIn={signIn} />,
  '/admin': <p>the console</p>,
});

describe('the invitation page', () => {
  it('creates the account with the role, signs in and opens the console', async () => {
    const signIn = vi.fn(async () => ({ ok: true }));
    const posted: unknown[] = [];
    const { user } = renderPage(<p>elsewhere</p>, {
      route,
      routes: routes(signIn),
      api: async (url: string, init: RequestInit = {}) => {
        if (url === '/api/staff-invites/tok3n/account' && init.method === 'POST') {
          posted.push(JSON.parse(String(init.body)));
          return Response.json(
            { email: invite.email, role: 'staff', created: true },
            { status: 201 },
          );
        }
        return Response.json(invite);
      },
    });
    expect(await screen.findByRole('heading', { name: 'Join Harit as Staff' })).toBeVisible();
    expect(screen.getByText('This invitation is for ravi@example.in.')).toBeVisible();
    await user.type(screen.getByLabelText('Full Name'), 'Ravi Kumar');
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.type(screen.getByLabelText('Confirm Password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Create account and accept' }));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      /Password must be at least 6 characters long/,
    );
    await user.clear(screen.getByLabelText('Password'));
    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Password'), 'green-leaf-42');
    await user.type(screen.getByLabelText('Confirm Password'), 'green-leaf-42');
    await user.click(screen.getByRole('button', { name: 'Create account and accept' }));
    expect(await screen.findByText('the console')).toBeVisible();
    expect(posted).toEqual([
      { name: 'Ravi Kumar', password: 'green-leaf-42', confirmPassword: 'green-leaf-42' },
    ]);
    expect(signIn).toHaveBeenCalledWith('ravi@example.in', 'green-leaf-42');
  });

  it('says why a used, withdrawn or expired link cannot be used', async () => {
    renderPage(<p>elsewhere</p>, {
      route,
      routes: routes(),
      api: async () =>
        Response.json({ message: 'This invitation has already been used' }, { status: 409 }),
    });
    expect(await screen.findByRole('heading', { name: 'Invitation to the console' })).toBeVisible();
    expect(await screen.findByText('This invitation cannot be used')).toBeVisible();
    expect(screen.getByText('This invitation has already been used')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the shop' })).toHaveAttribute('href', '/');
  });

  it('lets the signed-in account with the invited e-mail accept, then sign in again', async () => {
    const { user } = renderPage(<p>elsewhere</p>, {
      route,
      user: { ...testUser, email: 'RAVI@example.in' },
      routes: routes(),
      api: async (_url: string, init: RequestInit = {}) =>
        init.method === 'POST'
          ? Response.json({ email: invite.email, role: 'staff', created: false })
          : Response.json({ ...invite, accountExists: true }),
    });
    await user.click(await screen.findByRole('button', { name: 'Accept the invitation' }));
    expect(
      await screen.findByText(
        'Invitation accepted. Sign in again to open the console with your new role.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/login?redirectTo=%2Fadmin',
    );
  });
});
