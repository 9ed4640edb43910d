// The merchant console on a 390 px phone (decision 084), in English and in Hindi: every console
// page fits the phone's width (nothing scrolls sideways), a list's rows are cards with each cell
// named by its column, the filters fold behind a "Filters" button (open on a wide screen), the
// console's navigation is a menu, and the controls are at least 44 px tall. axe on two pages.
import { ADMIN_PAGE_PATHS } from '@harit/core/pages';
import { sampleShipping } from '@harit/core/testing/shipping.mjs';
import type { Page } from '@playwright/test';
import {
  apiAs,
  expect as baseExpect,
  expectNoAxeViolations,
  type NewUser,
  test,
} from '../support/fixtures';

// Each page waited for up to 30 s: the specs share a slow machine with other runs.
const expect = baseExpect.configure({ timeout: 30_000 });

import { advanceOrderAs } from '../support/fulfilment';
import { payOrderAs } from '../support/payments';

const PHONE = { width: 390, height: 844 };

interface Data {
  productId: string;
  orderNumber: string;
  returnId: string;
  ticketReference: string;
  customerId: string;
}

/** Every console page's address (keyed as @harit/core/pages names it). */
const ADDRESSES: Record<(typeof ADMIN_PAGE_PATHS)[number], (d: Data) => string> = {
  admin: () => '/admin',
  'admin/orders': () => '/admin/orders',
  'admin/orders/:orderNumber': (d) => `/admin/orders/${d.orderNumber}`,
  'admin/customers': () => '/admin/customers',
  'admin/customers/:id': (d) => `/admin/customers/${d.customerId}`,
  'admin/products': () => '/admin/products',
  'admin/products/new': () => '/admin/products/new',
  'admin/products/import': () => '/admin/products/import',
  'admin/products/:id': (d) => `/admin/products/${d.productId}`,
  'admin/categories': () => '/admin/categories',
  'admin/returns': () => '/admin/returns',
  'admin/returns/:id': (d) => `/admin/returns/${d.returnId}`,
  'admin/coupons': () => '/admin/coupons',
  'admin/support': () => '/admin/support',
  'admin/support/:reference': (d) => `/admin/support/${d.ticketReference}`,
  'admin/reports': () => '/admin/reports',
  'admin/gst-returns': () => '/admin/gst-returns',
  'admin/staff': () => '/admin/staff',
  'admin/audit': () => '/admin/audit',
  'admin/seller-settings': () => '/admin/seller-settings',
};

/** The list pages' tables: their caption and the column names each card's cells carry. */
const CARD_TABLES = {
  en: [
    {
      address: '/admin/orders',
      table: 'Orders, newest first',
      labels: ['Order', 'Placed', 'Customer', 'Items', 'Total', 'Status', 'Payment'],
    },
    {
      address: '/admin/customers',
      table: /^Customers/,
      labels: ['Customer', 'Phone', 'Orders', 'Spend', 'Last order', 'Points'],
    },
    {
      address: '/admin/products',
      table: /^Products/,
      labels: ['Choose', 'Product', 'Category', 'Price', 'Stock', 'Status'],
    },
    {
      address: '/admin/returns',
      table: 'Return requests, newest first',
      labels: ['Item', 'Order', 'Customer', 'Requested', 'Status'],
    },
  ],
  hi: [
    {
      address: '/admin/orders',
      table: 'ऑर्डर, नए पहले',
      labels: ['ऑर्डर', 'ऑर्डर किया गया', 'ग्राहक', 'वस्तुएँ', 'कुल', 'स्थिति', 'भुगतान'],
    },
  ],
};

/** A shopper's order (delivered, with a return request) and a support request. */
async function setUp(shopper: Page, merchant: Page, user: NewUser): Promise<Data> {
  const products = await apiAs<{ _id: string; stock: number }[]>(shopper, '/products?limit=100');
  const product = products.find((p) => p.stock >= 3)!;
  const order = await apiAs<{ orderNumber: string }>(shopper, '/orders', {
    method: 'POST',
    data: {
      items: [{ productId: product._id, quantity: 2 }],
      shipping: { ...sampleShipping, email: user.email },
      paymentMethod: 'upi',
    },
  });
  await payOrderAs(shopper, order.orderNumber);
  await advanceOrderAs(merchant, order.orderNumber, 'delivered');
  const request = await apiAs<{ id: string }>(shopper, '/returns', {
    method: 'POST',
    data: {
      orderNumber: order.orderNumber,
      productId: product._id,
      quantity: 1,
      reason: 'One pack was enough for us',
    },
  });
  const ticket = await apiAs<{ reference: string }>(shopper, '/support/tickets', {
    method: 'POST',
    data: { topic: 'delivery', orderNumber: order.orderNumber, message: 'When will it arrive?' },
  });
  return {
    productId: product._id,
    orderNumber: order.orderNumber,
    returnId: request.id,
    ticketReference: ticket.reference,
    customerId: user.id,
  };
}

