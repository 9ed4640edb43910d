import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubProviders } from '../../test/account-pages';
import { SIGNUP_DRAFT_KEY } from './account-storage';
import { signUpWithEmail } from './api/identity';
import { SignupPage } from './signup-page';

vi.mock('./api/identity', () => ({ signUpWithEmail: vi.fn(), signInWithGoogle: vi.fn() }));

beforeEach(() => {
  stubProviders({ google: false });
  vi.mocked(signUpWithEmail).mockResolvedValue({ ok: true, data: {} });
});
const field = (label: string) => screen.getByLabelText(label);
const submit = () => screen.getByRole('button', { name: 'Create Account' });

/** A valid sign-up: what the tests type unless they say otherwise. */
const ASHA = {
  name: 'Asha Verma',
  email: 'asha@example.in',
  password: 'secret-1',
  confirmPassword: 'secret-1',
};

/** Types each given value into its field, in the form's order (a field left out is not touched). */
async function fillIn(
  user: ReturnType<typeof userEvent.setup>,
  values: { name?: string; email?: string; password?: string; confirmPassword?: string },
) {
  const labels = {
    name: 'Full Name',
    email: 'Email Address',
    password: 'Password',
    confirmPassword: 'Confirm Password',
  } as const;
  for (const key of ['name', 'email', 'password', 'confirmPassword'] as const) {
    const value = values[key];
    if (value !== undefined) await user.type(field(labels[key]), value);
  }
}

describe('signup page', () => {
  it('has a title, Google, the four fields (e-mail typed as e-mail) and a link to Sign In', async () => {
    renderPage('/signup', <SignupPage />);
    await waitFor(() => expect(document.title).toBe('Create Account · Harit'));
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(field('Full Name')).toBeInTheDocument();
    expect(field('Email Address')).toHaveAttribute('type', 'email');
    expect(field('Password')).toHaveAttribute('type', 'password');
    expect(field('Confirm Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  });

  it('requires all four fields, shows each message under its field and focuses the first', async () => {
    const user = userEvent.setup();
    renderPage('/signup', <SignupPage />);
    await user.click(submit());
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(field('Full Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Full Name')).toHaveAccessibleDescription('Full name is required');
    expect(field('Email Address')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(field('Confirm Password')).toHaveAccessibleDescription('Please confirm your password');
    expect(field('Full Name')).toHaveFocus();
    expect(signUpWithEmail).not.toHaveBeenCalled();
  });

  it("says 'Password must be at least 6 characters long' and 'Passwords do not match'", async () => {
    const user = userEvent.setup();
    renderPage('/signup', <SignupPage />);
    await fillIn(user, { ...ASHA, password: '12345', confirmPassword: '123456' });
    await user.click(submit());
    expect(
      await screen.findByText('Password must be at least 6 characters long'),
    ).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(field('Password')).toHaveFocus();
    expect(signUpWithEmail).not.toHaveBeenCalled();
  });

  it('keeps name and e-mail (never the password) while typing, and restores them on return', async () => {
    const user = userEvent.setup();
    const first = renderPage('/signup', <SignupPage />);
    await fillIn(user, { name: 'Asha Verma', email: 'asha@example.in', password: 'secret-1' });
    expect(JSON.parse(localStorage.getItem(SIGNUP_DRAFT_KEY)!)).toEqual({
      name: 'Asha Verma',
      email: 'asha@example.in',
    });
    first.unmount();
    renderPage('/signup', <SignupPage />);
    expect(field('Full Name')).toHaveValue('Asha Verma');
    expect(field('Email Address')).toHaveValue('asha@example.in');
    expect(field('Password')).toHaveValue('');
  });

  it('creates the account with Full Name as display name, clears the draft and goes home', async () => {
    const user = userEvent.setup();
    renderPage('/signup', <SignupPage />);
    await fillIn(user, { ...ASHA, name: '  Asha Verma ' });
    await user.click(submit());
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(signUpWithEmail).toHaveBeenCalledWith({
      name: 'Asha Verma',
      email: 'asha@example.in',
      password: 'secret-1',
    });
    expect(localStorage.getItem(SIGNUP_DRAFT_KEY)).toBeNull();
  });

  it('shows an existing account in the red box and keeps the draft', async () => {
    vi.mocked(signUpWithEmail).mockResolvedValue({
      ok: false,
      message: 'An account with this email already exists. Sign in instead.',
    });
    const user = userEvent.setup();
    renderPage('/signup', <SignupPage />);
    await fillIn(user, ASHA);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('already exists');
    expect(localStorage.getItem(SIGNUP_DRAFT_KEY)).not.toBeNull();
  });
});
