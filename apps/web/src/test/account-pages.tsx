// Account pages render through the shared test/render.tsx, with a home page to land on.
import type { ReactElement } from 'react';
import { renderPage as renderAnyPage, stubApi } from './render';

/** An account page at `path` (kept with this signature: the account specs call it so). */
export function renderPage(path: string, page: ReactElement) {
  return renderAnyPage(page, { route: path, routes: { '/': <p>Home page</p> } });
}

/** The server's GET /api/account/providers answer. */
export function stubProviders(providers: { google: boolean }) {
  stubApi(async () => Response.json({ emailPassword: true, ...providers }, { status: 200 }));
}

/** A promise the test settles when it wants (to look at the busy state in between). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
