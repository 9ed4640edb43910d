// A stand-in for the wishlist and cart API (SPEC §7) at the network edge, for component tests:
// it keeps a cart and a wishlist in memory and records every call.

import { cartLineFromProduct } from '@harit/core/cart';
import type { CartLine, Product, WishlistEntry } from '@harit/core/types';
import { stubApi } from './render';

export interface RecordedCall {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
}

export interface FakeShopServer {
  cart: CartLine[];
  wishlist: WishlistEntry[];
  calls: RecordedCall[];
  /** The writes only (not GETs), as "METHOD /path" with their bodies. */
  writes(): RecordedCall[];
  /** The next request to a path starting with `prefix` answers this status instead. */
  failNext(prefix: string, status?: number): void;
  /** Requests to paths starting with `prefix` never answer (to see loading states). */
  hang(prefix: string): void;
}

/** A cart line as the server would hold it (the same shape the cart shows before it answers). */
export const lineOf = cartLineFromProduct;

/** Installs the fake as global fetch; `products` are what add and toggle can find. */
export function fakeShopServer(
  products: Product[],
  initial: { cart?: CartLine[]; wishlist?: WishlistEntry[] } = {},
): FakeShopServer {
  const failures = new Map<string, number>();
  const hanging = new Set<string>();
  const server: FakeShopServer = {
    cart: [...(initial.cart ?? [])],
    wishlist: [...(initial.wishlist ?? [])],
    calls: [],
    writes: () => server.calls.filter((c) => c.method !== 'GET'),
    failNext: (prefix, status = 500) => failures.set(prefix, status),
    hang: (prefix) => hanging.add(prefix),
  };
  const find = (id: unknown) => products.find((p) => p._id === id);

  function answer(method: string, path: string, body: Record<string, unknown> | undefined) {
    const productId = body?.productId;
    if (method === 'GET' && path.startsWith('/api/cart/')) return Response.json(server.cart);
    if (method === 'GET' && path.startsWith('/api/wishlist/'))
      return Response.json(server.wishlist);
    if (path === '/api/cart/add' || path === '/api/cart/update') {
      const product = find(productId);
      if (!product) return Response.json({ message: 'Product not found' }, { status: 404 });
      const quantity = Number(body?.quantity ?? 1);
      const line = server.cart.find((l) => l.productId === productId);
      const next = path === '/api/cart/add' ? (line?.quantity ?? 0) + quantity : quantity;
      if (next === 0) server.cart = server.cart.filter((l) => l.productId !== productId);
      else if (line) line.quantity = next;
      else server.cart.push(lineOf(product, next));
      return Response.json({ ok: true, message: 'Added to cart', item: null });
    }
    if (method === 'DELETE' && path.startsWith('/api/cart/remove/')) {
      const id = decodeURIComponent(path.slice('/api/cart/remove/'.length));
      server.cart = server.cart.filter((l) => l.productId !== id);
      return Response.json({ ok: true, message: 'Removed from cart' });
    }
    if (path === '/api/wishlist/toggle') {
      const product = find(productId);
      if (!product) return Response.json({ message: 'Product not found' }, { status: 404 });
      const saved = server.wishlist.some((e) => e.productId === productId);
      server.wishlist = saved
        ? server.wishlist.filter((e) => e.productId !== productId)
        : [
            { productId: product._id, product, addedAt: new Date().toISOString() },
            ...server.wishlist,
          ];
      return Response.json({
        ok: true,
        message: saved ? 'Removed from wishlist' : 'Added to wishlist',
        wishlisted: !saved,
      });
    }
    if (path === '/api/wishlist/remove') {
      server.wishlist = server.wishlist.filter((e) => e.productId !== productId);
      return Response.json({ ok: true, message: 'Removed from wishlist' });
    }
    return Response.json({ message: 'Not found' }, { status: 404 });
  }

  stubApi(async (url, init) => {
    const method = init.method ?? 'GET';
    const { pathname: path, search } = new URL(url, 'http://localhost');
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    // With its query (a Hindi page reads the cart with ?lang=hi); routed by the path alone.
    server.calls.push({ method, path: `${path}${search}`, body });
    if ([...hanging].some((prefix) => path.startsWith(prefix))) {
      return new Promise<Response>(() => {});
    }
    for (const [prefix, status] of failures) {
      if (path.startsWith(prefix)) {
        failures.delete(prefix);
        return Response.json({ message: 'Something went wrong' }, { status });
      }
    }
    return answer(method, path, body);
  });
  return server;
}
