import type { ReactNode } from 'react';
import { useNavigation } from 'react-router';
import { useT } from '../../lib/i18n';
import { SessionEndedRedirect } from '../../lib/session-ended-redirect';
import { ConnectionGate } from '../../pwa/connection-gate';
import { HydrateLater } from '../../runtime/hydrate-later';
import { BrandMark } from './brand';
import { Footer } from './footer';
import { Header } from './header/header';
import { PageOutlet } from './page-outlet';
import { ScrollToTopButton } from './scroll-to-top';

function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-brand-100">
      <div className="h-full w-1/3 animate-pulse bg-haldi-500" />
    </div>
  );
}

/** Every page: header, main, footer and the scroll-to-top button (SPEC §2). */
export function LayoutShell({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-white px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:px-4 focus:py-2 focus:shadow-lg"
      >
        {t('Skip to content')}
      </a>
      {/* The header and the page hydrate in tasks of their own, their parts after them (decision
          050); `contents`: no box of their own. */}
      <HydrateLater className="contents">
        <Header />
      </HydrateLater>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      {/* Below the page: hydrates after it (decision 045). */}
      <HydrateLater>
        <Footer />
      </HydrateLater>
      <ScrollToTopButton />
    </div>
  );
}

export function RootLayout() {
  return (
    <>
      <NavigationProgress />
      <SessionEndedRedirect />
      <LayoutShell>
        <ConnectionGate>
          <PageOutlet />
        </ConnectionGate>
      </LayoutShell>
    </>
  );
}

/**
 * Shown while the first page's code loads: the header's frame without its controls, so nothing
 * can be opened here and then lost when the real layout replaces this one.
 */
export function LayoutFallback() {
  const t = useT();
  return (
    <div className="flex min-h-dvh flex-col">
      <div className="sticky top-0 z-30 bg-brand-900 text-white shadow-md">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:px-6 md:gap-4 lg:px-8">
          <span className="size-10 md:hidden" />
          <BrandMark />
        </div>
      </div>
      <div aria-busy="true" className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
        <span className="sr-only">{t('Loading…')}</span>
        <div className="h-64 animate-pulse rounded-3xl bg-stone-200" />
      </div>
    </div>
  );
}
