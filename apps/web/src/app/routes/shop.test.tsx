import type { Product } from '@harit/core/types';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeProduct } from '../../test/fixtures';
import { renderPage, stubApi } from '../../test/render';
import { ShopPage } from './shop';

const categories = [{ _id: 'c1', name: 'Zero Waste', slug: 'zero-waste', image: '' }];

/** A fake server: categories, and the given products (or a failure) for /products. */
function serve(products: Product[] | 'fail' | 'never' | { refuse: string }) {
  const fetchMock = stubApi(async (url: string) => {
    if (url.startsWith('/api/products/categories')) return Response.json(categories);
    if (products === 'never') return new Promise<Response>(() => {});
    if (products === 'fail') return Response.json({ message: 'boom' }, { status: 500 });
    if ('refuse' in products) return Response.json({ message: products.refuse }, { status: 400 });
    return Response.json(products, { headers: { 'X-Total-Count': String(products.length) } });
  });
  vi.stubGlobal('scrollTo', vi.fn());
  return fetchMock;
}

describe('ShopPage', () => {
  it('shows eight skeleton cards while loading', () => {
    serve('never');
    renderPage(<ShopPage />, { route: '/shop' });
    expect(screen.getAllByTestId('product-card-skeleton')).toHaveLength(8);
  });

  it('lists the products and names the search in the heading', async () => {
    const fetchMock = serve([makeProduct(), makeProduct({ _id: 'p2', name: 'Bamboo Comb' })]);
    renderPage(<ShopPage />, { route: '/shop?search=bamboo' });
    expect(await screen.findAllByTestId('product-card')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Results for "bamboo"');
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain(
      '/api/products?search=bamboo&limit=24&offset=0',
    );
  });

  it('names the category (by its display name) in the heading', async () => {
    serve([makeProduct()]);
    renderPage(<ShopPage />, { route: '/shop?category=zero-waste' });
    await screen.findAllByTestId('product-card');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Zero Waste' }),
    ).toBeInTheDocument();
  });

  it("says 'Failed to fetch products.' in red when the request fails", async () => {
    serve('fail');
    renderPage(<ShopPage />, { route: '/shop' });
    const message = await screen.findByText('Failed to fetch products.');
    expect(message.closest('p')).toHaveClass('text-red-700');
  });

  it('names the search when nothing is found', async () => {
    serve([]);
    renderPage(<ShopPage />, { route: '/shop?search=xyzzy' });
    expect(await screen.findByText('No products found for "xyzzy"')).toBeInTheDocument();
  });

  it("says 'No products available.' for an empty list without a search", async () => {
    serve([]);
    renderPage(<ShopPage />, { route: '/shop?category=Zero%20Waste' });
    expect(await screen.findByText('No products available.')).toBeInTheDocument();
  });

  it('reloads and scrolls to the top when the search changes', async () => {
    const fetchMock = serve([makeProduct()]);
    const { router } = renderPage(<ShopPage />, { route: '/shop?search=bamboo' });
    await screen.findAllByTestId('product-card');
    const scrolls = vi.mocked(window.scrollTo).mock.calls.length;
    await router.navigate('/shop?search=jute');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Results for "jute"' }),
    ).toBeVisible();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain(
      '/api/products?search=jute&limit=24&offset=0',
    );
    expect(vi.mocked(window.scrollTo).mock.calls.length).toBeGreaterThan(scrolls);
  });

  it('shows the server’s sentence for a search it refuses, with the heading wrapping', async () => {
    serve({ refuse: 'Search must be at most 200 characters.' });
    const long = 'a'.repeat(500);
    renderPage(<ShopPage />, { route: `/shop?search=${long}` });
    const message = await screen.findByText('Search must be at most 200 characters.');
    expect(message.closest('[role="alert"]')).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch products.')).not.toBeInTheDocument();
    // A 500-letter word breaks across lines instead of running off the page.
    expect(screen.getByRole('heading', { level: 1 })).toHaveClass('break-words');
  });
});
