// The cart and the wishlist ask the server for Hindi product names (`?lang=hi`) on a
// Hindi page, as the catalogue does; English asks exactly as before, and switching the language
// reads them again in the new one, the old lines staying on screen meanwhile.
import { cartLineFromProduct } from '@harit/core/cart';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CartPage } from '../../features/cart/cart-page';
import { activateLanguage } from '../../lib/i18n';
import { makeProduct } from '../../test/fixtures';
import { renderPage, signInAs, stubApi, testUser } from '../../test/render';
import { WishPage } from './wish';

const brush = makeProduct({ _id: 'p1', name: 'Bamboo Toothbrush', price: 1899 });
const HINDI_NAME = 'बांस का टूथब्रश';

/** A server that answers the cart and the wishlist in the language asked, and records the reads. */
function serveInLanguages() {
  const reads: string[] = [];
  stubApi(async (url) => {
    const address = new URL(url, 'http://localhost');
    const product =
      address.searchParams.get('lang') === 'hi' ? { ...brush, name: HINDI_NAME } : brush;
    if (address.pathname.startsWith('/api/cart/')) {
      reads.push(`${address.pathname}${address.search}`);
      return Response.json([cartLineFromProduct(product, 2)]);
    }
    if (address.pathname.startsWith('/api/wishlist/')) {
      reads.push(`${address.pathname}${address.search}`);
      return Response.json([
        { productId: product._id, product, addedAt: '2026-11-20T10:00:00.000Z' },
      ]);
    }
    return Response.json([]);
  });
  return reads;
}

describe('the cart and the wishlist in the page’s language', () => {
  beforeEach(() => signInAs(testUser));
  afterEach(() => activateLanguage('en'));

  it('reads the cart in Hindi on a Hindi page and shows the Hindi product name', async () => {
    await activateLanguage('hi');
    const reads = serveInLanguages();
    renderPage(<CartPage />, { route: '/cart' });
    const row = await screen.findByTestId('cart-row');
    expect(within(row).getByRole('heading', { name: HINDI_NAME })).toBeVisible();
    expect(reads).toEqual(['/api/cart/u1?lang=hi']);
  });

  it('reads the wishlist in Hindi on a Hindi page', async () => {
    await activateLanguage('hi');
    const reads = serveInLanguages();
    renderPage(<WishPage />, { route: '/wish' });
    expect(await screen.findByText(HINDI_NAME)).toBeVisible();
    expect(reads).toContain('/api/wishlist/u1?lang=hi');
    expect(reads.filter((read) => !read.endsWith('?lang=hi'))).toEqual([]);
  });

  it('asks exactly as before in English, and reads again in Hindi after a switch', async () => {
    const reads = serveInLanguages();
    renderPage(<CartPage />, { route: '/cart' });
    const row = await screen.findByTestId('cart-row');
    expect(within(row).getByRole('heading', { name: 'Bamboo Toothbrush' })).toBeVisible();
    expect(reads).toEqual(['/api/cart/u1']);

    await act(() => activateLanguage('hi'));
    // The English line stays until the Hindi one arrives: the cart never shows as empty.
    expect(screen.getByTestId('cart-row')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: HINDI_NAME })).toBeVisible();
    expect(reads).toEqual(['/api/cart/u1', '/api/cart/u1?lang=hi']);
    expect(screen.getByTestId('subtotal')).toHaveTextContent('₹3,798.00');
  });
});
