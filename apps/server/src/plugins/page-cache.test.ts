import { describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache.ts';

function setup({ maxBytes = 100, maxAgeMs = 1_000 } = {}) {
  const catalogue = { generation: 0, trusted: true };
  let now = 0;
  const cache = createPageCache({
    catalogue: { generation: () => catalogue.generation, isTrusted: () => catalogue.trusted },
    maxBytes,
    maxAgeMs,
    now: () => now,
  });
  const page = (bytes: number, etag = `W/"${bytes}"`) => ({ gzip: Buffer.alloc(bytes), etag });
  return {
    cache,
    catalogue,
    page,
    later: (ms: number) => {
      now += ms;
    },
  };
}

describe('kept rendered pages', () => {
  it('lets the least recently used pages go when their bytes pass the bound', () => {
    const { cache, page } = setup({ maxBytes: 100 });
    cache.set('a', 0, page(40));
    cache.set('b', 0, page(40));
    expect(cache.get('a')?.etag).toBe('W/"40"'); // a is now the most recently used
    cache.set('c', 0, page(40));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.size()).toEqual({ pages: 2, bytes: 80 });
    // A page larger than the bound is not kept at all.
    cache.set('huge', 0, page(101));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size().pages).toBe(2);
  });

  it('serves no page rendered before a catalogue change, and keeps no render that saw one', () => {
    const { cache, catalogue, page } = setup();
    cache.set('a', 0, page(10));
    const startedAt = cache.generation();
    catalogue.generation++;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size()).toEqual({ pages: 0, bytes: 0 });
    cache.set('b', startedAt, page(10));
    expect(cache.get('b')).toBeUndefined();
    cache.set('b', cache.generation(), page(10));
    expect(cache.get('b')).toBeDefined();
  });

  it('keeps and serves nothing while the catalogue’s notifications are not arriving', () => {
    const { cache, catalogue, page } = setup();
    cache.set('a', 0, page(10));
    catalogue.trusted = false;
    expect(cache.get('a')).toBeUndefined();
    cache.set('b', 0, page(10));
    catalogue.trusted = true;
    expect(cache.get('b')).toBeUndefined();
  });

  it('renders a page again once it is older than the longest age', () => {
    const { cache, page, later } = setup({ maxAgeMs: 1_000 });
    cache.set('a', 0, page(10));
    later(1_000);
    expect(cache.get('a')).toBeDefined();
    later(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size().bytes).toBe(0);
  });
});
