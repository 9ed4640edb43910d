// Hindi (decision 042): no horizontal overflow at 390 px on every route in Hindi, and axe clean in
// Hindi. Every page the router defines (@harit/core/pages lists them; router.tsx and
// console-routes.tsx are keyed by that list, so a new page lands there first) is visited at
// 390×844 with the harit-lang=hi cookie: public pages signed out, the shopper's pages signed in
// with data (an item in the cart and the wishlist, a delivered order with a return request, an
// unpaid UPI order for the test gateway, a carbon entry, a support request), and every console
// page as the demo merchant. ROUTES below must name each listed page, which the first test
// checks, so a new page cannot be skipped silently.
import { ADMIN_PAGE_PATHS, PAGE_PATHS } from '@harit/core/pages';
import { sampleShipping } from '@harit/core/testing/shipping.mjs';
import type { Page } from '@playwright/test';
import { apiAs, expect, expectNoAxeViolations, test } from '../support/fixtures';
import { advanceOrderAs } from '../support/fulfilment';
import { payOrderAs } from '../support/payments';

const PHONE = { width: 390, height: 844 };

/** Who visits a page: signed out, the shopper with data, or the demo merchant. */
type Visitor = 'public' | 'shopper' | 'merchant';

/** The data a page's address needs (set up once per test). */
interface Data {
  productSlug: string;
  productId: string;
  orderNumber: string;
  unpaidOrderNumber: string;
  returnId: string;
  ticketReference: string;
  customerId: string;
}

/**
 * Every page, keyed as @harit/core/pages names it ('' is home, '*' the 404 page for any other
 * address, 'admin/*' the console's own 404), with who visits it and its address.
 */
const ROUTES: Record<string, { visitor: Visitor; address: (data: Data) => string }[]> = {
  '': [{ visitor: 'public', address: () => '/' }],
  shop: [{ visitor: 'public', address: () => '/shop' }],
  'product/:slug': [{ visitor: 'public', address: (d) => `/product/${d.productSlug}` }],
  login: [{ visitor: 'public', address: () => '/login' }],
  signup: [{ visitor: 'public', address: () => '/signup' }],
  // Without a token the page says the link is incomplete; a made-up one shows the form.
  'reset-password': [
    { visitor: 'public', address: () => '/reset-password?token=not-a-real-token' },
  ],
  support: [
    { visitor: 'public', address: () => '/support' },
    { visitor: 'shopper', address: () => '/support' },
  ],
  faq: [{ visitor: 'public', address: () => '/faq' }],
  // An invitation to the console (decision 081): a made-up token shows why it cannot be used.
  'admin/invite/:token': [{ visitor: 'public', address: () => '/admin/invite/not-a-real-token' }],
  terms: [{ visitor: 'public', address: () => '/terms' }],
  privacy: [{ visitor: 'public', address: () => '/privacy' }],
  shipping: [{ visitor: 'public', address: () => '/shipping' }],
  '*': [{ visitor: 'public', address: () => '/no-such-page-anywhere' }],
  // Signed out these show the sign-in prompt; signed in, the shopper's data.
  wish: [
    { visitor: 'public', address: () => '/wish' },
    { visitor: 'shopper', address: () => '/wish' },
  ],
  'carbon-tracker': [
    { visitor: 'public', address: () => '/carbon-tracker' },
    { visitor: 'shopper', address: () => '/carbon-tracker' },
  ],
  cart: [{ visitor: 'shopper', address: () => '/cart' }],
  checkout: [{ visitor: 'shopper', address: () => '/checkout' }],
  profile: [{ visitor: 'shopper', address: () => '/profile' }],
  settings: [{ visitor: 'shopper', address: () => '/settings' }],
  rewards: [{ visitor: 'shopper', address: () => '/rewards' }],
  orders: [{ visitor: 'shopper', address: () => '/orders' }],
  'orders/:orderNumber': [{ visitor: 'shopper', address: (d) => `/orders/${d.orderNumber}` }],
  returns: [{ visitor: 'shopper', address: () => '/returns' }],
  'pay/test/:orderNumber': [
    { visitor: 'shopper', address: (d) => `/pay/test/${d.unpaidOrderNumber}` },
  ],
  admin: [{ visitor: 'merchant', address: () => '/admin' }],
  'admin/products': [{ visitor: 'merchant', address: () => '/admin/products' }],
  'admin/products/new': [{ visitor: 'merchant', address: () => '/admin/products/new' }],
  'admin/products/import': [{ visitor: 'merchant', address: () => '/admin/products/import' }],
  'admin/products/:id': [{ visitor: 'merchant', address: (d) => `/admin/products/${d.productId}` }],
  'admin/categories': [{ visitor: 'merchant', address: () => '/admin/categories' }],
  'admin/customers': [{ visitor: 'merchant', address: () => '/admin/customers' }],
  'admin/customers/:id': [
    { visitor: 'merchant', address: (d) => `/admin/customers/${d.customerId}` },
  ],
  'admin/orders': [{ visitor: 'merchant', address: () => '/admin/orders' }],
  'admin/orders/:orderNumber': [
    { visitor: 'merchant', address: (d) => `/admin/orders/${d.orderNumber}` },
  ],
  'admin/returns': [{ visitor: 'merchant', address: () => '/admin/returns' }],
  'admin/returns/:id': [{ visitor: 'merchant', address: (d) => `/admin/returns/${d.returnId}` }],
  'admin/support': [{ visitor: 'merchant', address: () => '/admin/support' }],
  'admin/support/:reference': [
    { visitor: 'merchant', address: (d) => `/admin/support/${d.ticketReference}` },
  ],
  'admin/staff': [{ visitor: 'merchant', address: () => '/admin/staff' }],
  'admin/audit': [{ visitor: 'merchant', address: () => '/admin/audit' }],
  'admin/coupons': [{ visitor: 'merchant', address: () => '/admin/coupons' }],
  'admin/reports': [{ visitor: 'merchant', address: () => '/admin/reports' }],
  'admin/gst-returns': [{ visitor: 'merchant', address: () => '/admin/gst-returns' }],
  'admin/seller-settings': [{ visitor: 'merchant', address: () => '/admin/seller-settings' }],
  'admin/*': [{ visitor: 'merchant', address: () => '/admin/no-such-page' }],
};

