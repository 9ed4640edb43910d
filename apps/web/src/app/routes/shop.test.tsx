import type { Product } from '@harit/core/types';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

  it('says "1,000+ products" when the server stopped counting, and loads more by its cursor', async () => {
    const page = (from: number) =>
      Array.from({ length: 24 }, (_, i) =>
        makeProduct({ _id: `p${from + i}`, name: `Bag ${from + i}` }),
      );
    const fetchMock = stubApi(async (url: string) => {
      if (url.startsWith('/api/products/categories')) return Response.json(categories);
      const next = url.includes('cursor=') ? 'cursor-3' : 'cursor-2';
      return Response.json(page(url.includes('cursor=') ? 24 : 0), {
        headers: { 'X-Total-Count': '1000', 'X-Total-At-Least': 'true', 'X-Next-Cursor': next },
      });
    });
    vi.stubGlobal('scrollTo', vi.fn());
    const { user } = renderPage(<ShopPage />, { route: '/shop?search=bag' });
    expect(await screen.findByText('1,000+ products')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more products' }));
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(48));
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain(
      '/api/products?search=bag&limit=24&cursor=cursor-2',
    );
    expect(screen.getByText('1,000+ products')).toBeInTheDocument();
    // Two pages of 24 cards: Testing Library's role queries over them take seconds on a busy
    // machine.
  }, 20_000);

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
    // The heading follows the URL at once; the request and the scroll follow in an effect.
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => url)).toContain(
        '/api/products?search=jute&limit=24&offset=0',
      ),
    );
    await waitFor(() =>
      expect(vi.mocked(window.scrollTo).mock.calls.length).toBeGreaterThan(scrolls),
    );
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

  it('does not scroll to the top on arriving, so Back keeps the restored position', async () => {
    serve([makeProduct()]);
    renderPage(<ShopPage />, { route: '/shop?search=bamboo' });
    await screen.findAllByTestId('product-card');
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});

describe('ShopPage sort and filters in the URL', () => {
  afterEach(() => vi.unstubAllGlobals());

  const productRequests = (fetchMock: ReturnType<typeof serve>) =>
    fetchMock.mock.calls.map(([url]) => url).filter((url) => !url.includes('categories'));

  it('reads every filter from the URL, asks the API for that view and shows it', async () => {
    const fetchMock = serve([makeProduct()]);
    renderPage(<ShopPage />, {
      route:
        '/shop?category=Solar&sort=price-asc&minPrice=100&maxPrice=500&minRating=4&inStock=true&minDiscount=25',
    });
    await screen.findAllByTestId('product-card');
    expect(productRequests(fetchMock)).toEqual([
      '/api/products?category=Solar&sort=price-asc&minPrice=100&maxPrice=500&minRating=4&inStock=true&minDiscount=25&limit=24&offset=0',
    ]);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
    expect(screen.getByRole('spinbutton', { name: 'Min' })).toHaveValue(100);
    expect(screen.getByRole('spinbutton', { name: 'Max' })).toHaveValue(500);
    expect(screen.getByRole('radio', { name: '4★ & up' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '25% off or more' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'In stock only' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Filters (4)' })).toBeInTheDocument();
  });

  it('drops values the shop does not offer instead of sending them', async () => {
    const fetchMock = serve([makeProduct()]);
    renderPage(<ShopPage />, {
      route: '/shop?sort=cheapest&minPrice=-5&maxPrice=abc&minRating=5&inStock=yes&minDiscount=30',
    });
    await screen.findAllByTestId('product-card');
    expect(productRequests(fetchMock)).toEqual(['/api/products?limit=24&offset=0']);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('relevance');
  });

  it('puts a new sort and filters in the URL, and Back restores the view before', async () => {
    const fetchMock = serve([makeProduct()]);
    const { user, location, router } = renderPage(<ShopPage />, {
      route: '/shop?category=Solar&sort=price-asc',
    });
    await screen.findAllByTestId('product-card');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price-desc');
    expect(location()).toBe('/shop?category=Solar&sort=price-desc');
    await user.click(screen.getByRole('radio', { name: '3★ & up' }));
    await user.click(screen.getByRole('checkbox', { name: 'In stock only' }));
    expect(location()).toBe('/shop?category=Solar&sort=price-desc&minRating=3&inStock=true');
    await user.type(screen.getByRole('spinbutton', { name: 'Min' }), '200');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(location()).toBe(
      '/shop?category=Solar&sort=price-desc&minPrice=200&minRating=3&inStock=true',
    );
    expect(productRequests(fetchMock)).toContain(
      '/api/products?category=Solar&sort=price-desc&minPrice=200&minRating=3&inStock=true&limit=24&offset=0',
    );

    await router.navigate(-1);
    await router.navigate(-1);
    await router.navigate(-1);
    expect(location()).toBe('/shop?category=Solar&sort=price-desc');
    expect(await screen.findByRole('combobox', { name: 'Sort by' })).toHaveValue('price-desc');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Any rating' })).toBeChecked());
    expect(screen.getByRole('checkbox', { name: 'In stock only' })).not.toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'Min' })).toHaveValue(null);
  });

  it('keeps the search, sort and filters when the category changes, and clears filters', async () => {
    serve([makeProduct()]);
    const { user, location } = renderPage(<ShopPage />, {
      route: '/shop?search=lamp&sort=rating&minDiscount=10',
    });
    await screen.findAllByTestId('product-card');
    await user.click(screen.getByRole('link', { name: 'Zero Waste' }));
    expect(location()).toBe('/shop?category=Zero+Waste&search=lamp&sort=rating&minDiscount=10');
    await user.click(screen.getByRole('link', { name: 'Clear filters' }));
    expect(location()).toBe('/shop?category=Zero+Waste&search=lamp&sort=rating');
  });

  it('folds the filters behind a button on a phone', async () => {
    serve([makeProduct()]);
    const { user } = renderPage(<ShopPage />, { route: '/shop' });
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('shop-filters')).toHaveClass('hidden', 'lg:block');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('shop-filters')).not.toHaveClass('hidden');
  });
});
