import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/account-pages';
import { resetPassword } from './api/identity';
import { RESET_LINK_INVALID } from './auth-errors';
import { ProfilePage } from './profile-page';
import { ResetPasswordPage } from './reset-password-page';
import { SettingsPage } from './settings-page';

vi.mock('./api/identity', () => ({ resetPassword: vi.fn() }));

describe('reset password page', () => {
  it('explains a link without a token and offers Sign In', () => {
    renderPage('/reset-password', <ResetPasswordPage />);
    expect(screen.getByRole('alert')).toHaveTextContent(RESET_LINK_INVALID);
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  });

  it('holds a new password to signup’s rules', async () => {
    const user = userEvent.setup();
    renderPage('/reset-password?token=abc', <ResetPasswordPage />);
    await user.type(screen.getByLabelText('New Password'), '12345');
    await user.type(screen.getByLabelText('Confirm New Password'), '54321');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(
      await screen.findByText('Password must be at least 6 characters long'),
    ).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(resetPassword).not.toHaveBeenCalled();
  });

  it('sets the password with the token, then leads to Sign In', async () => {
    vi.mocked(resetPassword).mockResolvedValue({ ok: true, data: {} });
    const user = userEvent.setup();
    renderPage('/reset-password?token=abc%2Fdef', <ResetPasswordPage />);
    await user.type(screen.getByLabelText('New Password'), 'brand-new-9');
    await user.type(screen.getByLabelText('Confirm New Password'), 'brand-new-9');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been reset.');
    expect(resetPassword).toHaveBeenCalledWith('abc/def', 'brand-new-9');
    expect(screen.getByRole('link', { name: 'Sign in with your new password' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('shows an expired or used link in the red box', async () => {
    vi.mocked(resetPassword).mockResolvedValue({ ok: false, message: RESET_LINK_INVALID });
    const user = userEvent.setup();
    renderPage('/reset-password?token=used', <ResetPasswordPage />);
    await user.type(screen.getByLabelText('New Password'), 'brand-new-9');
    await user.type(screen.getByLabelText('Confirm New Password'), 'brand-new-9');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(RESET_LINK_INVALID);
  });
});

describe('signed-out visits to account pages', () => {
  it('/profile and /settings ask to sign in, with a Sign In link', () => {
    const profile = renderPage('/profile', <ProfilePage />);
    expect(screen.getByText('Please sign in to view your profile')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    profile.unmount();
    renderPage('/settings', <SettingsPage />);
    expect(screen.getByText('Please sign in to view your settings')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  });
});
