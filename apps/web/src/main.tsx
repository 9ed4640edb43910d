import {
  cookieValue,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  LOCALE_OF,
  pickLanguage,
  preferredLanguage,
} from '@harit/core/language';
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createAppRouter, routes } from './app/router';
import { activateLanguage, rememberLanguage } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { registerServiceWorker } from './pwa/register';
import { releaseEarlyInput } from './runtime/early-input';
import { nextTask, whenHydrated } from './runtime/hydrate-later';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * The query cache a server-rendered page was rendered from (decision 035), if it was: a JSON
 * data block, which the Content Security Policy lets through where an inline script is refused.
 */
const stateBlock = document.getElementById('query-state')?.textContent;
const rendered = stateBlock ? (JSON.parse(stateBlock) as DehydratedState) : undefined;
const queryClient = createQueryClient();

/**
 * The page's language (decision 042): a server-rendered page's is on <html lang>, the one it was
 * rendered in; otherwise the same choice the server makes, from the address, the remembered
 * cookie and the browser's languages. An address's ?lang= is remembered for the pages after it.
 */
function pageLanguage() {
  const param = new URLSearchParams(window.location.search).get(LANGUAGE_PARAM);
  const language =
    (rendered && preferredLanguage([document.documentElement.lang])) ||
    pickLanguage({
      param,
      cookie: cookieValue(document.cookie, LANGUAGE_COOKIE),
      accepted: navigator.languages,
    });
  if (param === language) rememberLanguage(language);
  // Written only when it changes: writing <html lang> again, even the same value, restyles and
  // lays out the whole page (6–10 ms measured, ×4 on a phone; decision 050).
  if (document.documentElement.lang !== LOCALE_OF[language]) {
    document.documentElement.lang = LOCALE_OF[language];
  }
  return language;
}

/** What the visitor did before the app listened (runtime/early-input.ts), once it does. */
let replayEarlyInput = () => {};

/**
 * Total blocking time (decision 045): on a phone's slow CPU each step of the start is a task of its
 * own — the scripts' evaluation, the language and the query cache, the router's start — then
 * React hydrates the page concurrently, yielding to the browser, the parts in <HydrateLater>
 * after the frame (decision 059), so no task blocks a tap for long.
 */
async function start(container: HTMLElement) {
  await nextTask();
  await activateLanguage(pageLanguage());
  if (!rendered) {
    // index.html's title names the shop until the app runs; from then on each page renders its
    // own, which React puts in <head> (decision 059): the two would both be there.
    document.head.querySelector('title')?.remove();
    // Nothing was on the page to act on before this render.
    releaseEarlyInput();
    createRoot(container).render(app(createAppRouter()));
    return;
  }
  await nextTask();
  hydrate(queryClient, rendered);
  // The page's lazy modules load before the first render, so it renders what the server did
  // instead of the loading frame.
  await Promise.all(
    (matchRoutes(routes, window.location) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy());
      route.lazy = undefined;
    }),
  );
  await nextTask();
  const router = createBrowserRouter(routes, { hydrationData: { loaderData: {} } });
  await nextTask();
  // From here React listens on the root and replays what reaches a part not hydrated yet.
  replayEarlyInput = releaseEarlyInput();
  // In a transition: React renders a default-priority update without yielding, the whole frame
  // in one task; a transition's render yields to the browser every few milliseconds (decision
  // 037 did the same), and an input on the page still hydrates its part first.
  startTransition(() => {
    hydrateRoot(container, app(router));
  });
}

function app(router: ReturnType<typeof createBrowserRouter>) {
  return (
    <StrictMode>
      <Providers client={queryClient}>
        <RouterProvider router={router} />
      </Providers>
      <MarkRunning />
    </StrictMode>
  );
}

/**
 * `data-hydrated` on <html> once the app runs (its first commit, hydrated or rendered, and every
 * part that hydrates later but those waiting to come near the screen, runtime/hydrate-later.tsx,
 * which an input opens before it lands): a server-rendered page shows its
 * controls before its script has run, and a click on one then does nothing. Browser tests wait
 * for the mark before they click (e2e/support/fixtures.ts).
 */
function MarkRunning() {
  useEffect(() => {
    void whenHydrated().then(() => {
      // Every part is live, its effects run: what the visitor did meanwhile lands as on a page
      // that was running.
      replayEarlyInput();
      document.documentElement.dataset.hydrated = 'true';
      // Its install fetches the whole app: not while the page's parts come to life.
      registerServiceWorker();
    });
  }, []);
  return null;
}

void start(root);
