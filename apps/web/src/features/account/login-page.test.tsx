import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, renderPage, stubProviders } from '../../test/account-pages';
import { renderPage as renderAt } from '../../test/render';
import { REMEMBER_ME_KEY, REMEMBERED_EMAIL_KEY } from './account-storage';
import {
  type AuthResult,
  requestPasswordReset,
  signInWithEmail,
  signInWithGoogle,
} from './api/identity';
import { GOOGLE_NOT_CONFIGURED } from './auth-errors';
import { EMAIL_FIRST, LoginPage, RESET_SENT } from './login-page';

vi.mock('./api/identity', () => ({
  signInWithEmail: vi.fn(),
  requestPasswordReset: vi.fn(),
  signInWithGoogle: vi.fn(),
}));

const ok: AuthResult = { ok: true, data: {} };

beforeEach(() => {
  stubProviders({ google: false });
  vi.mocked(signInWithEmail).mockResolvedValue(ok);
  vi.mocked(requestPasswordReset).mockResolvedValue(ok);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Password');

describe('login page', () => {
  it('has a title, Google, e-mail, password, Remember me, Forgot password?, Sign In and a link to Create Account', async () => {
    renderPage('/login', <LoginPage />);
    await waitFor(() => expect(document.title).toBe('Sign In · Harit'));
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(email()).toHaveAttribute('type', 'email');
    expect(password()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Forgot password?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/signup');
  });

  it('asks for the e-mail first when Forgot password? is used without one', async () => {
    const user = userEvent.setup();
    renderPage('/login', <LoginPage />);
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByText(EMAIL_FIRST)).toBeInTheDocument();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveAccessibleDescription(EMAIL_FIRST);
    expect(email()).toHaveFocus();
    expect(requestPasswordReset).not.toHaveBeenCalled();
  });

  it('sends the reset mail for the typed e-mail and says so', async () => {
    const user = userEvent.setup();
    renderPage('/login', <LoginPage />);
    await user.type(email(), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByRole('status')).toHaveTextContent(RESET_SENT);
    expect(requestPasswordReset).toHaveBeenCalledWith('asha@example.in');
  });

  it('requires e-mail and password before signing in', async () => {
    const user = userEvent.setup();
    renderPage('/login', <LoginPage />);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(email()).toHaveFocus();
    expect(signInWithEmail).not.toHaveBeenCalled();
  });

  it("with Remember me, signs in for a persistent session, stores the e-mail and 'true', and prefills them next visit", async () => {
    const user = userEvent.setup();
    const first = renderPage('/login', <LoginPage />);
    await user.type(email(), 'asha@example.in');
    await user.type(password(), 'correct-horse-7');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(signInWithEmail).toHaveBeenCalledWith({
      email: 'asha@example.in',
      password: 'correct-horse-7',
      rememberMe: true,
    });
    expect(localStorage.getItem(REMEMBERED_EMAIL_KEY)).toBe('asha@example.in');
    expect(localStorage.getItem(REMEMBER_ME_KEY)).toBe('true');

    first.unmount();
    renderPage('/login', <LoginPage />);
    expect(email()).toHaveValue('asha@example.in');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    expect(password()).toHaveValue('');
  });

  it('without Remember me, asks for a session that ends with the browser and keeps nothing', async () => {
    localStorage.setItem(REMEMBERED_EMAIL_KEY, 'old@example.in');
    localStorage.setItem(REMEMBER_ME_KEY, 'true');
    const user = userEvent.setup();
    renderPage('/login', <LoginPage />);
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.type(password(), 'correct-horse-7');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByText('Home page');
    expect(vi.mocked(signInWithEmail).mock.calls[0]?.[0].rememberMe).toBe(false);
    expect(localStorage.getItem(REMEMBERED_EMAIL_KEY)).toBeNull();
    expect(localStorage.getItem(REMEMBER_ME_KEY)).toBeNull();
  });

  it('shows a failed sign-in in the red box and stays on the page', async () => {
    vi.mocked(signInWithEmail).mockResolvedValue({
      ok: false,
      message: 'Incorrect email or password.',
    });
    const user = userEvent.setup();
    renderPage('/login', <LoginPage />);
    await user.type(email(), 'asha@example.in');
    await user.type(password(), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password.');
    expect(screen.queryByText('Home page')).not.toBeInTheDocument();
  });

  it('disables every button while signing in', async () => {
    const pending = deferred<AuthResult>();
    vi.mocked(signInWithEmail).mockReturnValue(pending.promise);
    const user = userEvent.setup();
    renderPage('/login', <LoginPage />);
    await user.type(email(), 'asha@example.in');
    await user.type(password(), 'correct-horse-7');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    for (const name of ['Sign In', 'Continue with Google', 'Forgot password?']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
    pending.resolve({ ok: false, message: 'Incorrect email or password.' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled());
  });

  it('says Google sign-in is not set up when the server has no Google configuration', async () => {
    const user = userEvent.setup();
    renderPage('/login', <LoginPage />);
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(GOOGLE_NOT_CONFIGURED);
    expect(signInWithGoogle).not.toHaveBeenCalled();
  });

  it('starts the Google redirect when the server offers Google', async () => {
    stubProviders({ google: true });
    vi.mocked(signInWithGoogle).mockResolvedValue(ok);
    const user = userEvent.setup();
    renderPage('/login', <LoginPage />);
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(signInWithGoogle).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('explains a failed Google sign-in it was sent back from', async () => {
    renderPage('/login?error=access_denied', <LoginPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Google sign-in was cancelled.');
  });

  it('goes back to the page it was sent from (redirectTo) after signing in', async () => {
    const page = renderAt(<LoginPage />, {
      route: `/login?redirectTo=${encodeURIComponent('/shop?category=bamboo')}`,
    });
    await page.user.type(email(), 'asha@example.in');
    await page.user.type(password(), 'correct-horse-7');
    await page.user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(page.location()).toBe('/shop?category=bamboo'));
  });

  it.each([
    'https://evil.example/steal',
    '//evil.example/steal',
    '/\\evil.example',
    'javascript:alert(1)',
  ])('goes home instead of to %s', async (target) => {
    const page = renderAt(<LoginPage />, {
      route: `/login?redirectTo=${encodeURIComponent(target)}`,
    });
    await page.user.type(email(), 'asha@example.in');
    await page.user.type(password(), 'correct-horse-7');
    await page.user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(page.location()).toBe('/'));
  });

  it('asks Google to come back to that page too', async () => {
    stubProviders({ google: true });
    vi.mocked(signInWithGoogle).mockResolvedValue(ok);
    const user = userEvent.setup();
    renderPage(`/login?redirectTo=${encodeURIComponent('/cart')}`, <LoginPage />);
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(signInWithGoogle).toHaveBeenCalledWith('/cart'));
  });
});