function addressesFor(visitor: Visitor, data: Data): string[] {
  return Object.values(ROUTES).flatMap((visits) =>
    visits.filter((v) => v.visitor === visitor).map((v) => v.address(data)),
  );
}

/** Sets the browser's remembered language to Hindi, as the switch does. */
async function inHindi(page: Page): Promise<void> {
  const baseURL = String(test.info().project.use.baseURL);
  await page.setViewportSize(PHONE);
  await page.context().addCookies([{ name: 'harit-lang', value: 'hi', url: baseURL }]);
}

/**
 * What runs past 390 px, when something does: the innermost elements whose right edge is past
 * the viewport and that no scrolling/clipping ancestor holds in, widest first.
 */
function overflowReport(page: Page) {
  return page.evaluate(() => {
    const limit = document.documentElement.clientWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    // Held in by an ancestor that scrolls or clips and itself fits. An absolutely positioned
    // element (an sr-only label) escapes every ancestor up to its containing block, a fixed one
    // every ancestor without a transform: such overflow widens the page past a scroll box.
    const contained = (el: Element) => {
      let position = getComputedStyle(el).position;
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const style = getComputedStyle(a);
        const holds =
          position === 'absolute'
            ? style.position !== 'static'
            : position === 'fixed'
              ? style.transform !== 'none'
              : true;
        if (!holds) continue;
        if (style.overflowX !== 'visible' && a.getBoundingClientRect().right <= limit + 0.5)
          return true;
        position = style.position;
      }
      return false;
    };
    const past = [...document.body.querySelectorAll('*')].filter((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.right > limit + 0.5 && !contained(el);
    });
    const innermost = past.filter((el) => !past.some((o) => o !== el && el.contains(o)));
    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : '';
      const classes = (el.getAttribute('class') ?? '').split(/\s+/).slice(0, 4).join('.');
      const text = (el.textContent ?? '').trim().slice(0, 40);
      return `<${el.tagName.toLowerCase()}${id}${classes ? `.${classes}` : ''}> right ${Math.round(el.getBoundingClientRect().right)}px "${text}"`;
    };
    return {
      scrollWidth,
      widest: innermost
        .sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right)
        .slice(0, 5)
        .map(describe),
    };
  });
}

/** Visits `address` in Hindi, waits for its content, and checks width and axe. */
async function checkPage(page: Page, address: string): Promise<void> {
  await test.step(address, async () => {
    await page.goto(address);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.locator('h1').first()).toBeVisible();
    // Content, not a skeleton: nothing marked busy or pulsing.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(page.locator('.animate-pulse:visible')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await expectFits(page, address);
    await expectNoAxeViolations(page, { soft: true });
  });
}