/** How wide the page is, and what runs past the phone's edge when something does. */
function widthReport(page: Page) {
  return page.evaluate(() => {
    const limit = document.documentElement.clientWidth;
    const past = [...document.body.querySelectorAll('*')].filter((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.right > limit + 0.5;
    });
    const innermost = past.filter((el) => !past.some((o) => o !== el && el.contains(o)));
    return {
      scrollWidth: document.documentElement.scrollWidth,
      past: innermost
        .slice(0, 5)
        .map(
          (el) =>
            `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> "${(el.textContent ?? '').trim().slice(0, 40)}"`,
        ),
    };
  });
}

/** Opens a console page and waits for its content, not a skeleton. */
async function open(page: Page, address: string) {
  await page.goto(address);
  // A shared test machine can be slow to answer: content, not a skeleton, however long it takes.
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.locator('.animate-pulse:visible')).toHaveCount(0, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}

/** Nothing scrolls sideways: the page is no wider than the phone. Soft, to name every page. */
async function expectFits(page: Page, what: string) {
  const { scrollWidth, past } = await widthReport(page);
  expect
    .soft(scrollWidth, `${what} is ${scrollWidth}px wide at 390 px; past the edge: ${past}`)
    .toBeLessThanOrEqual(PHONE.width);
}

/** Each visible control of the page is at least 44 px tall (decision 084). */
async function expectTouchTargets(page: Page, what: string) {
  const small = await page.evaluate(() =>
    [
      ...document.querySelectorAll(
        'button, select, input:not([type="checkbox"]):not([type="radio"]):not([type="file"]), a.inline-flex, a.flex',
      ),
    ]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
      })
      .filter((el) => el.getBoundingClientRect().height < 43.5)
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}"`),
  );
  expect.soft(small, `controls under 44 px on ${what}`).toEqual([]);
}

/** A list's first row is a card: each cell shows its column's name before its content. */
async function expectCards(
  page: Page,
  { table, labels }: { table: string | RegExp; labels: string[] },
) {
  const box = page.getByRole('table', { name: table });
  const row = box.locator('tbody tr').first();
  await expect(row).toBeVisible();
  const shown = await row.evaluate((tr) => ({
    display: getComputedStyle(tr).display,
    width: tr.getBoundingClientRect().width,
    labels: [...tr.querySelectorAll('td, th')].map((cell) =>
      getComputedStyle(cell, '::before').content.replace(/^"|"$/g, ''),
    ),
    headVisible:
      (tr.closest('table')?.querySelector('thead')?.getBoundingClientRect().height ?? 0) > 1,
  }));
  expect(shown.display).toBe('block');
  expect(shown.width).toBeLessThanOrEqual(PHONE.width);
  expect(shown.labels).toEqual(labels);
  expect(shown.headVisible, 'the column heads are hidden for the cards').toBe(false);
}

