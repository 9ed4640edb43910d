import { render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLanguage, chooseLanguage, currentLanguage } from '../../lib/i18n';
import { signInAs, stubApi, testUser } from '../../test/render';
import { AccountLanguageSync } from './language-sync';

function clearLanguageCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: the test resets the browser's remembered choice
  document.cookie = 'harit-lang=; Path=/; Max-Age=0';
}

/** A server whose account has `language`; every call is recorded. */
function accountServer(language: 'en' | 'hi' | undefined) {
  return stubApi(async (url, init) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === '/api/account/me' && (init.method ?? 'GET') === 'GET') {
      return Response.json({ id: testUser.id, email: testUser.email, language });
    }
    if (path === '/api/account/language' && init.method === 'PUT') {
      return Response.json({ ok: true });
    }
    return new Response(null, { status: 404 });
  });
}

const calls = (api: ReturnType<typeof stubApi>, method: string, path: string) =>
  api.mock.calls.filter(
    ([url, init]) =>
      new URL(url, 'http://localhost').pathname === path && (init?.method ?? 'GET') === method,
  );

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

  it('stores a choice made while signed in on the account', { timeout: 15_000 }, async () => {
    signInAs(testUser);
    const api = accountServer(undefined);
    render(<AccountLanguageSync />);
    // On a busy machine (the whole suite beside the server's tests) the first read takes a while.
    await waitFor(() => expect(calls(api, 'GET', '/api/account/me')).toHaveLength(1), {
      timeout: 5_000,
    });
    await chooseLanguage('hi');
    // Hindi's catalogue is imported the first time it is chosen: slow on a busy machine.
    await waitFor(() => expect(calls(api, 'PUT', '/api/account/language')).toHaveLength(1), {
      timeout: 5_000,
    });
    const [, init] = calls(api, 'PUT', '/api/account/language')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ language: 'hi' });
  });

  it('stores nothing for a visitor who is signed out', async () => {
    signInAs(null);
    const api = accountServer('hi');
    render(<AccountLanguageSync />);
    await chooseLanguage('hi');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api).not.toHaveBeenCalled();
  });

  it('only logs a failed save', async () => {
    signInAs(testUser);
    const api = stubApi(async () => new Response(null, { status: 500 }));
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
