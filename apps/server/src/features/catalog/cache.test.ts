// The catalogue cache with read replicas (decision 039): after a change notification, nothing
// read before the replicas caught up may stay in the cache.
import { describe, expect, it } from 'vitest';
import { createCatalogCache } from './cache.ts';

describe('catalogue cache while replicas catch up', () => {
  it('stores nothing until the replicas have the change, then forgets reads begun before', async () => {
    const cache = createCatalogCache();
    cache.setTrusted(true);
    cache.set('/api/products', cache.generation(), 'old');
    expect(cache.get('/api/products')?.body).toBe('old');

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
    expect(cache.get('/api/products')?.body).toBe('new');
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
    expect(cache.get('/api/products')?.body).toBe('after');
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
