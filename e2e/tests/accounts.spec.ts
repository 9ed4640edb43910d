import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signUp, test } from '../support/fixtures';
import { GOOGLE_USER } from '../support/mock-ports';
import { waitForMail } from '../support/mock-smtp';

// Accounts in Chromium against the built server, with a local SMTP
// server receiving the reset mail and a local OpenID Connect server standing in for Google.

const uniqueEmail = (who: string) => `${who}-${randomUUID().slice(0, 8)}@example.in`;

/** The desktop account menu, opened by hovering its trigger (named after the user). */
async function openAccountMenu(page: Page, triggerName: string) {
  await page.getByRole('banner').getByRole('button', { name: triggerName, exact: true }).hover();
}

async function expectWelcome(page: Page, name: string) {
  await openAccountMenu(page, name);
  // The desktop menu's entry; the mobile side menu holds another, hidden at this width.
  await expect(page.getByText('Welcome!', { exact: true }).filter({ visible: true })).toBeVisible();
  await expect(page.getByTestId('welcome-name')).toHaveText(name);
}

async function expectSignedOut(page: Page) {
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Account', exact: true }),
  ).toBeVisible();
}

async function logout(page: Page, name: string) {
  await openAccountMenu(page, name);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await expectSignedOut(page);
}

async function signIn(page: Page, email: string, password: string, rememberMe = false) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('checkbox', { name: 'Remember me' }).setChecked(rememberMe);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function sessionCookie(context: BrowserContext) {
  const cookies = await context.cookies();
  return cookies.find((c) => c.name.endsWith('session_token'));
}

test('sign up, stay signed in across a refresh, log out, sign in with Remember me, find the e-mail prefilled', async ({
  page,
  context,
}) => {
  const name = 'Asha Verma';
  const email = uniqueEmail('asha');
  const password = 'sunlit-bamboo-7';

  await page.goto('/signup');
  await expect(page).toHaveTitle('Create Account · Harit');
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL('/');
  await expectWelcome(page, name);

  await page.reload();
  await expectWelcome(page, name);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await expectSignedOut(page);

  await signIn(page, email, password, true);
  await expect(page).toHaveURL('/');
  await expectWelcome(page, name);
  // Remembered: a persistent session cookie (it has an expiry date).
  expect((await sessionCookie(context))?.expires).toBeGreaterThan(Date.now() / 1000);
  expect(
    await page.evaluate(() => [localStorage.rememberedEmail, localStorage.rememberMe]),
  ).toEqual([email, 'true']);

  await logout(page, name);
  await page.goto('/login');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
});

test('without Remember me the session ends with the browser', async ({ page, context }) => {
  const account = await signUp(page, { name: 'Kavya Rao', emailPrefix: 'kavya' });
  await context.clearCookies();
  await signIn(page, account.email, account.password, false);
  await expect(page).toHaveURL('/');
  await expectWelcome(page, account.name);
  // A session cookie has no expiry date (-1): the browser drops it when it closes.
  expect((await sessionCookie(context))?.expires).toBe(-1);
  expect(await page.evaluate(() => localStorage.getItem('rememberedEmail'))).toBeNull();
});

test('a wrong password shows the red box, and Forgot password? needs an e-mail first', async ({
  page,
  context,
}) => {
  const account = await signUp(page, { name: 'Kavya Rao', emailPrefix: 'kavya' });
  await context.clearCookies();

  await signIn(page, account.email, 'not-my-password');
  const alert = page.getByRole('alert').filter({ hasText: 'Incorrect email or password.' });
  await expect(alert).toBeVisible();
  await expect(alert).toHaveClass(/bg-red-50/);
  await expect(page).toHaveURL('/login');

  await page.getByLabel('Email', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByText('Please enter your email address first.')).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
});