/** No wider than the phone; soft, so one run names every page that fails, not only the first. */
async function expectFits(page: Page, what: string): Promise<void> {
  const { scrollWidth, widest } = await overflowReport(page);
  expect
    .soft(
      scrollWidth,
      `${what} is ${scrollWidth}px wide at 390 px; past the edge: ${widest.join('; ')}`,
    )
    .toBeLessThanOrEqual(PHONE.width);
}

/** The shopper's data, and the console's pages that show it. */
async function setUpShopper(
  shopper: Page,
  merchant: Page,
  { id: userId, email }: { id: string; email: string },
): Promise<Data> {
  const products = await apiAs<{ _id: string; slug: string; stock: number }[]>(
    shopper,
    '/products?limit=100',
  );
  const [first, second] = products.filter((p) => p.stock >= 3);
  expect(first && second, 'two products in stock').toBeTruthy();
  const shipping = { ...sampleShipping, email };

  // Delivered, with a return request: orders, an order's page and returns have content.
  const order = await apiAs<{ orderNumber: string }>(shopper, '/orders', {
    method: 'POST',
    data: {
      items: [{ productId: first!._id, quantity: 2 }],
      shipping,
      paymentMethod: 'upi',
    },
  });
  await payOrderAs(shopper, order.orderNumber);
  await advanceOrderAs(merchant, order.orderNumber, 'delivered');
  const request = await apiAs<{ id: string }>(shopper, '/returns', {
    method: 'POST',
    data: {
      orderNumber: order.orderNumber,
      productId: first!._id,
      quantity: 1,
      reason: 'One pack was enough for us',
    },
  });
  // Unpaid, for the test gateway's page.
  const unpaid = await apiAs<{ orderNumber: string }>(shopper, '/orders', {
    method: 'POST',
    data: { items: [{ productId: second!._id, quantity: 1 }], shipping, paymentMethod: 'upi' },
  });
  await apiAs(shopper, '/cart/add', { method: 'POST', data: { userId, productId: second!._id } });
  await apiAs(shopper, '/wishlist/toggle', {
    method: 'POST',
    data: { userId, productId: first!._id },
  });
  await apiAs(shopper, '/carbon/activities', {
    method: 'POST',
    data: { category: 'transport', activity: 'car', quantity: 25 },
  });
  const ticket = await apiAs<{ reference: string }>(shopper, '/support/tickets', {
    method: 'POST',
    data: { topic: 'delivery', orderNumber: order.orderNumber, message: 'When will it arrive?' },
  });
  return {
    productSlug: first!.slug,
    productId: first!._id,
    orderNumber: order.orderNumber,
    unpaidOrderNumber: unpaid.orderNumber,
    returnId: request.id,
    ticketReference: ticket.reference,
    customerId: userId,
  };
}

test.describe('every route in Hindi at 390 px', () => {
  test('the list names every page the router has', () => {
    const named = Object.keys(ROUTES).filter((key) => !['', '*', 'admin/*'].includes(key));
    expect(named.sort()).toEqual([...PAGE_PATHS, ...ADMIN_PAGE_PATHS].sort());
  });

  test('public pages, signed out', async ({ page }) => {
    test.setTimeout(240_000);
    const [product] = (await (await page.request.get('/api/products?limit=1')).json()) as {
      slug: string;
    }[];
    await inHindi(page);
    // Of the data, the public pages' addresses use only a product's slug.
    const data = { productSlug: product!.slug } as Data;
    for (const address of addressesFor('public', data)) await checkPage(page, address);
  });

  test("the shopper's pages and the console, with data", async ({
    signedInPage: shopper,
    newUser,
    merchantPage: merchant,
  }) => {
    test.setTimeout(480_000);
    const data = await setUpShopper(shopper, merchant, newUser);
    await inHindi(shopper);
    for (const address of addressesFor('shopper', data)) await checkPage(shopper, address);
    // The side menu, open, signed in: every page's navigation on a phone, its longest list.
    await shopper.goto('/');
    await shopper.getByRole('button', { name: 'मेनू खोलें' }).click();
    await expect(
      shopper.locator('#mobile-menu').getByRole('button', { name: 'हिन्दी' }),
    ).toBeVisible();
    await expectFits(shopper, 'the side menu');
    await expectNoAxeViolations(shopper, { soft: true });

    // The console remembers a signed-in merchant's choice on the account; other specs sign in as
    // the same merchant and expect English, so it goes back to English whatever happens.
    await inHindi(merchant);
    try {
      for (const address of addressesFor('merchant', data)) await checkPage(merchant, address);
    } finally {
      await apiAs(merchant, '/account/language', { method: 'PUT', data: { language: 'en' } });
    }
  });
});
