import { expect, test } from '@playwright/test';

// Decision 060: every public form works before and without JavaScript. The browser runs no
// script here at all: what the shopper gets is the server's page and the browser's own forms.
// (The shared fixtures wait for the app to start; without JavaScript it never does.)

test.use({ javaScriptEnabled: false });

interface ApiProduct {
  name: string;
  slug: string;
  price: number;
  stock: number;
}

test('the header search asks the server for /shop?search= and shows its results', async ({
  page,
}) => {
  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'Search products' });
  await search.fill('bamboo');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/shop\?search=bamboo$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Results for "bamboo"' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /bamboo/i }).first()).toBeVisible();
});

test('the shop sorts and filters through its forms, keeping the rest of the view', async ({
  page,
}) => {
  await page.goto('/shop?category=Solar');
  await page.getByLabel('Sort by').selectOption('price-asc');
  await page.getByRole('button', { name: 'Sort', exact: true }).click();
  await expect(page).toHaveURL(/\/shop\?category=Solar&sort=price-asc$/);
  await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');

  const listed = (await (
    await page.request.get('/api/products?category=Solar&sort=price-asc&limit=100')
  ).json()) as ApiProduct[];
  const firstCard = page.getByRole('main').getByRole('article').first();
  await expect(firstCard.getByRole('heading')).toHaveText(listed[0]!.name);

  // The filters: choose, then Apply sends the whole view.
  await page.getByRole('radio', { name: '4★ & up' }).check();
  await page.getByRole('checkbox', { name: 'In stock only' }).check();
  await page.getByRole('button', { name: 'Apply' }).click();
  const url = new URL(page.url());
  expect(url.pathname).toBe('/shop');
  expect(Object.fromEntries(url.searchParams)).toMatchObject({
    category: 'Solar',
    sort: 'price-asc',
    minRating: '4',
    inStock: 'true',
  });
  await expect(page.getByRole('radio', { name: '4★ & up' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'In stock only' })).toBeChecked();
  await expect(page.getByRole('link', { name: 'Clear filters' })).toHaveAttribute(
    'href',
    '/shop?category=Solar&sort=price-asc',
  );
});

test('the PIN check asks the product page with ?pin= and the server answers it', async ({
  page,
}) => {
  const [product] = (await (
    await page.request.get('/api/products?category=Solar&limit=1')
  ).json()) as ApiProduct[];
  await page.goto(`/product/${product!.slug}`);
  const pin = page.getByLabel('PIN code');
  await pin.fill('5600');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${product!.slug}\\?pin=5600$`));
  await expect(page.getByLabel('PIN code')).toHaveAccessibleDescription(
    'Enter a valid 6-digit PIN code.',
  );

  await page.getByLabel('PIN code').fill('560095');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByTestId('delivery-result')).toContainText(/Delivery to 560095 \(.+\): /);
});

test('the newsletter posts to the server, which answers with SPEC’s message', async ({ page }) => {
  await page.goto('/');
  const email = page.getByLabel('Email address');
  await email.fill('asha@');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/\?newsletter=invalid&email=asha%40#newsletter$/);
  await expect(page.getByLabel('Email address')).toHaveAccessibleDescription(
    'Please enter a valid email.',
  );
  await expect(page.getByLabel('Email address')).toHaveValue('asha@');

  await page.getByLabel('Email address').fill('asha@example.in');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Thanks for subscribing!')).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveValue('');
});

test('Add to Cart signed out goes to sign-in, to come back to the product', async ({ page }) => {
  const [product] = (await (
    await page.request.get('/api/products?category=Solar&inStock=true&limit=1')
  ).json()) as ApiProduct[];
  await page.goto(`/product/${product!.slug}`);
  await page
    .getByRole('button', { name: /^Add to Cart/ })
    .first()
    .click();
  await expect(page).toHaveURL(
    `/login?redirectTo=${encodeURIComponent(`/product/${product!.slug}`)}`,
  );
});

test('the support form posts a request to the server, which answers with its reference', async ({
  page,
}) => {
  await page.goto('/support');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByLabel('Topic')).toHaveAccessibleDescription('Please choose a topic');
  await expect(page.getByLabel('Your e-mail')).toHaveAccessibleDescription(
    'Email is required so we can reply',
  );

  await page.getByLabel('Topic').selectOption('delivery');
  await page
    .getByLabel('How can we help?')
    .fill('The parcel says delivered but nothing came to my door.');
  await page.getByLabel('Your e-mail').fill('kavya@example.in');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('status')).toContainText('Request received');
  await expect(page.getByRole('status')).toContainText(/HRT-[A-Z2-9]{8}/);
});
