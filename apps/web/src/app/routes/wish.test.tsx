import type { Product, WishlistEntry } from '@harit/core/types';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { previewDescription } from '../../features/wishlist/wish-card';
import { fakeShopServer } from '../../test/fake-shop-server';
import { makeProduct } from '../../test/fixtures';
import { renderPage, signInAs, testUser } from '../../test/render';
import { WishPage } from './wish';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

// makeProduct's defaults: ₹1,899 (₹2,240.82 with 18 % GST; MRP ₹2,999), 4.4 stars from 3,120, in Zero Waste.
const brush = makeProduct({
  name: 'Bamboo Toothbrush',
  description: 'Biodegradable bamboo handles with soft charcoal bristles, in a pack of four.',
});
const lamp = makeProduct({
  _id: 'p2',
  name: 'Solar Garden Lamp',
  description: 'Charges by day.',
  price: 1200,
  mrp: null,
  category: 'Solar',
  categorySlug: 'solar',
});
const entry = (product: Product): WishlistEntry => ({
  productId: product._id,
  product,
  addedAt: '2026-01-01T00:00:00.000Z',
});

describe('WishPage', () => {
  beforeEach(() => {
    signInAs(testUser);
  });
  it('shows the title, six skeleton cards while loading, and Continue Shopping', () => {
    fakeShopServer([]).hang('/api/wishlist/');
    renderPage(<WishPage />, { route: '/wish' });
    expect(screen.getByRole('heading', { level: 1, name: 'Your Wishlist' })).toBeVisible();
    expect(screen.getAllByTestId('product-card-skeleton')).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/shop',
    );
  });

  it('lists the wishlisted products with the count line', async () => {
    fakeShopServer([brush, lamp], { wishlist: [entry(brush), entry(lamp)] });
    renderPage(<WishPage />, { route: '/wish' });
    expect(await screen.findAllByTestId('wish-card')).toHaveLength(2);
    expect(screen.getByTestId('wishlist-count')).toHaveTextContent('2 items in wishlist');
  });

  it("links each card's image and name to the product page by slug", async () => {
    fakeShopServer([brush], { wishlist: [entry(brush)] });
    renderPage(<WishPage />, { route: '/wish' });
    const card = await screen.findByTestId('wish-card');
    const links = within(card).getAllByRole('link', { name: 'Bamboo Toothbrush' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/product/bamboo-toothbrush-pack-of-4',
      '/product/bamboo-toothbrush-pack-of-4',
    ]);
  });

  it('keeps only the ?category products (by name or slug), and counts them', async () => {
    fakeShopServer([brush, lamp], { wishlist: [entry(brush), entry(lamp)] });
    renderPage(<WishPage />, { route: '/wish?category=solar' });
    const [card, ...rest] = await screen.findAllByTestId('wish-card');
    expect(rest).toEqual([]);
    expect(within(card!).getByRole('heading', { name: 'Solar Garden Lamp' })).toBeVisible();
    expect(screen.getByTestId('wishlist-count')).toHaveTextContent('1 item in wishlist');
  });

  it('shows a card with percent off, struck MRP, stars, the carbon widget and the controls', async () => {
    fakeShopServer([brush], { wishlist: [entry(brush)] });
    renderPage(<WishPage />, { route: '/wish' });
    const card = await screen.findByTestId('wish-card');
    // on the price with GST (decision 082): round((2999 − 2240.82) / 2999 × 100) = 25
    expect(within(card).getByTestId('percent-off')).toHaveTextContent('25% off');
    expect(within(card).getByTestId('mrp').tagName).toBe('S');
    expect(within(card).getByTestId('mrp')).toHaveTextContent('₹2,999.00');
    expect(within(card).getByTestId('price')).toHaveTextContent('₹2,240.82');
    expect(within(card).getByText('(3,120)')).toBeInTheDocument();
    expect(within(card).getByText('4.4')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /Carbon impact/ })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /Add to Cart/ })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /Buy Now/ })).toBeInTheDocument();
  });

  it('cuts the description at 50 characters, with Read More and Read Less', async () => {
    fakeShopServer([brush], { wishlist: [entry(brush)] });
    const { user } = renderPage(<WishPage />, { route: '/wish' });
    const card = await screen.findByTestId('wish-card');
    const cut = previewDescription(brush.description).preview;
    expect(cut).toBe(`${brush.description.slice(0, 50).trimEnd()}…`);
    expect(within(card).getByText(cut)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Read More' }));
    expect(within(card).getByText(brush.description)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Read Less' }));
    expect(within(card).getByText(cut)).toBeInTheDocument();
  });

  it('offers no Read More for a short description', async () => {
    fakeShopServer([lamp], { wishlist: [entry(lamp)] });
    renderPage(<WishPage />, { route: '/wish' });
    const card = await screen.findByTestId('wish-card');
    expect(within(card).getByText('Charges by day.')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Read More' })).not.toBeInTheDocument();
  });

  it("the remove-heart takes the product off and toasts the server's message for 3 s", async () => {
    const server = fakeShopServer([brush, lamp], { wishlist: [entry(brush), entry(lamp)] });
    const { user } = renderPage(<WishPage />, { route: '/wish' });
    await user.click(
      await screen.findByRole('button', { name: 'Remove Bamboo Toothbrush from wishlist' }),
    );
    expect(screen.getAllByTestId('wish-card')).toHaveLength(1);
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Removed from wishlist', { duration: 3000 }),
    );
    expect(server.writes()).toEqual([
      { method: 'POST', path: '/api/wishlist/remove', body: { userId: 'u1', productId: 'p1' } },
    ]);
    expect(screen.getByTestId('wishlist-count')).toHaveTextContent('1 item in wishlist');
  });

  it("says 'Failed to fetch wishlist.' with Try Again, which reloads the page", async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    fakeShopServer([]).failNext('/api/wishlist/u1');
    const { user } = renderPage(<WishPage />, { route: '/wish' });
    expect(await screen.findByText('Failed to fetch wishlist.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('shows the empty state with Start Shopping', async () => {
    fakeShopServer([]);
    renderPage(<WishPage />, { route: '/wish' });
    expect(await screen.findByText('Your wishlist is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/shop');
  });

  it('asks a signed-out visitor to sign in, without calling the server', () => {
    signInAs(null);
    const server = fakeShopServer([]);
    renderPage(<WishPage />, { route: '/wish' });
    expect(screen.getByText('Please sign in to view your wishlist')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(server.calls).toEqual([]);
  });
});