test('Forgot password mails a link that sets a new password: the new one signs in, the old one fails, older sessions end', async ({
  page,
  context,
  baseURL,
}) => {
  const account = await signUp(page, { name: 'Kavya Rao', emailPrefix: 'kavya' });
  // The sign-up left this browser signed in: that session must end with the reset.
  await page.goto('/');
  await expectWelcome(page, account.name);
  const otherBrowser = await context.browser()!.newContext();
  const otherPage = await otherBrowser.newPage();

  const since = Date.now();
  await otherPage.goto(`${baseURL}/login`);
  await otherPage.getByLabel('Email', { exact: true }).fill(account.email);
  await otherPage.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(otherPage.getByRole('status')).toHaveText(
    'Password reset email sent! Check your inbox.',
  );

  const mail = await waitForMail(account.email, { since });
  expect(mail.subject).toMatch(/reset/i);
  const link = mail.text.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0];
  expect(link, mail.text).toBeTruthy();

  await otherPage.goto(link!);
  await expect(otherPage).toHaveTitle('Reset your password · Harit');
  await otherPage.getByLabel('New Password', { exact: true }).fill('fresh-monsoon-9');
  await otherPage.getByLabel('Confirm New Password').fill('fresh-monsoon-9');
  await otherPage.getByRole('button', { name: 'Reset Password' }).click();
  await expect(otherPage.getByRole('status')).toContainText('Your password has been reset.');
  await otherPage.getByRole('link', { name: 'Sign in with your new password' }).click();
  await expect(otherPage).toHaveURL('/login');

  await signIn(otherPage, account.email, account.password);
  await expect(
    otherPage.getByRole('alert').filter({ hasText: 'Incorrect email or password.' }),
  ).toBeVisible();
  await signIn(otherPage, account.email, 'fresh-monsoon-9');
  await expect(otherPage).toHaveURL('/');
  await expectWelcome(otherPage, account.name);
  await otherBrowser.close();

  // The first browser's session ended with the reset.
  await page.reload();
  await expectSignedOut(page);
});

test('the same reset link does not work twice', async ({ page, context }) => {
  const account = await signUp(page, { name: 'Kavya Rao', emailPrefix: 'kavya' });
  await context.clearCookies();
  const since = Date.now();
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('status')).toBeVisible();
  const link = (await waitForMail(account.email, { since })).text.match(
    /https?:\/\/\S+\/reset-password\?token=\S+/,
  )![0];

  for (const attempt of [1, 2]) {
    await page.goto(link);
    await page.getByLabel('New Password', { exact: true }).fill(`another-one-${attempt}`);
    await page.getByLabel('Confirm New Password').fill(`another-one-${attempt}`);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    if (attempt === 1) await expect(page.getByRole('status')).toBeVisible();
  }
  await expect(page.getByRole('alert')).toContainText('invalid or has expired');
});

test('Forgot password answers the same for an e-mail without an account', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('nobody'));
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('status')).toHaveText('Password reset email sent! Check your inbox.');
});

test('Google sign-in completes against the local OpenID Connect server', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL('/');
  await expectWelcome(page, GOOGLE_USER.name);

  await page.goto('/profile');
  await expect(page.getByText(GOOGLE_USER.email)).toBeVisible();
  // A Google account has no password to change here.
  await page.goto('/settings');
  await expect(page.getByText('You sign in with Google')).toBeVisible();

  // Signing in with Google again finds the same account.
  await logout(page, GOOGLE_USER.name);
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL('/');
  await expectWelcome(page, GOOGLE_USER.name);
});

test('profile shows who you are and changes the display name; the header follows', async ({
  page,
}) => {
  const account = await signUp(page, { name: 'Ravi', emailPrefix: 'kavya' });
  await page.goto('/profile');
  await expect(page).toHaveTitle('My Profile · Harit');
  await expect(page.getByTestId('profile-name')).toHaveText('Ravi');
  await expect(page.getByText(account.email)).toBeVisible();
  await expect(page.getByText('Member since')).toBeVisible();

  await page.getByRole('textbox', { name: 'Display name' }).fill('Ravi Shankar');
  await page.getByRole('button', { name: 'Save Name' }).click();
  // Announced in the name form's status (the address book below has its own).
  await expect(
    page.getByRole('status').filter({ hasText: 'Your name has been updated.' }),
  ).toBeVisible();
  await expect(page.getByTestId('profile-name')).toHaveText('Ravi Shankar');
  await expectWelcome(page, 'Ravi Shankar');
  // The API's identity token carries the new name too.
  const me = await page.evaluate(async () => {
    const { token } = await (await fetch('/api/auth/token')).json();
    return (
      await fetch('/api/account/me', { headers: { authorization: `Bearer ${token}` } })
    ).json();
  });
  expect(me.name).toBe('Ravi Shankar');
});

