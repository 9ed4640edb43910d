// One way to render a page in a web test: a fresh query client, a memory
// router, who is signed in, and a stand-in for the server at the fetch edge.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { type AuthState, type AuthUser, useAuth } from '../lib/auth';

/** The user tests sign in as unless they need another. */
export const testUser: AuthUser = { id: 'u1', name: 'Asha', email: 'asha@example.in' };

/** Answers the page's requests as the server would; it receives what fetch receives. */
export type FakeApi = (url: string, init: RequestInit) => Response | Promise<Response>;

export interface RenderPageOptions {
  /** The address the page opens at, with history state when a page reads it (checkout). */
  route?: string | { pathname: string; state: unknown };
  /** Signed in as this user; signed out when null (the default); 'pending' while the session check runs. */
  user?: AuthUser | null | 'pending';
  /** Stands in for the server; every call is recorded on the returned `api` mock. */
  api?: FakeApi;
  /** Other pages to land on, e.g. { '/': <p>Home page</p> }. */
  routes?: Record<string, ReactElement>;
  /** userEvent's pause between keystrokes; null for long forms. */
  typingDelay?: number | null;
}

/** Signs in (or out) for the rest of the test; renderPage's `user` option calls it. */
export function signInAs(
  user: AuthUser | null | 'pending',
  signOut: AuthState['signOut'] = async () => {},
) {
  vi.mocked(useAuth).mockReturnValue(
    user === 'pending'
      ? { user: null, isPending: true, signOut }
      : { user, isPending: false, signOut },
  );
}

/** Installs `api` as the global fetch (undone after each test by test/setup.ts). */
export function stubApi(api: FakeApi) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => api(url, init));
  // The identity service is not the shop's API: who is signed in comes from renderPage's `user`
  // (useAuth), so the identity client's own session checks get "no session" and reach no fake.
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) =>
    new URL(String(url), 'http://localhost').pathname.startsWith('/api/auth/')
      ? Promise.resolve(Response.json(null))
      : fetchMock(url, init),
  );
  return fetchMock;
}

export function renderPage(
  ui: ReactElement,
  { route = '/', user: signedIn, api, routes = {}, typingDelay = 0 }: RenderPageOptions = {},
) {
  if (signedIn !== undefined) signInAs(signedIn);
  const fetchMock = api ? stubApi(api) : undefined;
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
  const router = createMemoryRouter(
    [
      ...Object.entries(routes).map(([path, element]) => ({ path, element })),
      { path: '*', element: ui },
    ],
    { initialEntries: [route] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  const user = userEvent.setup({ delay: typingDelay });
  return { ...result, router, user, location, api: fetchMock, queryClient };
}

/** Where the link of that name leads, in the page or in a part of it (`within(…)`). */
export function hrefOf(name: string | RegExp, scope: Pick<typeof screen, 'getByRole'> = screen) {
  return scope.getByRole('link', { name }).getAttribute('href');
}
