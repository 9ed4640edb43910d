import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeShopServer, lineOf } from '../../test/fake-shop-server';
import { makeProduct } from '../../test/fixtures';
import { renderPage, signInAs, testUser } from '../../test/render';
import { cartCallFor } from './api/set-cart-quantity';
import { CartControls } from './cart-controls';

const product = makeProduct({ _id: 'p1', name: 'Bamboo Toothbrush', stock: 10 });
const increase = () =>
  screen.getByRole('button', { name: 'Increase quantity of Bamboo Toothbrush' });
const decrease = () =>
  screen.getByRole('button', { name: 'Decrease quantity of Bamboo Toothbrush' });

describe('cartCallFor (SPEC §4)', () => {
  it.each([
    [0, 1, { call: 'add', quantity: 1 }],
    [2, 5, { call: 'add', quantity: 3 }],
    [5, 2, { call: 'update', quantity: 2 }],
    [1, 0, { call: 'update', quantity: 0 }],
    [3, 3, null],
  ])('from %i to %i → %o', (current, next, expected) => {
    expect(cartCallFor(current, next)).toEqual(expected);
  });
});

describe('CartControls on a product card', () => {
  beforeEach(() => {
    signInAs(testUser);
  });
  it('Add to Cart adds one and turns into a stepper showing 1', async () => {
    const server = fakeShopServer([product]);
    const { user } = renderPage(<CartControls product={product} />);
    await waitFor(() => expect(server.calls.some((c) => c.method === 'GET')).toBe(true));
    await user.click(screen.getByRole('button', { name: /Add to Cart/ }));
    expect(screen.getByTestId('cart-quantity')).toHaveTextContent('1');
    await waitFor(() =>
      expect(server.writes()).toEqual([
        {
          method: 'POST',
          path: '/api/cart/add',
          body: { userId: 'u1', productId: 'p1', quantity: 1 },
        },
      ]),
    );
  });

  it('a higher quantity uses the add call with the difference', async () => {
    const server = fakeShopServer([product], { cart: [lineOf(product, 2)] });
    const { user } = renderPage(<CartControls product={product} />);
    expect(await screen.findByTestId('cart-quantity')).toHaveTextContent('2');
    await user.click(increase());
    expect(screen.getByTestId('cart-quantity')).toHaveTextContent('3');
    await waitFor(() =>
      expect(server.writes()).toEqual([
        {
          method: 'POST',
          path: '/api/cart/add',
          body: { userId: 'u1', productId: 'p1', quantity: 1 },
        },
      ]),
    );
    expect(server.cart[0]?.quantity).toBe(3);
  });

  it('a lower quantity uses the update call with the new quantity', async () => {
    const server = fakeShopServer([product], { cart: [lineOf(product, 3)] });
    const { user } = renderPage(<CartControls product={product} />);
    expect(await screen.findByTestId('cart-quantity')).toHaveTextContent('3');
    await user.click(decrease());
    expect(screen.getByTestId('cart-quantity')).toHaveTextContent('2');
    await waitFor(() =>
      expect(server.writes()).toEqual([
        {
          method: 'POST',
          path: '/api/cart/update',
          body: { userId: 'u1', productId: 'p1', quantity: 2 },
        },
      ]),
    );
  });

  it('going down to 0 sends update with 0 and removes the line: Add to Cart comes back', async () => {
    const server = fakeShopServer([product], { cart: [lineOf(product, 1)] });
    const { user } = renderPage(<CartControls product={product} />);
    expect(await screen.findByTestId('cart-quantity')).toHaveTextContent('1');
    await user.click(decrease());
    expect(screen.getByRole('button', { name: /Add to Cart/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(server.writes()).toEqual([
        {
          method: 'POST',
          path: '/api/cart/update',
          body: { userId: 'u1', productId: 'p1', quantity: 0 },
        },
      ]),
    );
    expect(server.cart).toEqual([]);
  });

  it('quick clicks reach the server in order and end at the shown quantity', async () => {
    const server = fakeShopServer([product], { cart: [lineOf(product, 1)] });
    const { user } = renderPage(<CartControls product={product} />);
    await screen.findByTestId('cart-quantity');
    await user.click(increase());
    await user.click(increase());
    await user.click(decrease());
    expect(screen.getByTestId('cart-quantity')).toHaveTextContent('2');
    await waitFor(() => expect(server.writes()).toHaveLength(3));
    expect(server.writes().map((c) => [c.path, c.body?.quantity])).toEqual([
      ['/api/cart/add', 1],
      ['/api/cart/add', 1],
      ['/api/cart/update', 2],
    ]);
    await waitFor(() => expect(server.cart[0]?.quantity).toBe(2));
  });

  it('rolls back and only logs "Failed to update cart." when the server refuses', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = fakeShopServer([product], { cart: [lineOf(product, 2)] });
    server.failNext('/api/cart/add', 409);
    const { user } = renderPage(<CartControls product={product} />);
    expect(await screen.findByTestId('cart-quantity')).toHaveTextContent('2');
    await user.click(increase());
    await waitFor(() => expect(screen.getByTestId('cart-quantity')).toHaveTextContent('2'));
    expect(errors).toHaveBeenCalledWith('Failed to update cart.', 'Something went wrong');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does not offer more than the stock', async () => {
    const few = makeProduct({ _id: 'p1', name: 'Bamboo Toothbrush', stock: 2 });
    fakeShopServer([few], { cart: [lineOf(few, 2)] });
    renderPage(<CartControls product={few} />);
    await screen.findByTestId('cart-quantity');
    expect(increase()).toBeDisabled();
  });

  it('sends a signed-out visitor to /login without calling the server', async () => {
    signInAs(null);
    const server = fakeShopServer([product]);
    const { user, location } = renderPage(<CartControls product={product} />, {
      route: '/shop',
    });
    await user.click(screen.getByRole('button', { name: /Add to Cart/ }));
    expect(location()).toBe('/login');
    expect(server.calls).toEqual([]);
  });
});
