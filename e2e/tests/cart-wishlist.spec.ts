import { lineSavingsPaise, percentOffWithGst, unitPriceWithGst } from '@harit/core/money';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';

// The wishlist and the cart against the real server and seeded catalogue.

interface ApiProduct {
  _id: string;
  name: string;
  price: number;
  mrp: number | null;
  stock: number;
  carbon: { netKgPerUnit: number };
  gstRate: number;
  priceWithGst: number;
}

/** The cart as the server has it, read with the session's own identity token. */
async function serverCart(page: Page, userId: string) {
  const { token } = (await (await page.request.get('/api/auth/token')).json()) as {
    token: string;
  };
  const response = await page.request.get(`/api/cart/${userId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBeTruthy();
  const lines = (await response.json()) as { productId: string; quantity: number }[];
  return Object.fromEntries(lines.map((l) => [l.productId, l.quantity]));
}

function card(page: Page, name: string) {
  return page
    .getByTestId('product-card')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
}

// SPEC §9, computed here on its own: rupees with 2 decimals, summed in paise.
const inr = (paise: number) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
  }).format(paise / 100);

function expectedTotals(lines: { product: ApiProduct; quantity: number }[]) {
  const paise = (rupees: number) => Math.round(rupees * 100);
  const subtotal = lines.reduce((sum, l) => sum + paise(l.product.price) * l.quantity, 0);
  // Savings on the price shown, with GST, which the MRP includes (decision 082).
  const savings = lines.reduce(
    (sum, { product, quantity }) => sum + lineSavingsPaise({ ...product, quantity }),
    0,
  );
  const gst = Math.round(subtotal * 0.18); // GST: 18 % of the subtotal
  const shipping = 100_00; // flat ₹100
  return {
    items: lines.reduce((n, l) => n + l.quantity, 0),
    subtotal: inr(subtotal),
    shipping: inr(shipping),
    gst: inr(gst),
    savings: inr(savings),
    total: inr(subtotal + gst + shipping),
  };
}

async function expectSummary(page: Page, lines: { product: ApiProduct; quantity: number }[]) {
  const want = expectedTotals(lines);
  const summary = page.getByTestId('order-summary');
  await expect(summary.getByText(`Subtotal (${want.items} items)`)).toBeVisible();
  await expect(summary.getByTestId('subtotal')).toHaveText(want.subtotal);
  await expect(summary.getByTestId('shipping')).toHaveText(want.shipping);
  await expect(summary.getByText('GST (18%)')).toBeVisible();
  await expect(summary.getByTestId('gst')).toHaveText(want.gst);
  await expect(summary.getByTestId('savings')).toHaveText(want.savings);
  await expect(summary.getByTestId('total')).toHaveText(want.total);
}

/** The first products /shop shows that have room for three in the cart. */
async function shopProducts(page: Page): Promise<ApiProduct[]> {
  const response = await page.request.get('/api/products?limit=24&offset=0');
  const products = (await response.json()) as ApiProduct[];
  return products.filter((p) => p.stock >= 3);
}

test('signed out, the heart, Add to Cart and Buy Now go to /login', async ({ page }) => {
  await page.goto('/shop');
  const first = page.getByTestId('product-card').first();
  await first.getByRole('button', { name: /to wishlist/ }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/shop');
  await page
    .getByTestId('product-card')
    .first()
    .getByRole('button', { name: /Add to Cart/ })
    .click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/shop');
  await page
    .getByTestId('product-card')
    .first()
    .getByRole('button', { name: /Buy Now/ })
    .click();
  await expect(page).toHaveURL(/\/login$/);
});

test('signed in: wishlist a product, find it on /wish, remove it', async ({
  signedInPage: page,
}) => {
  const [product] = await shopProducts(page);
  await page.goto('/shop');

  const heart = card(page, product!.name).getByRole('button', { name: /to wishlist/ });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Added to wishlist')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();

  await page.getByRole('link', { name: 'Wishlist, 1 item' }).click();
  await expect(page).toHaveURL(/\/wish$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Wishlist' })).toBeVisible();
  await expect(page.getByText('1 item in wishlist')).toBeVisible();
  const saved = page.getByTestId('wish-card');
  await expect(saved).toHaveCount(1);
  await expect(saved.getByRole('heading', { name: product!.name })).toBeVisible();
  // Checked once the 3 s toast has gone: axe misreads contrast while it fades.
  await expect(page.getByText('Added to wishlist')).toBeHidden();
  await expectNoAxeViolations(page);

  await saved.getByRole('button', { name: `Remove ${product!.name} from wishlist` }).click();
  await expect(page.getByText('Removed from wishlist')).toBeVisible();
  await expect(page.getByText('Your wishlist is empty')).toBeVisible();

  // The server agrees: a fresh load shows it empty too.
  await page.reload();
  await expect(page.getByText('Your wishlist is empty')).toBeVisible();
});

test('signed in: add from /shop, step to 3, check /cart totals, remove a line, check out', async ({
  page,
  newUser: user,
}) => {
  const [first, second] = await shopProducts(page);
  await page.goto('/shop');

  const a = card(page, first!.name);
  await a.getByRole('button', { name: /Add to Cart/ }).click();
  await expect(a.getByTestId('cart-quantity')).toHaveText('1');
  await a.getByRole('button', { name: `Increase quantity of ${first!.name}` }).click();
  await a.getByRole('button', { name: `Increase quantity of ${first!.name}` }).click();
  await expect(a.getByTestId('cart-quantity')).toHaveText('3');

  const b = card(page, second!.name);
  await b.getByRole('button', { name: /Add to Cart/ }).click();
  await expect(b.getByTestId('cart-quantity')).toHaveText('1');

  await expect(page.getByRole('link', { name: 'Cart, 4 items' })).toBeVisible();
  await expect.poll(() => serverCart(page, user.id)).toEqual({ [first!._id]: 3, [second!._id]: 1 });

  await page.getByRole('link', { name: 'Cart, 4 items' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Shopping Cart' })).toBeVisible();
  await expect(page.getByTestId('cart-row')).toHaveCount(2);
  await expectSummary(page, [
    { product: first!, quantity: 3 },
    { product: second!, quantity: 1 },
  ]);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: `Remove ${second!.name} from cart` }).click();
  await expect(page.getByTestId('cart-row')).toHaveCount(1);
  await expectSummary(page, [{ product: first!, quantity: 3 }]);
  await expect.poll(() => serverCart(page, user.id)).toEqual({ [first!._id]: 3 });

  // The state survives a reload: it is the server's cart.
  await page.reload();
  await expect(page.getByTestId('cart-row')).toHaveCount(1);
  await expectSummary(page, [{ product: first!, quantity: 3 }]);

  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const state = await page.evaluate(() => (window.history.state as { usr?: unknown }).usr);
  expect(state).toEqual({
    items: [
      {
        productId: first!._id,
        name: first!.name,
        price: first!.price,
        quantity: 3,
        image: expect.any(String),
        // The product's carbon record figure (decision 069): what checkout's impact counts.
        carbonKgPerUnit: first!.carbon.netKgPerUnit,
        // Its GST rate (decision 073): what checkout's GST rows count.
        gstRate: first!.gstRate,
      },
    ],
  });
  await expect(page.getByText(first!.name).first()).toBeVisible();
});

test('one figure with GST: the card, the product page, the wishlist and the cart line agree', async ({
  page,
  newUser: user,
}) => {
  const [product] = (await shopProducts(page)).filter((p) => p.mrp !== null);
  const { name, price, gstRate, mrp } = product!;
  // What core makes of the seeded price: one unit with its rate's GST, to the paisa, and the
  // percent off the MRP (which includes GST) on it.
  const shown = inr(Math.round(unitPriceWithGst(price, gstRate) * 100));
  const off = percentOffWithGst({ price, mrp, gstRate });
  expect(product!.priceWithGst).toBe(unitPriceWithGst(price, gstRate));
  expect(shown).not.toBe(inr(Math.round(price * 100)));

  await page.goto('/shop');
  const shopCard = card(page, name);
  await expect(shopCard.getByTestId('price')).toHaveText(shown);
  await expect(shopCard.getByTestId('percent-off')).toHaveText(`${off}% off`);
  await shopCard.getByRole('button', { name: /to wishlist/ }).click();
  await expect(page.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();
  await shopCard.getByRole('button', { name: /Add to Cart/ }).click();
  await shopCard.getByRole('button', { name: `Increase quantity of ${name}` }).click();
  await expect.poll(() => serverCart(page, user.id)).toEqual({ [product!._id]: 2 });

  await shopCard.getByRole('link', { name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // The page's own price comes first; related products follow.
  await expect(page.getByTestId('price').first()).toHaveText(shown);
  await expect(page.getByTestId('percent-off').first()).toHaveText(`${off}% off`);
  await expect(page.getByText('Inclusive of all taxes')).toBeVisible();

  await page.goto('/wish');
  const saved = page.getByTestId('wish-card');
  await expect(saved.getByTestId('price')).toHaveText(shown);
  await expect(saved.getByTestId('percent-off')).toHaveText(`${off}% off`);

  await page.goto('/cart');
  const row = page.getByTestId('cart-row');
  await expect(row.getByTestId('unit-price')).toHaveText(`${shown} each`);
  const unitPaise = Math.round(unitPriceWithGst(price, gstRate) * 100);
  await expect(row.getByTestId('line-total')).toHaveText(`Line total ${inr(unitPaise * 2)}`);
  await expect(page.getByText('Subtotal is before GST; item prices include GST')).toBeVisible();
  // The line and the flat shipping are the Total Amount.
  await expect(page.getByTestId('total')).toHaveText(inr(unitPaise * 2 + 100_00));
  await expectSummary(page, [{ product: product!, quantity: 2 }]);
});
