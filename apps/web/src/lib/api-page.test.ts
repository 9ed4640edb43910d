import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPage, nextPageOffset } from './api-client';

function respondWithTotal(items: unknown[], total?: string) {
  const fetchMock = vi.fn(async (_url: string) =>
    Response.json(items, { headers: total === undefined ? {} : { 'X-Total-Count': total } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiPage', () => {
  it('adds limit and offset to the query string and reads X-Total-Count', async () => {
    const fetchMock = respondWithTotal([{ id: 1 }], '42');
    const page = await apiPage('/products?category=kitchen', { limit: 24, offset: 48 });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/products?category=kitchen&limit=24&offset=48');
    expect(page).toEqual({ items: [{ id: 1 }], total: 42, offset: 48 });
  });

  it.each([
    ['is missing', undefined],
    ['is empty', ''],
    ['is not a number', 'many'],
    ['is negative', '-1'],
  ])('has no total when the header %s', async (_case, header) => {
    respondWithTotal([], header);
    expect((await apiPage('/orders', { limit: 10 })).total).toBeNull();
  });
});

describe('nextPageOffset', () => {
  it('asks for the next page while the total says there is more', () => {
    expect(nextPageOffset({ items: [1, 2], total: 5, offset: 2 }, 2)).toBe(4);
    expect(nextPageOffset({ items: [1], total: 5, offset: 4 }, 2)).toBeUndefined();
  });

  it('without a total, asks again only after a full page', () => {
    expect(nextPageOffset({ items: [1, 2], total: null, offset: 0 }, 2)).toBe(2);
    expect(nextPageOffset({ items: [1], total: null, offset: 2 }, 2)).toBeUndefined();
  });
});