test('settings: change the password, sign out elsewhere, delete the account', async ({
  page,
  context,
  baseURL,
}) => {
  const account = await signUp(page, { name: 'Kavya Rao', emailPrefix: 'kavya' });
  const elsewhere = await context.browser()!.newContext();
  const elsewherePage = await elsewhere.newPage();
  await signIn(elsewherePage, account.email, account.password);
  await expect(elsewherePage).toHaveURL(`${baseURL}/`);

  await page.goto('/settings');
  await expect(page).toHaveTitle('Settings · Harit');
  await page.getByLabel('Current Password').fill('wrong-password');
  await page.getByLabel('New Password', { exact: true }).fill('new-neem-leaf-3');
  await page.getByLabel('Confirm New Password').fill('new-neem-leaf-3');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('region', { name: 'Change password' }).getByRole('alert')).toHaveText(
    'Incorrect password.',
  );
  await page.getByLabel('Current Password').fill(account.password);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(
    page.getByRole('region', { name: 'Change password' }).getByRole('status'),
  ).toContainText('Your password has been changed.');

  // The other browser was signed out by the change; this one stays signed in.
  await elsewherePage.reload();
  await expectSignedOut(elsewherePage);
  await elsewhere.close();

  await page.getByRole('button', { name: 'Sign out of all other devices' }).click();
  await expect(page.getByRole('region', { name: 'Devices' }).getByRole('status')).toHaveText(
    'Signed out of all other devices.',
  );

  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Enter your password to confirm.')).toBeVisible();
  await dialog.getByLabel('Password').fill('new-neem-leaf-3');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL('/');
  await expectSignedOut(page);

  await signIn(page, account.email, 'new-neem-leaf-3');
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
});

test('signed out, /profile and /settings ask to sign in', async ({ page }) => {
  for (const path of ['/profile', '/settings']) {
    await page.goto(path);
    await expect(page.getByText(/Please sign in to view your/)).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/login');
  }
});

test.describe('mobile, 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the side menu welcomes a signed-in user and logs out', async ({ page }) => {
    const account = await signUp(page, { name: 'Nisha Patel', emailPrefix: 'kavya' });
    await page.goto('/');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    // The session check answers after the first paint: open the menu once it knows the user.
    await expect(async () => {
      if (!(await menu.isVisible())) await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(menu.getByText('Welcome!')).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect(menu.getByText(account.name)).toBeVisible();
    for (const entry of ['My Profile', 'Orders & Payments', 'Returns & Cancellations', 'Rewards']) {
      await expect(menu.getByRole('link', { name: entry })).toBeVisible();
    }
    await menu.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu.getByRole('link', { name: 'Sign In' })).toBeVisible();
  });
});

test.describe('accessibility', () => {
  test('/login, /signup and /reset-password have no axe violations, errors shown', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/signup');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Full name is required')).toBeVisible();
    await expect(page.getByLabel('Full Name')).toBeFocused();
    await expectNoAxeViolations(page);

    await page.goto('/reset-password?token=not-a-real-token');
    await expectNoAxeViolations(page);
  });

  test('/profile and /settings have no axe violations, signed in', async ({ page }) => {
    await signUp(page, { name: 'Kavya Rao', emailPrefix: 'kavya' });
    await page.goto('/profile');
    await expect(page.getByText('Member since')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/settings');
    await expect(page.getByRole('button', { name: 'Change Password' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('signing in works from the keyboard alone', async ({ page, context }) => {
    const account = await signUp(page, { name: 'Keyboard User', emailPrefix: 'kavya' });
    await context.clearCookies();
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).focus();
    await page.keyboard.type(account.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(account.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/');
    await expectWelcome(page, 'Keyboard User');
  });
});
