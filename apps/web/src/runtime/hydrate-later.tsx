// A server-rendered page hydrates in parts (decisions 045, 059): each <HydrateLater> is a
// <Suspense> boundary, which React 19 hydrates after the page's frame, at a low priority and
// yielding to the browser every few milliseconds, so no task of the start blocks a tap for long.
// A click or key on a part not hydrated yet makes React hydrate that part at once and replay the
// event on it.
import { createElement, type ReactNode, Suspense, useEffect, useRef } from 'react';

/**
 * The next task, after the browser has painted and handled input: `scheduler.postTask` where
 * there is one (Chromium), a timer elsewhere.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { postTask?: (task: () => void) => unknown } })
    .scheduler;
  return new Promise((resolve) => {
    if (scheduler?.postTask) scheduler.postTask(resolve);
    else setTimeout(resolve, 0);
  });
}

/** The parts whose element has been hydrated (or rendered by the browser): live. */
const live = new WeakSet<Element>();
let waiters: (() => void)[] = [];

/** The attribute a part's element carries, on the server's markup and the browser's alike. */
const PART = 'data-part';

function pending(): boolean {
  for (const element of document.querySelectorAll(`[${PART}]`)) {
    if (!live.has(element)) return true;
  }
  return false;
}

function settle() {
  if (waiters.length === 0 || pending()) return;
  for (const done of waiters) done();
  waiters = [];
}

/**
 * Resolves once every part on the page is live: React hydrates the parts after the page's
 * frame has been committed, each in slices of its own.
 */
export function whenHydrated(): Promise<void> {
  if (typeof document === 'undefined' || !pending()) return Promise.resolve();
  return new Promise((resolve) => {
    waiters.push(resolve);
    // A part the browser draws differently is gone without an effect of its own: look again.
    const recheck = () => {
      settle();
      if (waiters.length > 0) setTimeout(recheck, 200);
    };
    setTimeout(recheck, 200);
  });
}

/**
 * `children` in an `as` element (a div unless said), in a Suspense boundary of its own: on the
 * server its markup is part of the page (the stream waits for it, decision 059); in the browser
 * React hydrates it after the rest, and at once when a visitor acts on it first.
 */
export function HydrateLater({
  as = 'div',
  className,
  children,
}: {
  as?: 'div' | 'li';
  className?: string;
  children: ReactNode;
}) {
  return (
    <Suspense fallback={null}>
      <Part as={as} className={className}>
        {children}
      </Part>
    </Suspense>
  );
}

function Part({
  as,
  className,
  children,
}: {
  as: 'div' | 'li';
  className?: string;
  children: ReactNode;
}) {
  const element = useRef<HTMLElement>(null);
  useEffect(() => {
    if (element.current) live.add(element.current);
    settle();
  }, []);
  return createElement(as, { ref: element, className, [PART]: '' }, children);
}
