// Pages and the network (decision 036). Offline, a page with one person's data (cart,
// checkout, orders, account, …) says it needs a connection instead of spinning or failing, and
// comes back by itself when the connection does; the public pages stay, as the service worker
// keeps them.
import { isOfflinePage } from '@harit/core/offline';
import { WifiOff } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../components/ui/button';
import { msg, useT } from '../lib/i18n';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser has a network; on the server, always (the page renders online). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** What the page needs a connection for, in its own words (a message, translated where shown). */
export function needsConnectionTitle(pathname: string): string {
  const page = pathname.replace(/\/+$/, '').toLowerCase();
  if (page === '/cart') return msg('Your cart needs an internet connection');
  if (page === '/checkout') return msg('Checkout needs an internet connection');
  return msg('This page needs an internet connection');
}

export function NeedsConnection({ pathname }: { pathname: string }) {
  const t = useT();
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6" role="status">
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
        <span className="rounded-full bg-haldi-100 p-3 text-haldi-800">
          <WifiOff className="size-6" aria-hidden="true" />
        </span>
        <h1 className="text-lg font-semibold text-stone-800">
          {t(needsConnectionTitle(pathname))}
        </h1>
        <p className="max-w-md text-sm text-stone-600">
          {t(
            'You are offline. Nothing is lost: your cart and orders are kept with your account and show here again as soon as you are back online.',
          )}
        </p>
        <Link to="/shop" className={buttonClass({ size: 'sm' })}>
          {t('Browse the shop')}
        </Link>
      </div>
    </div>
  );
}

/** Around every page (root-layout.tsx): public pages as they are, the others need a network. */
export function ConnectionGate({ children }: { children: ReactNode }) {
  const online = useOnline();
  const { pathname, search } = useLocation();
  const kept = isOfflinePage(pathname + search);
  useReloadKeptPageOffline(kept);
  if (kept) return children;
  return (
    <OnlineOnly key={pathname} online={online} pathname={pathname}>
      {children}
    </OnlineOnly>
  );
}

/**
 * A page with one person's data. Opened offline, it is not started at all (it would find no
 * session and send the shopper to sign in) and the page is loaded afresh when the connection
 * comes. Offline after it started, it stays mounted but hidden under the notice, so a
 * half-filled checkout form is still there when the connection comes back.
 */
function OnlineOnly({
  online,
  pathname,
  children,
}: {
  online: boolean;
  pathname: string;
  children: ReactNode;
}) {
  const [started] = useState(online);
  useEffect(() => {
    if (online && !started) window.location.reload();
  }, [online, started]);
  return (
    <>
      {!online && <NeedsConnection pathname={pathname} />}
      {started && <div hidden={!online}>{children}</div>}
    </>
  );
}

/**
 * Offline, a link to a public page loads it as a page rather than in the app: the app would ask
 * the API, whose answers are seldom kept, while the service worker has the page as it was seen
 * (or else its offline page, which lists the pages it has).
 */
function useReloadKeptPageOffline(kept: boolean) {
  const { key } = useLocation();
  const firstKey = useRef(key);
  useEffect(() => {
    if (!kept || key === firstKey.current) return;
    if (!navigator.onLine && navigator.serviceWorker?.controller) window.location.reload();
  }, [key, kept]);
}
