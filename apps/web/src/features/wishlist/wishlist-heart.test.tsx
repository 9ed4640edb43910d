import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeShopServer } from '../../test/fake-shop-server';
import { makeProduct } from '../../test/fixtures';
import { renderPage, signInAs, testUser } from '../../test/render';
import { WishlistHeart } from './wishlist-heart';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const product = makeProduct({ _id: 'p1', name: 'Bamboo Toothbrush', price: 1899 });
const heart = () => screen.getByRole('button', { name: 'Save Bamboo Toothbrush to wishlist' });

describe('WishlistHeart', () => {
  beforeEach(() => {
    signInAs(testUser);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.clearAllMocks();
  });

  it('saves the product at once, sends SPEC §7 toggle fields, and toasts the message for 3 s', async () => {
    const server = fakeShopServer([product]);
    const { user } = renderPage(<WishlistHeart product={product} />);
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart());
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Added to wishlist', { duration: 3000 }),
    );
    expect(server.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/wishlist/toggle',
        body: {
          userId: 'u1',
          productId: 'p1',
          name: 'Bamboo Toothbrush',
          price: 1899,
          image: product.image,
        },
      },
    ]);
  });

  it('toggles a saved product off', async () => {
    fakeShopServer([product], {
      wishlist: [{ productId: 'p1', product, addedAt: '2026-01-01T00:00:00.000Z' }],
    });
    const { user } = renderPage(<WishlistHeart product={product} />);
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    await user.click(heart());
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Removed from wishlist', { duration: 3000 }),
    );
  });

  it("rolls back and says 'Failed to update wishlist.' when the server refuses", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = fakeShopServer([product]);
    server.failNext('/api/wishlist/toggle');
    const { user } = renderPage(<WishlistHeart product={product} />);
    await waitFor(() => expect(server.calls).toHaveLength(1));
    await user.click(heart());
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to update wishlist.', { duration: 3000 }),
    );
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
  });

  it('sends a signed-out visitor to /login', async () => {
    signInAs(null);
    const server = fakeShopServer([product]);
    const { user, location } = renderPage(<WishlistHeart product={product} />, {
      route: '/shop',
    });
    await user.click(heart());
    expect(location()).toBe('/login');
    expect(server.calls).toEqual([]);
  });
});
