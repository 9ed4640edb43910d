import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, apiRequest, setIdentity } from './api-client';
import { activateLanguage } from './i18n';

function respond(status: number, body: unknown, headers: Record<string, string> = {}) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json', ...headers },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('apiFetch', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setIdentity(null);
  });

  it('prefixes /api and parses JSON', async () => {
    const fetchMock = respond(200, [{ _id: '1' }]);
    await expect(apiFetch('/products?search=bamboo')).resolves.toEqual([{ _id: '1' }]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/products?search=bamboo');
  });

  it('sends a JSON body with its content type', async () => {
    const fetchMock = respond(200, { ok: true });
    await apiFetch('/cart/add', { method: 'POST', body: { productId: 'p1', quantity: 1 } });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"productId":"p1","quantity":1}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('adds the bearer token once a getter is registered, and none without one', async () => {
    const fetchMock = respond(200, {});
    await apiFetch('/products');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('Authorization')).toBe(false);
    setIdentity({
      signedIn: () => true,
      token: async () => 'tok-123',
      renewToken: async () => null,
      sessionEnded() {},
    });
    await apiFetch('/cart/u1');
    expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).get('Authorization')).toBe(
      'Bearer tok-123',
    );
  });

  it('names the language the page shows, so the server answers its messages in it', async () => {
    const fetchMock = respond(200, {});
    await apiFetch('/products');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Accept-Language')).toBe('en-IN');
    await activateLanguage('hi');
    try {
      await apiFetch('/cart/u1', { method: 'POST', body: {} });
      expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).get('Accept-Language')).toBe(
        'hi-IN',
      );
    } finally {
      await activateLanguage('en');
    }
  });

  it("throws an ApiError with the status and the server's message", async () => {
    respond(404, { message: 'Product not found' });
    const error = await apiFetch('/products/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Product not found' });
  });

  it('hands back headers such as X-Total-Count', async () => {
    respond(200, [], { 'X-Total-Count': '42' });
    const { headers } = await apiRequest('/products');
    expect(headers.get('X-Total-Count')).toBe('42');
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(apiFetch('/products')).rejects.toMatchObject({ status: 0 });
  });
});

/** Someone signed in, holding `token`; a renewal hands out `renewed`. */
function signedIn(options: {
  token: string | null;
  renewed: string | null;
  sessionEnded: () => void;
}) {
  setIdentity({
    signedIn: () => true,
    token: async () => options.token,
    renewToken: async () => options.renewed,
    sessionEnded: options.sessionEnded,
  });
}

describe('a refused identity token', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setIdentity(null);
  });

  /** Answers 401 to every token but `accepted`. */
  function serverAccepting(accepted: string) {
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
      const ok = new Headers(init?.headers).get('Authorization') === `Bearer ${accepted}`;
      return Response.json(ok ? { ok: true } : { message: 'Sign in again' }, {
        status: ok ? 200 : 401,
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }

  it('is renewed once and the call sent again with the new one', async () => {
    const fetchMock = serverAccepting('new');
    const sessionEnded = vi.fn();
    signedIn({ token: 'old', renewed: 'new', sessionEnded });
    await expect(
      apiFetch('/cart/add', { method: 'POST', body: { productId: 'p1' } }),
    ).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]?.[1]?.body).toBe('{"productId":"p1"}');
    expect(sessionEnded).not.toHaveBeenCalled();
  });

  it('ends the session when the new one is refused too, or none comes', async () => {
    serverAccepting('nobody');
    const sessionEnded = vi.fn();
    signedIn({ token: 'old', renewed: 'new', sessionEnded });
    await expect(apiFetch('/cart/u1')).rejects.toMatchObject({ status: 401 });
    expect(sessionEnded).toHaveBeenCalledTimes(1);

    signedIn({ token: 'old', renewed: null, sessionEnded });
    await expect(apiFetch('/cart/u1')).rejects.toMatchObject({ status: 401 });
    expect(sessionEnded).toHaveBeenCalledTimes(2);
  });

  it('does not end anything for a visitor who sent no token', async () => {
    const fetchMock = serverAccepting('nobody');
    const sessionEnded = vi.fn();
    const renewToken = vi.fn(async () => 'new');
    setIdentity({ signedIn: () => false, token: async () => null, renewToken, sessionEnded });
    await expect(apiFetch('/cart/u1')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(renewToken).not.toHaveBeenCalled();
    expect(sessionEnded).not.toHaveBeenCalled();
  });

  it('ends the session of someone signed in whose token did not come at all', async () => {
    serverAccepting('nobody');
    const sessionEnded = vi.fn();
    signedIn({ token: null, renewed: null, sessionEnded });
    await expect(apiFetch('/cart/u1')).rejects.toMatchObject({ status: 401 });
    expect(sessionEnded).toHaveBeenCalledTimes(1);
  });
});