test.describe('the console at 390 px', () => {
  test.use({ viewport: PHONE });

  test('every console page fits the phone in English; lists are cards; axe', async ({
    signedInPage: shopper,
    newUser,
    merchantPage: merchant,
  }) => {
    test.setTimeout(600_000);
    const data = await setUp(shopper, merchant, newUser);
    await merchant.setViewportSize(PHONE);
    for (const address of ADMIN_PAGE_PATHS.map((path) => ADDRESSES[path](data))) {
      await test.step(address, async () => {
        await open(merchant, address);
        await expectFits(merchant, address);
        await expectTouchTargets(merchant, address);
      });
    }
    for (const list of CARD_TABLES.en) {
      await open(merchant, list.address);
      await expectCards(merchant, list);
    }
    // A table inside a panel is cards too: the customer's orders.
    await open(merchant, `/admin/customers/${data.customerId}`);
    await expectCards(merchant, {
      table: 'Orders, newest first',
      labels: ['Order', 'Placed', 'Items', 'Total', 'Status'],
    });
    await open(merchant, '/admin/orders');
    await expectNoAxeViolations(merchant);
    await open(merchant, `/admin/orders/${data.orderNumber}`);
    await expectNoAxeViolations(merchant);
  });

  test('every console page fits the phone in Hindi; lists are cards; axe', async ({
    signedInPage: shopper,
    newUser,
    merchantPage: merchant,
  }) => {
    test.setTimeout(600_000);
    const data = await setUp(shopper, merchant, newUser);
    await merchant.setViewportSize(PHONE);
    // The remembered choice on the account goes back to English whatever happens, as other
    // specs sign in as the same merchant.
    const baseURL = String(test.info().project.use.baseURL);
    await merchant.context().addCookies([{ name: 'harit-lang', value: 'hi', url: baseURL }]);
    try {
      for (const address of ADMIN_PAGE_PATHS.map((path) => ADDRESSES[path](data))) {
        await test.step(`${address} in Hindi`, async () => {
          await open(merchant, address);
          await expect(merchant.locator('html')).toHaveAttribute('lang', 'hi-IN');
          await expectFits(merchant, `${address} in Hindi`);
        });
      }
      for (const list of CARD_TABLES.hi) {
        await open(merchant, list.address);
        await expectCards(merchant, list);
      }
      await open(merchant, '/admin/products');
      await expectNoAxeViolations(merchant);
    } finally {
      await apiAs(merchant, '/account/language', { method: 'PUT', data: { language: 'en' } });
      await merchant.context().clearCookies({ name: 'harit-lang' });
    }
  });

  test('the filters fold behind a button on the phone and stand open on a wide screen', async ({
    merchantPage: merchant,
  }) => {
    test.setTimeout(240_000);
    await merchant.setViewportSize(PHONE);
    await open(merchant, '/admin/orders');
    const filters = merchant.getByRole('button', { name: 'Filters', exact: true });
    const form = merchant.getByRole('form', { name: 'Filter orders' });
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    await expect(form).toBeHidden();
    await filters.click();
    await expect(filters).toHaveAttribute('aria-expanded', 'true');
    await expect(form).toBeVisible();
    await form.getByLabel('Status').selectOption('delivered');
    await form.getByRole('button', { name: 'Apply filters' }).click();
    await expect(merchant).toHaveURL(/status=delivered/);
    await expectFits(merchant, 'the orders with their filters open');
    await filters.click();
    await expect(form).toBeHidden();

    // The other lists fold theirs the same way.
    for (const address of ['/admin/products', '/admin/returns', '/admin/support', '/admin/audit']) {
      await open(merchant, address);
      const button = merchant.getByRole('button', { name: 'Filters', exact: true });
      await expect(button, address).toHaveAttribute('aria-expanded', 'false');
      const panel = merchant.locator(`#${await button.getAttribute('aria-controls')}`);
      await expect(panel).toBeHidden();
      await button.click();
      await expect(panel).toBeVisible();
      await expectFits(merchant, `${address} with its filters open`);
    }

    // A wide screen: no button, the filters shown.
    await merchant.setViewportSize({ width: 1280, height: 900 });
    await open(merchant, '/admin/orders');
    await expect(merchant.getByRole('button', { name: 'Filters', exact: true })).toBeHidden();
    await expect(form).toBeVisible();
    await expect(merchant.getByRole('table', { name: 'Orders, newest first' })).toBeVisible();
    await expect(
      merchant.getByRole('table').getByRole('columnheader', { name: 'Placed' }),
    ).toBeVisible();
  });

  test('the navigation is a menu; in Hindi too', async ({ merchantPage: merchant }) => {
    test.setTimeout(240_000);
    await merchant.setViewportSize(PHONE);
    await open(merchant, '/admin');
    const nav = merchant.getByRole('navigation', { name: 'Console' });
    const menu = nav.getByRole('button', { name: /^Menu/ });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toContainText('Dashboard');
    await expect(nav.getByRole('link', { name: 'Orders' })).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    // Dashboard … Audit log and Seller settings: the twelve pages and the admin's settings.
    await expect(nav.getByRole('link')).toHaveCount(13);
    await expectTouchTargets(merchant, 'the open menu');
    await expectFits(merchant, 'the open menu');
    await nav.getByRole('link', { name: 'Coupons' }).click();
    await expect(merchant.getByRole('heading', { name: 'Coupons', level: 1 })).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toContainText('Coupons');

    const baseURL = String(test.info().project.use.baseURL);
    await merchant.context().addCookies([{ name: 'harit-lang', value: 'hi', url: baseURL }]);
    try {
      await open(merchant, '/admin/orders');
      const hindiNav = merchant.getByRole('navigation', { name: 'कंसोल' });
      const hindiMenu = hindiNav.getByRole('button', { name: /^मेनू/ });
      await expect(hindiMenu).toContainText('ऑर्डर');
      await hindiMenu.click();
      await expect(hindiNav.getByRole('link', { name: 'ऑडिट लॉग' })).toBeVisible();
      await expectFits(merchant, 'the open menu in Hindi');
      const hindiFilters = merchant.getByRole('button', { name: 'फ़िल्टर', exact: true });
      await expect(hindiFilters).toHaveAttribute('aria-expanded', 'false');
      await hindiFilters.click();
      await expect(merchant.getByRole('form', { name: 'ऑर्डर फ़िल्टर करें' })).toBeVisible();
      await expectNoAxeViolations(merchant);
    } finally {
      await apiAs(merchant, '/account/language', { method: 'PUT', data: { language: 'en' } });
      await merchant.context().clearCookies({ name: 'harit-lang' });
    }
  });
});
