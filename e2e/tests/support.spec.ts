import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';

// Customer care against the real server; FAQ by keyboard; axe on all five pages.

const REFERENCE = /^HRT-[A-HJ-NP-Z2-9]{8}$/;

async function fillRequest(page: Page, topic: string, message: string) {
  await page.getByLabel('Topic').selectOption({ label: topic });
  await page.getByLabel('How can we help?').fill(message);
}

function received(page: Page) {
  return page.getByTestId('request-received');
}

test.describe('customer care requests', () => {
  test('a signed-out shopper sends a request with an e-mail and sees its reference', async ({
    page,
  }) => {
    await page.goto('/support');
    await expect(page.getByRole('heading', { level: 1, name: 'Customer Care' })).toBeVisible();

    // The form's own checks first: nothing is sent until the fields are right.
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText('Please choose a topic')).toBeVisible();
    await expect(page.getByText('Email is required so we can reply')).toBeVisible();

    await fillRequest(page, 'Delivery and shipping', 'My parcel to Shillong has not arrived yet.');
    await page.getByLabel('Your e-mail').fill('guest-shopper@example.in');
    await page.getByRole('button', { name: 'Send request' }).click();

    await expect(received(page).getByRole('heading', { name: 'Request received' })).toBeFocused();
    const reference = (await received(page).locator('dd').first().textContent())?.trim() ?? '';
    expect(reference).toMatch(REFERENCE);
    await expect(received(page)).toContainText('Open');
    await expect(received(page)).toContainText('guest-shopper@example.in');
    // Signed out, there is no list of requests to follow.
    await expect(page.getByRole('heading', { name: /Your requests/ })).toHaveCount(0);
  });

  test('a signed-in shopper sends a request and sees its reference and status in the list', async ({
    page,
    newUser: { email },
  }) => {
    await page.goto('/support');
    await expect(page.getByRole('heading', { name: /Your requests/ })).toBeVisible();
    await expect(page.getByText('No requests yet')).toBeVisible();
    // Signed in, the reply goes to the account's e-mail: no e-mail field.
    await expect(page.getByLabel('Your e-mail')).toHaveCount(0);
    await expect(page.getByText(email)).toBeVisible();

    await fillRequest(
      page,
      'Payments and refunds',
      'I was charged twice for one order, please help.',
    );
    await page.getByLabel(/Order number/).fill('4827163950');
    await page.getByRole('button', { name: 'Send request' }).click();

    await expect(received(page).getByRole('heading', { name: 'Request received' })).toBeVisible();
    const reference = (await received(page).locator('dd').first().textContent())?.trim() ?? '';
    expect(reference).toMatch(REFERENCE);
    await expect(received(page)).toContainText('Open');

    const row = page.getByTestId('support-ticket').filter({ hasText: reference });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Open');
    await expect(row).toContainText('Payments and refunds');
    await expect(row).toContainText('Order 4827163950');

    // Still there after a reload: it is stored on the server under this account.
    await page.reload();
    await expect(page.getByTestId('support-ticket').filter({ hasText: reference })).toBeVisible();
  });
});

test.describe('FAQ', () => {
  test('answers open and close by keyboard', async ({ page }) => {
    await page.goto('/faq');
    const entry = page.locator('details', {
      has: page.getByText('Which payment methods do you accept?', { exact: true }),
    });
    const question = entry.locator('summary');
    const answer = entry.getByText(/Cash on delivery: pay the courier/);
    await expect(answer).toBeHidden();

    await question.focus();
    await page.keyboard.press('Enter');
    await expect(entry).toHaveAttribute('open', '');
    await expect(answer).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(entry).not.toHaveAttribute('open', '');
    await expect(answer).toBeHidden();
    await page.keyboard.press('Space');
    await expect(answer).toBeVisible();

    // Tab moves on to the next question, which opens with Space and closes with Enter.
    await page.keyboard.press('Tab');
    const next = page.locator('details', {
      has: page.getByText('Are prices inclusive of GST?', { exact: true }),
    });
    await expect(next.locator('summary')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(next).toHaveAttribute('open', '');
    await page.keyboard.press('Enter');
    await expect(next).not.toHaveAttribute('open', '');
  });

  test('the search box filters the questions', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByTestId('faq-entry').first()).toBeVisible();
    const all = await page.getByTestId('faq-entry').count();
    await page.getByLabel('Search the questions').fill('refund');
    await expect(page).toHaveURL(/\/faq\?q=refund$/);
    const found = await page.getByTestId('faq-entry').count();
    expect(found).toBeGreaterThan(0);
    expect(found).toBeLessThan(all);
    await expect(page.getByText('When will I get my refund?')).toBeVisible();
    await page.getByLabel('Search the questions').fill('');
    await expect(page.getByTestId('faq-entry')).toHaveCount(all);
  });
});

const PAGES = [
  ['/support', 'Customer Care'],
  ['/faq', 'Frequently Asked Questions'],
  ['/terms', 'Terms of Use'],
  ['/privacy', 'Privacy Policy'],
  ['/shipping', 'Shipping Policy'],
] as const;

test.describe('information pages', () => {
  for (const [path, title] of PAGES) {
    test(`${path} has its own title and description, one h1, and no axe violations`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(`${title} · Harit`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      // The page's own description (React hoists it into <head>; it mentions the page's subject).
      const descriptions = await page
        .locator('head meta[name="description"]')
        .evaluateAll((metas) => metas.map((m) => m.getAttribute('content') ?? ''));
      expect(descriptions.some((d) => d.length > 50 && !d.startsWith('Harit — thoughtful'))).toBe(
        true,
      );
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);
    });
  }

  test('/support is also free of axe violations signed in, with a request listed', async ({
    signedInPage: page,
  }) => {
    await page.goto('/support');
    await fillRequest(
      page,
      'Carbon tracker',
      'How is the carbon badge on a solar lamp worked out?',
    );
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByTestId('support-ticket')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
  });
});
