import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPage, nextPageOffset } from './api-client';

function respondWithTotal(items: unknown[], total?: string) {
  const fetchMock = vi.fn(async (_url: string) =>
    Response.json(items, { headers: total === undefined ? {} : { 'X-Total-Count': total } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function page(items: number[], total: number | null, offset: number, totalAtLeast = false) {
  return { items, total, totalAtLeast, offset, nextCursor: null };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiPage', () => {
  it('adds limit and offset to the query string and reads X-Total-Count', async () => {
    const fetchMock = respondWithTotal([{ id: 1 }], '42');
    const page = await apiPage('/products?category=kitchen', { limit: 24, offset: 48 });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/products?category=kitchen&limit=24&offset=48');
    expect(page).toEqual({
      items: [{ id: 1 }],
      total: 42,
      totalAtLeast: false,
      offset: 48,
      nextCursor: null,
    });
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
    expect(nextPageOffset(page([1, 2], 5, 2), 2)).toBe(4);
    expect(nextPageOffset(page([1], 5, 4), 2)).toBeUndefined();
  });

  it('without a total, asks again only after a full page', () => {
    expect(nextPageOffset(page([1, 2], null, 0), 2)).toBe(2);
    expect(nextPageOffset(page([1], null, 2), 2)).toBeUndefined();
  });

  it('past a total the server stopped counting at ("1,000+"), asks again after a full page', () => {
    expect(nextPageOffset(page([1, 2], 4, 2, true), 2)).toBe(4);
    expect(nextPageOffset(page([1], 4, 4, true), 2)).toBeUndefined();
  });
});

describe('apiPage keyset paging', () => {
  it('sends the cursor instead of the offset and reads X-Next-Cursor and X-Total-At-Least', async () => {
    const fetchMock = vi.fn(async (_url: string) =>
      Response.json([{ id: 1 }], {
        headers: { 'X-Total-Count': '1000', 'X-Total-At-Least': 'true', 'X-Next-Cursor': 'b2s' },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const found = await apiPage('/products?search=bag', { limit: 24, offset: 24, cursor: 'a+b' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/products?search=bag&limit=24&cursor=a%2Bb');
    expect(found).toMatchObject({ total: 1000, totalAtLeast: true, nextCursor: 'b2s' });
  });
});
