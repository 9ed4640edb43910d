import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type AuthUser, displayName } from '../../../lib/auth';
import { renderPage, signInAs } from '../../../test/render';
import { AccountMenu } from './account-menu';

function signIn(user: AuthUser | null, signOut = vi.fn(async () => {})) {
  signInAs(user, signOut);
  return signOut;
}

async function openMenu() {
  const rendered = renderPage(<AccountMenu />, { route: '/shop' });
  await rendered.user.hover(screen.getByRole('button', { name: /Account|Asha|asha|User/ }));
  return rendered;
}

describe('displayName', () => {
  it('prefers the display name, then the e-mail before the @, then "User"', () => {
    expect(displayName({ name: 'Asha Rao', email: 'asha@example.in' })).toBe('Asha Rao');
    expect(displayName({ name: '  ', email: 'asha.rao@example.in' })).toBe('asha.rao');
    expect(displayName({ name: null, email: null })).toBe('User');
    expect(displayName({ name: '', email: '@example.in' })).toBe('User');
    expect(displayName(null)).toBe('User');
  });
});

describe('AccountMenu', () => {
  beforeEach(() => {});

  it('offers Create Account, Sign In and Customer Care when signed out', async () => {
    signIn(null);
    await openMenu();
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Customer Care' })).toHaveAttribute('href', '/support');
    expect(screen.queryByText('Welcome!')).not.toBeInTheDocument();
  });

  it('welcomes a signed-in user by display name and lists the signed-in entries', async () => {
    signIn({ id: 'u1', name: 'Asha Rao', email: 'asha@example.in' });
    await openMenu();
    expect(screen.getByText('Welcome!')).toBeInTheDocument();
    expect(screen.getByTestId('welcome-name')).toHaveTextContent('Asha Rao');
    expect(screen.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Customer Care' })).toHaveAttribute('href', '/support');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('links staff to the merchant console, and shoppers not', async () => {
    signIn({ id: 'u1', name: 'Asha Rao', email: 'asha@example.in', role: 'staff' });
    const { unmount } = await openMenu();
    expect(screen.getByRole('link', { name: 'Merchant console' })).toHaveAttribute(
      'href',
      '/admin',
    );
    unmount();
    signIn({ id: 'u1', name: 'Asha Rao', email: 'asha@example.in', role: 'customer' });
    await openMenu();
    expect(screen.getByRole('link', { name: 'My Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Merchant console' })).not.toBeInTheDocument();
  });

  it('falls back to the e-mail before the @ without a display name', async () => {
    signIn({ id: 'u1', name: '', email: 'asha@example.in' });
    await openMenu();
    expect(screen.getByTestId('welcome-name')).toHaveTextContent(/^asha$/);
  });

  it("falls back to 'User' with neither name nor e-mail", async () => {
    signIn({ id: 'u1', name: '', email: '' });
    await openMenu();
    expect(screen.getByTestId('welcome-name')).toHaveTextContent(/^User$/);
  });

  it('Logout signs out, then goes home', async () => {
    const signOut = signIn({ id: 'u1', name: 'Asha Rao', email: 'asha@example.in' });
    const { user, location } = await openMenu();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(signOut).toHaveBeenCalledOnce();
    expect(location()).toBe('/');
  });

  it('still goes home when signing out fails (the failure is only logged)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const signOut = signIn(
      { id: 'u1', name: 'Asha Rao', email: 'asha@example.in' },
      vi.fn(async () => {
        throw new Error('network down');
      }),
    );
    const { user, location } = await openMenu();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(signOut).toHaveBeenCalledOnce();
    expect(location()).toBe('/');
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
