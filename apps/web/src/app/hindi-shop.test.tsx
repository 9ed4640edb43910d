// The shopper's public screens in Hindi — the header's menus, the shop, a product card,
// the product page, the 404 page and the wishlist's plural — and the catalogue asking the API in
// Hindi (`?lang=hi`) only on a Hindi page.
import type { Product, WishlistEntry } from '@harit/core/types';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartPage } from '../features/cart/cart-page';
import { ProductCard } from '../features/catalog/product-card';
import { ProductReviews } from '../features/reviews/components/product-reviews';
import { activateLanguage } from '../lib/i18n';
import { fakeShopServer, lineOf } from '../test/fake-shop-server';
import { makeProduct } from '../test/fixtures';
import { renderPage, signInAs, stubApi, testUser } from '../test/render';
import { AccountMenu } from './layout/header/account-menu';
import { NotFoundPage } from './not-found-page';
import { ProductPage } from './routes/product';
import { ShopPage } from './routes/shop';
import { WishPage } from './routes/wish';

// makeProduct's defaults: Bamboo Toothbrush (Pack of 4), ₹1,899 (MRP ₹2,999), 4.4 stars from
// 3,120, in Zero Waste, 10 in stock.
const brush = makeProduct();
const categories = [{ _id: 'c1', name: 'Zero Waste', slug: 'zero-waste', image: '' }];

/** The catalogue's reads: categories, the product list, one product and its related list. */
function serveCatalog(products: Product[]) {
  vi.stubGlobal('scrollTo', vi.fn());
  return stubApi(async (url: string) => {
    const { pathname } = new URL(url, 'http://localhost');
    if (pathname === '/api/products/categories') return Response.json(categories);
    if (pathname === '/api/products') {
      return Response.json(products, { headers: { 'X-Total-Count': String(products.length) } });
    }
    if (pathname.endsWith('/related')) return Response.json([]);
    if (pathname.endsWith('/reviews')) {
      return Response.json(
        {
          items: [],
          rating: 0,
          ratingCount: 0,
          total: 0,
          histogram: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
        },
        { headers: { 'X-Total-Count': '0' } },
      );
    }
    const product = products.find((p) => pathname === `/api/products/${p.slug}`);
    if (product) return Response.json(product);
    return Response.json([]);
  });
}

/** The catalogue's request URLs the page made. */
function catalogueCalls(fetchMock: ReturnType<typeof stubApi>): string[] {
  return fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/products'));
}

