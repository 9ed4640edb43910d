// A public page's <title> and description are in the page's language — the shop's and
// a category's in Hindi with the Hindi category name, the product's its Hindi name and
// description, home's its own — and follow a switch; the canonical address stays the English
// one with `?lang=hi`.
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../lib/i18n';
import { makeProduct } from '../../test/fixtures';
import { renderPage, stubApi } from '../../test/render';
import { HomePage } from './home';
import { ProductPage } from './product';
import { ShopPage } from './shop';

const brush = makeProduct();
const hindiBrush = {
  ...brush,
  name: 'बांस का टूथब्रश (4 का पैक)',
  description: 'बांस से बने चार टूथब्रश, प्लास्टिक के बिना।',
  englishName: brush.name,
};

/** The catalogue, answering in Hindi when asked with `lang=hi`. */
function serveCatalog() {
  vi.stubGlobal('scrollTo', vi.fn());
  stubApi(async (url: string) => {
    const address = new URL(url, 'http://localhost');
    const hindi = address.searchParams.get('lang') === 'hi';
    const { pathname } = address;
    if (pathname === '/api/products/categories') {
      return Response.json([
        hindi
          ? { _id: 'c1', name: 'सोलर', englishName: 'Solar Energy', slug: 'solar', image: '' }
          : { _id: 'c1', name: 'Solar Energy', slug: 'solar', image: '' },
      ]);
    }
    if (pathname === '/api/products') {
      return Response.json([], { headers: { 'X-Total-Count': '0' } });
    }
    if (pathname === `/api/products/${brush.slug}`)
      return Response.json(hindi ? hindiBrush : brush);
    if (pathname.endsWith('/reviews')) {
      return Response.json(
        { items: [], rating: 0, ratingCount: 0, total: 0, histogram: {} },
        { headers: { 'X-Total-Count': '0' } },
      );
    }
    return Response.json([]);
  });
}

const description = () =>
  document.head.querySelector('meta[name="description"]')?.getAttribute('content');
const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');

describe('page titles and descriptions in the page’s language', () => {
  afterEach(() => activateLanguage('en'));

  it('titles a category view with its Hindi name and describes it in Hindi', async () => {
    await activateLanguage('hi');
    serveCatalog();
    renderPage(<ShopPage />, { route: '/shop?category=Solar%20Energy' });
    expect(await screen.findByRole('heading', { level: 1, name: 'सोलर' })).toBeVisible();
    expect(document.title).toBe('सोलर · Harit');
    expect(description()).toMatch(/^Harit पर सोलर उत्पाद खरीदें: /);
    // The address keeps naming the category in English.
    expect(canonical()).toMatch(/\/shop\?category=Solar%20Energy&lang=hi$/);
  });

  it('titles a product page with the Hindi name and describes it with the Hindi description', async () => {
    await activateLanguage('hi');
    serveCatalog();
    renderPage(<p>Elsewhere</p>, {
      route: `/product/${brush.slug}`,
      user: null,
      routes: { '/product/:slug': <ProductPage /> },
    });
    expect(await screen.findByRole('heading', { level: 1, name: hindiBrush.name })).toBeVisible();
    expect(document.title).toBe(`${hindiBrush.name} · Harit`);
    expect(description()).toBe(hindiBrush.description);
    expect(canonical()).toMatch(new RegExp(`/product/${brush.slug}\\?lang=hi$`));
  });

  it('turns the shop’s and home’s head Hindi when the shopper switches', async () => {
    serveCatalog();
    const shop = renderPage(<ShopPage />, { route: '/shop' });
    expect(await screen.findByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    expect(document.title).toBe('All Products · Harit');
    expect(description()).toMatch(/^Shop eco-friendly products at Harit/);

    await act(() => activateLanguage('hi'));
    expect(document.title).toBe('सभी उत्पाद · Harit');
    expect(description()).toMatch(/^Harit पर पर्यावरण-अनुकूल उत्पाद खरीदें/);
    shop.unmount();

    renderPage(<HomePage />);
    expect(document.title).toBe('Harit — हरित जीवन के लिए पर्यावरण-अनुकूल ज़रूरी चीज़ें');
    expect(description()).toMatch(/^Harit — हरित जीवन के लिए सोच-समझकर/);
  });
});
