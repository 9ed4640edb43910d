import { render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLanguage, chooseLanguage, currentLanguage } from '../../lib/i18n';
import { signInAs, stubApi, testUser } from '../../test/render';
import { AccountLanguageSync } from './language-sync';

function clearLanguageCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: the test resets the browser's remembered choice
  document.cookie = 'harit-lang=; Path=/; Max-Age=0';
}

/** A request the stand-in server received. */
interface Received {
  method: string;
  path: string;
  body: string | undefined;
}

/**
 * A server whose account has `language`; every request it receives is recorded in its own
 * list (read as it arrives, not from the mock's call log, which a render's later requests of an
 * earlier test could share).
 */
function accountServer(language: 'en' | 'hi' | undefined) {
  const received: Received[] = [];
  stubApi(async (url, init) => {
    const path = new URL(url, 'http://localhost').pathname;
    received.push({ method: init.method ?? 'GET', path, body: init.body?.toString() });
    if (path === '/api/account/me' && (init.method ?? 'GET') === 'GET') {
      return Response.json({ id: testUser.id, email: testUser.email, language });
    }
    if (path === '/api/account/language' && init.method === 'PUT') {
      return Response.json({ ok: true });
    }
    return new Response(null, { status: 404 });
  });
  return received;
}

const calls = (received: readonly Received[], method: string, path: string) =>
  received.filter((request) => request.path === path && request.method === method);

describe('AccountLanguageSync', () => {
  beforeEach(clearLanguageCookie);
  afterEach(async () => {
    clearLanguageCookie();
    await activateLanguage('en');
  });

  it("adopts the account's language when a signed-in page loads in a browser with no choice", async () => {
    signInAs(testUser);
    const api = accountServer('hi');
    render(<AccountLanguageSync />);
    await waitFor(() => expect(currentLanguage()).toBe('hi'));
    expect(document.cookie).toContain('harit-lang=hi');
    // Adopting the account's own language does not store it back.
    expect(calls(api, 'PUT', '/api/account/language')).toHaveLength(0);
  });

  it("keeps this browser's own choice over the account's", async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the browser chose English before
    document.cookie = 'harit-lang=en; Path=/';
    signInAs(testUser);
    const api = accountServer('hi');
    render(<AccountLanguageSync />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(currentLanguage()).toBe('en');
    expect(calls(api, 'GET', '/api/account/me')).toHaveLength(0);
  });

  it('stores a choice made while signed in on the account', async () => {
    // The account has English and this browser has chosen English: nothing to adopt.
    // biome-ignore lint/suspicious/noDocumentCookie: the browser chose English before
    document.cookie = 'harit-lang=en; Path=/';
    signInAs(testUser);
    const api = accountServer('en');
    render(<AccountLanguageSync />);
    await chooseLanguage('hi');
    await waitFor(() => expect(calls(api, 'PUT', '/api/account/language')).toHaveLength(1));
    expect(JSON.parse(String(calls(api, 'PUT', '/api/account/language')[0]?.body))).toEqual({
      language: 'hi',
    });
  });

  it('stores nothing for a visitor who is signed out', async () => {
    signInAs(null);
    const api = accountServer('hi');
    render(<AccountLanguageSync />);
    await chooseLanguage('hi');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api).toEqual([]);
  });

  it('only logs a failed save', async () => {
    signInAs(testUser);
    const api: Received[] = [];
    stubApi(async (url, init) => {
      api.push({
        method: init.method ?? 'GET',
        path: new URL(url, 'http://localhost').pathname,
        body: init.body?.toString(),
      });
      return new Response(null, { status: 500 });
    });
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      render(<AccountLanguageSync />);
      await chooseLanguage('hi');
      await waitFor(() => expect(errors).toHaveLength(1));
      expect(currentLanguage()).toBe('hi');
      expect(calls(api, 'PUT', '/api/account/language')).toHaveLength(1);
    } finally {
      console.error = original;
    }
  });
});
