// Renders an account page as the app does: React Query, a router with a home page to land on.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';

export function renderPage(path: string, page: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const route = new URL(path, 'http://localhost').pathname;
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={page} />
          <Route path="/" element={<p>Home page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The server's GET /api/account/providers answer. */
export function stubProviders(providers: { google: boolean }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ emailPassword: true, ...providers }, { status: 200 })),
  );
}

/** A promise the test settles when it wants (to look at the busy state in between). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
