import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeShopServer, lineOf } from '../../test/fake-shop-server';
import { makeProduct } from '../../test/fixtures';
import { renderPage, signInAs, testUser } from '../../test/render';
import { CartPage } from './cart-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const brush = makeProduct({ _id: 'p1', name: 'Bamboo Toothbrush', price: 1899, mrp: 2999 });
const bag = makeProduct({ _id: 'p2', name: 'Jute Tote Bag', price: 450.5, mrp: null });

describe('CartPage', () => {
  beforeEach(() => {
    signInAs(testUser);
  });
  it('sums the order as SPEC §9 says: subtotal, flat ₹100 shipping, 18 % GST, savings, total', async () => {
    fakeShopServer([brush, bag], { cart: [lineOf(brush, 2), lineOf(bag, 1)] });
    renderPage(<CartPage />, { route: '/cart' });
    const summary = await screen.findByTestId('order-summary');
    // Subtotal 2 × 1899 + 450.50 = 4248.50; GST 18 % = 764.73; total = 4248.50 + 764.73 + 100.
    // Savings on the price with GST (decision 082): (2999 − 2240.82) × 2 = 1516.36 (the bag
    // has no MRP).
    expect(within(summary).getByText('Subtotal (3 items)')).toBeInTheDocument();
    expect(within(summary).getByTestId('subtotal')).toHaveTextContent('₹4,248.50');
    expect(within(summary).getByText('Shipping')).toBeInTheDocument();
    expect(within(summary).getByTestId('shipping')).toHaveTextContent('₹100.00');
    expect(within(summary).getByText('GST (18%)')).toBeInTheDocument();
    expect(within(summary).getByTestId('gst')).toHaveTextContent('₹764.73');
    expect(within(summary).getByText('Total Savings')).toBeInTheDocument();
    expect(within(summary).getByTestId('savings')).toHaveTextContent('₹1,516.36');
    expect(within(summary).getByText('Total Amount')).toBeInTheDocument();
    expect(within(summary).getByTestId('total')).toHaveTextContent('₹5,113.23');
    // The lines include GST; the subtotal is before it.
    expect(
      within(summary).getByText('Subtotal is before GST; item prices include GST'),
    ).toBeVisible();
    // The lines with GST and the shipping add up to the Total Amount:
    // 2 × ₹2,240.82 + ₹531.59 + ₹100 = ₹5,113.23.
    const lines = screen.getAllByTestId('line-total').map((l) => l.textContent);
    expect(lines).toEqual([
      expect.stringContaining('₹4,481.64'),
      expect.stringContaining('₹531.59'),
    ]);
    expect(screen.getByTestId('cart-count')).toHaveTextContent('3 items in your cart');
  });

  it('shows GST per rate when the products carry more than one (decision 073)', async () => {
    const rice = makeProduct({
      _id: 'p3',
      name: 'Organic Rice',
      price: 450,
      mrp: null,
      gstRate: 5,
    });
    fakeShopServer([brush, rice], { cart: [lineOf(brush, 1), lineOf(rice, 2)] });
    renderPage(<CartPage />, { route: '/cart' });
    const summary = await screen.findByTestId('order-summary');
    // 1899 at 18 % = 341.82; 900 at 5 % = 45; total = 2799 + 386.82 + 100.
    expect(within(summary).getByText('GST (5%)')).toBeInTheDocument();
    expect(within(summary).getByTestId('gst-5')).toHaveTextContent('₹45.00');
    expect(within(summary).getByText('GST (18%)')).toBeInTheDocument();
    expect(within(summary).getByTestId('gst-18')).toHaveTextContent('₹341.82');
    expect(within(summary).getByTestId('total')).toHaveTextContent('₹3,285.82');
  });

  it("links each row's image and name to the product page, by id", async () => {
    fakeShopServer([brush], { cart: [lineOf(brush, 1)] });
    renderPage(<CartPage />, { route: '/cart' });
    const row = await screen.findByTestId('cart-row');
    const links = within(row).getAllByRole('link', { name: 'Bamboo Toothbrush' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/product/p1', '/product/p1']);
  });

  it('shows line totals, the unit price only above quantity 1, and no minus below 1', async () => {
    fakeShopServer([brush, bag], { cart: [lineOf(brush, 2), lineOf(bag, 1)] });
    renderPage(<CartPage />, { route: '/cart' });
    const [brushRow, bagRow] = await screen.findAllByTestId('cart-row');
    expect(within(brushRow!).getByRole('heading', { name: 'Bamboo Toothbrush' })).toBeVisible();
    // with GST (decision 082): 2 × (₹1,899 + ₹341.82); ₹450.50 + ₹81.09
    expect(within(brushRow!).getByTestId('line-total')).toHaveTextContent('₹4,481.64');
    expect(within(brushRow!).getByTestId('unit-price')).toHaveTextContent('₹2,240.82 each');
    expect(within(bagRow!).getByTestId('line-total')).toHaveTextContent('₹531.59');
    expect(within(bagRow!).queryByTestId('unit-price')).not.toBeInTheDocument();
    expect(
      within(bagRow!).getByRole('button', { name: 'Decrease quantity of Jute Tote Bag' }),
    ).toBeDisabled();
    expect(
      within(brushRow!).getByRole('button', { name: 'Decrease quantity of Bamboo Toothbrush' }),
    ).toBeEnabled();
  });

  it('sets quantities with the update call on this screen, up and down, and re-sums', async () => {
    const server = fakeShopServer([brush], { cart: [lineOf(brush, 1)] });
    const { user } = renderPage(<CartPage />, { route: '/cart' });
    await user.click(
      await screen.findByRole('button', { name: 'Increase quantity of Bamboo Toothbrush' }),
    );
    expect(screen.getByTestId('subtotal')).toHaveTextContent('₹3,798.00');
    await user.click(
      screen.getByRole('button', { name: 'Decrease quantity of Bamboo Toothbrush' }),
    );
    expect(screen.getByTestId('subtotal')).toHaveTextContent('₹1,899.00');
    await waitFor(() =>
      expect(server.writes().map((c) => [c.path, c.body?.quantity])).toEqual([
        ['/api/cart/update', 2],
        ['/api/cart/update', 1],
      ]),
    );
  });

  it("logs 'Failed to update cart item.' and puts the quantity back when an update fails", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = fakeShopServer([brush], { cart: [lineOf(brush, 1)] });
    server.failNext('/api/cart/update');
    const { user } = renderPage(<CartPage />, { route: '/cart' });
    await user.click(
      await screen.findByRole('button', { name: 'Increase quantity of Bamboo Toothbrush' }),
    );
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Failed to update cart item.'));
    await waitFor(() => expect(screen.getByTestId('subtotal')).toHaveTextContent('₹1,899.00'));
  });

  it('Remove deletes the line', async () => {
    const server = fakeShopServer([brush, bag], { cart: [lineOf(brush, 1), lineOf(bag, 1)] });
    const { user } = renderPage(<CartPage />, { route: '/cart' });
    await user.click(await screen.findByRole('button', { name: 'Remove Jute Tote Bag from cart' }));
    expect(screen.getAllByTestId('cart-row')).toHaveLength(1);
    await waitFor(() =>
      expect(server.writes()).toEqual([
        { method: 'DELETE', path: '/api/cart/remove/p2', body: { userId: 'u1' } },
      ]),
    );
  });

  it("puts the line back and toasts 'Failed to remove item from cart.' for 3 s when Remove fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = fakeShopServer([brush], { cart: [lineOf(brush, 1)] });
    server.failNext('/api/cart/remove/');
    const { user } = renderPage(<CartPage />, { route: '/cart' });
    await user.click(
      await screen.findByRole('button', { name: 'Remove Bamboo Toothbrush from cart' }),
    );
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to remove item from cart.', {
        duration: 3000,
      }),
    );
    expect(await screen.findAllByTestId('cart-row')).toHaveLength(1);
  });

  it('Proceed to Checkout goes to /checkout carrying the items', async () => {
    fakeShopServer([brush, bag], { cart: [lineOf(brush, 2), lineOf(bag, 1)] });
    const { user, router } = renderPage(<CartPage />, { route: '/cart' });
    await user.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }));
    expect(router.state.location.pathname).toBe('/checkout');
    expect(router.state.location.state).toEqual({
      items: [
        {
          productId: 'p1',
          name: 'Bamboo Toothbrush',
          price: 1899,
          quantity: 2,
          image: brush.image,
          // Each line's carbon record figure (decision 069), so checkout shows what the order records.
          carbonKgPerUnit: brush.carbon.netKgPerUnit,
          gstRate: 18,
        },
        {
          productId: 'p2',
          name: 'Jute Tote Bag',
          price: 450.5,
          quantity: 1,
          image: bag.image,
          carbonKgPerUnit: bag.carbon.netKgPerUnit,
          gstRate: 18,
        },
      ],
    });
  });

  it('shows skeleton rows while loading', () => {
    fakeShopServer([]).hang('/api/cart/');
    renderPage(<CartPage />, { route: '/cart' });
    expect(screen.getAllByTestId('cart-row-skeleton')).toHaveLength(3);
  });

  it("says 'Failed to fetch cart items.' with Try Again, which asks again", async () => {
    const server = fakeShopServer([brush], { cart: [lineOf(brush, 1)] });
    server.failNext('/api/cart/u1');
    const { user } = renderPage(<CartPage />, { route: '/cart' });
    expect(await screen.findByText('Failed to fetch cart items.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findAllByTestId('cart-row')).toHaveLength(1);
  });

  it('shows the empty state with Start Shopping', async () => {
    fakeShopServer([]);
    renderPage(<CartPage />, { route: '/cart' });
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/shop');
    expect(screen.queryByTestId('order-summary')).not.toBeInTheDocument();
  });

  it('asks a signed-out visitor to sign in, without calling the server', () => {
    signInAs(null);
    const server = fakeShopServer([]);
    renderPage(<CartPage />, { route: '/cart' });
    expect(screen.getByText('Please sign in to view your cart')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(server.calls).toEqual([]);
  });
});