describe('the shop in Hindi', () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  it("names the signed-out account menu's entries in Hindi", async () => {
    await activateLanguage('hi');
    signInAs(null);
    const { user } = renderPage(<AccountMenu />, { route: '/shop' });
    await user.hover(screen.getByRole('button', { name: /खाता/ }));
    expect(screen.getByRole('link', { name: 'खाता बनाएँ' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'साइन इन करें' })).toHaveAttribute('href', '/login');
  });

  it('shows a product card with its price, percent off and out-of-stock mark in Hindi', async () => {
    await activateLanguage('hi');
    renderPage(<ProductCard product={makeProduct({ stock: 0 })} />);
    const card = screen.getByTestId('product-card');
    // Money stays ₹ with Indian grouping in both languages.
    expect(card).toHaveTextContent('₹2,240.82'); // ₹1,899 with 18 % GST (decision 082)
    expect(within(card).getByTestId('percent-off')).toHaveTextContent('25% छूट');
    expect(within(card).getByText('स्टॉक में नहीं')).toBeVisible();
    expect(card).toHaveTextContent('5 में से 4.4 रेटिंग, 3,120 रेटिंग के आधार पर');
  });

  it('shows the shop in Hindi and asks the catalogue for Hindi', async () => {
    await activateLanguage('hi');
    const fetchMock = serveCatalog([brush]);
    renderPage(<ShopPage />, { route: '/shop' });
    expect(await screen.findByRole('heading', { level: 1, name: 'सभी उत्पाद' })).toBeVisible();
    expect(await screen.findByText('1 उत्पाद')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'क्रम' })).toHaveDisplayValue('विशेष');
    const calls = catalogueCalls(fetchMock);
    expect(calls.length).toBeGreaterThan(0);
    for (const url of calls)
      expect(new URL(url, 'http://localhost').searchParams.get('lang')).toBe('hi');
  });

  it('asks the catalogue exactly as before in English', async () => {
    const fetchMock = serveCatalog([brush]);
    renderPage(<ShopPage />, { route: '/shop' });
    expect(await screen.findByText('1 product')).toBeVisible();
    const calls = catalogueCalls(fetchMock);
    expect(calls).toContain('/api/products/categories');
    for (const url of calls) expect(url).not.toContain('lang=');
  });

  it("shows the product page's basics in Hindi", async () => {
    await activateLanguage('hi');
    const fetchMock = serveCatalog([brush]);
    renderPage(<p>Elsewhere</p>, {
      route: `/product/${brush.slug}`,
      user: null,
      routes: { '/product/:slug': <ProductPage /> },
    });
    expect(await screen.findByRole('heading', { level: 1, name: brush.name })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'इस उत्पाद के बारे में' })).toBeVisible();
    expect(screen.getByTestId('stock-state')).toHaveTextContent('स्टॉक में है');
    expect(screen.getByTestId('gst-note')).toHaveTextContent('सभी करों सहित');
    expect(screen.getByRole('navigation', { name: 'आप यहाँ हैं' })).toHaveTextContent('होम');
    expect(screen.getByRole('button', { name: 'जाँचें' })).toBeVisible();
    expect(catalogueCalls(fetchMock)).toContain(`/api/products/${brush.slug}?lang=hi`);
  });

  it('counts reviews with a Hindi plural', async () => {
    await activateLanguage('hi');
    signInAs(null);
    stubApi(async () =>
      Response.json(
        {
          rating: 5,
          ratingCount: 1,
          total: 1,
          histogram: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 1 },
          items: [
            {
              id: 'r1',
              rating: 5,
              title: null,
              text: 'Bahut badhiya.',
              authorName: 'Asha',
              verifiedPurchase: true,
              createdAt: '2026-11-20T06:00:00.000Z',
            },
          ],
        },
        { headers: { 'X-Total-Count': '1' } },
      ),
    );
    renderPage(<ProductReviews productId="p1" />);
    expect(await screen.findByText('Harit पर 1 रिव्यू लिखा गया')).toBeVisible();
    // The date in Hindi month names (IST).
    expect(screen.getByRole('article')).toHaveTextContent('20 नव॰ 2026');
    expect(screen.getByText('सत्यापित खरीदारी')).toBeVisible();
  });

  it('says the 404 page in Hindi', async () => {
    await activateLanguage('hi');
    renderPage(<NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'होम पर वापस जाएँ' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'शॉप देखें' })).toHaveAttribute('href', '/shop');
  });

  it("counts the wishlist's items in Hindi", async () => {
    await activateLanguage('hi');
    signInAs(testUser);
    const entry = (product: Product): WishlistEntry => ({
      productId: product._id,
      product,
      addedAt: '2026-01-01T00:00:00.000Z',
    });
    const server = fakeShopServer([brush], { wishlist: [entry(brush)] });
    renderPage(<WishPage />, { route: '/wish' });
    expect(await screen.findByTestId('wishlist-count')).toHaveTextContent('विशलिस्ट में 1 आइटम');
    expect(screen.getByRole('heading', { level: 1, name: 'आपकी विशलिस्ट' })).toBeVisible();
    // Its products named in Hindi, as the catalogue's are.
    expect(server.calls.map((c) => c.path)).toContain(`/api/wishlist/${testUser.id}?lang=hi`);
  });

  it('asks for the cart in Hindi, so its lines carry Hindi names', async () => {
    await activateLanguage('hi');
    signInAs(testUser);
    const server = fakeShopServer([brush], { cart: [lineOf(brush, 1)] });
    renderPage(<CartPage />, { route: '/cart' });
    expect(await screen.findByTestId('cart-row')).toBeVisible();
    expect(server.calls.map((c) => c.path)).toContain(`/api/cart/${testUser.id}?lang=hi`);
  });
});
