// The catalogue cache with read replicas (decision 039): after a change notification, nothing
// read before the replicas caught up may stay in the cache.
import { describe, expect, it } from 'vitest';
import { changeOf, createCatalogCache } from './cache.ts';

describe('catalogue cache while replicas catch up', () => {
  it('stores nothing until the replicas have the change, then forgets reads begun before', async () => {
    const cache = createCatalogCache();
    cache.setTrusted(true);
    cache.set('/api/products', cache.generation(), 'old');
    expect(cache.get('/api/products')?.body.toString()).toBe('old');

    let caughtUp!: () => void;
    const catchingUp = cache.clearUntil(new Promise<void>((resolve) => (caughtUp = resolve)));
    expect(cache.get('/api/products')).toBeUndefined();
    // A read from a replica that may not have the change yet is answered but not kept.
    const lagging = cache.generation();
    cache.set('/api/products', lagging, 'maybe old');
    expect(cache.get('/api/products')).toBeUndefined();

    caughtUp();
    await catchingUp;
    // Begun before the catch-up, finished after: still not kept.
    cache.set('/api/products', lagging, 'maybe old');
    expect(cache.get('/api/products')).toBeUndefined();
    cache.set('/api/products', cache.generation(), 'new');
    expect(cache.get('/api/products')?.body.toString()).toBe('new');
  });

  it('keeps holding while a later change is still being replayed', async () => {
    const cache = createCatalogCache();
    cache.setTrusted(true);
    let first!: () => void;
    let second!: () => void;
    const a = cache.clearUntil(new Promise<void>((resolve) => (first = resolve)));
    const b = cache.clearUntil(new Promise<void>((resolve) => (second = resolve)));
    first();
    await a;
    cache.set('/api/products', cache.generation(), 'between');
    expect(cache.get('/api/products')).toBeUndefined();
    second();
    await b;
    cache.set('/api/products', cache.generation(), 'after');
    expect(cache.get('/api/products')?.body.toString()).toBe('after');
  });
});

describe('values remembered until the catalogue changes', () => {
  it('loads once per change, every time while notifications are down, and again after a failure', async () => {
    const cache = createCatalogCache();
    let loads = 0;
    let fail = false;
    const words = cache.remember(async () => {
      loads++;
      if (fail) throw new Error('database down');
      return loads;
    });
    // Not trusted yet: nothing is kept.
    expect([await words(), await words()]).toEqual([1, 2]);
    cache.setTrusted(true);
    expect([await words(), await words()]).toEqual([3, 3]);
    cache.clear();
    expect(await words()).toBe(4);
    fail = true;
    cache.clear();
    await expect(words()).rejects.toThrow('database down');
    fail = false;
    expect(await words()).toBe(6);
  });
});

describe('stock-only changes (decision 049)', () => {
  const listing = (stock: number) =>
    JSON.stringify([
      { _id: 'a', name: 'A', stock },
      { _id: 'b', stock: 5 },
    ]);

  it('marks only the answers showing the product, and patches them with the stock given', () => {
    const cache = createCatalogCache();
    cache.setTrusted(true);
    cache.set('/api/products', cache.generation(), listing(9), { 'X-Total-Count': '2' }, [
      'a',
      'b',
    ]);
    cache.set('/api/products/b', cache.generation(), '{"_id":"b","stock":5}', {}, ['b']);
    cache.set('/api/products/categories', cache.generation(), '[]');
    const generationBefore = cache.generation();

    void cache.stockChangedUntil(['a'], new Promise<void>(() => {}));
    // The page cache sees a change, as before.
    expect(cache.generation()).toBeGreaterThan(generationBefore);
    expect(cache.get('/api/products')?.stockChanged).toBe(true);
    expect(cache.get('/api/products/b')?.stockChanged).toBe(false);
    expect(cache.get('/api/products/categories')?.stockChanged).toBe(false);

    const entry = cache.get('/api/products')!;
    const patched = cache.withStocks(
      '/api/products',
      entry,
      cache.generation(),
      new Map([
        ['a', 7],
        ['b', 5],
      ]),
    )!;
    expect(JSON.parse(patched.body.toString())).toEqual([
      { _id: 'a', name: 'A', stock: 7 },
      { _id: 'b', stock: 5 },
    ]);
    expect(patched.etag).not.toBe(entry.etag);
    expect(patched.headers).toEqual({ 'X-Total-Count': '2' });
    // Not kept while the replicas may not have the change: the next request patches again.
    expect(cache.get('/api/products')).toBe(entry);
  });

  it('keeps a patched answer once the replicas have the change, and refuses reads begun before', async () => {
    const cache = createCatalogCache();
    cache.setTrusted(true);
    cache.set('/api/products', cache.generation(), listing(9), {}, ['a', 'b']);
    const begunBefore = cache.generation();
    await cache.stockChangedUntil(['a'], Promise.resolve());
    const entry = cache.get('/api/products')!;
    expect(entry.stockChanged).toBe(true);
    const stocks = new Map([
      ['a', 7],
      ['b', 5],
    ]);
    cache.withStocks('/api/products', entry, begunBefore, stocks);
    expect(cache.get('/api/products')).toBe(entry);
    cache.set('/api/products', begunBefore, listing(9), {}, ['a', 'b']);
    expect(cache.get('/api/products')).toBe(entry);
    // A listing without 'a' read before the change is still the database's.
    cache.set('/api/products/b', begunBefore, '{"_id":"b","stock":5}', {}, ['b']);
    expect(cache.get('/api/products/b')?.body.toString()).toBe('{"_id":"b","stock":5}');

    const patched = cache.withStocks('/api/products', entry, cache.generation(), stocks)!;
    expect(cache.get('/api/products')).toMatchObject({ body: patched.body, stockChanged: false });
  });

  it('gives up patching when a product it shows is gone', () => {
    const cache = createCatalogCache();
    cache.setTrusted(true);
    cache.set('/api/products', cache.generation(), listing(9), {}, ['a', 'b']);
    const entry = cache.get('/api/products')!;
    expect(cache.withStocks('/api/products', entry, cache.generation(), new Map([['b', 5]]))).toBe(
      undefined,
    );
  });

  it('keeps remembered values (word lists) across stock changes, not across other changes', async () => {
    const cache = createCatalogCache();
    cache.setTrusted(true);
    let loads = 0;
    const words = cache.remember(async () => ++loads);
    expect(await words()).toBe(1);
    await cache.stockChangedUntil(['a'], Promise.resolve());
    expect(await words()).toBe(1);
    await cache.clearUntil(Promise.resolve());
    expect(await words()).toBe(2);
  });

  it('reads what a notification says changed', () => {
    expect(changeOf('')).toBe('everything');
    expect(changeOf('stock:')).toBe('everything');
    expect(changeOf('stock:a,b')).toEqual({ stockOf: ['a', 'b'] });
  });
});
