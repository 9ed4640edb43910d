// What `import … from 'react'` gives the app and its libraries (decision 041): preact/compat,
// with React's useSyncExternalStore. preact/compat's ignores getServerSnapshot, so a store read
// on the server that only the browser has (navigator.onLine, localStorage) threw there, and
// hydration would start from the browser's value where the server drew its own.
import * as compat from 'preact/compat';
import { useEffect, useLayoutEffect, useState } from 'preact/compat';

// @ts-expect-error preact/compat's types say `export =`; the module is ESM with named exports.
export * from 'preact/compat';

/** True while react-dom/client's hydrateRoot (./react-dom-client.ts) hydrates, synchronously. */
let hydrating = false;

export function whileHydrating<T>(hydrate: () => T): T {
  hydrating = true;
  try {
    return hydrate();
  } finally {
    hydrating = false;
  }
}

export function isHydrating(): boolean {
  return hydrating;
}

/**
 * React's rules: on the server and while hydrating, the server snapshot (so the first render in
 * the browser draws what the server did), then the store's own, re-rendering when it changes.
 */
export function useSyncExternalStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot?: () => T,
): T {
  const fromServer =
    getServerSnapshot !== undefined && (typeof window === 'undefined' || hydrating);
  const value = fromServer ? getServerSnapshot() : getSnapshot();
  const [{ store }, forceUpdate] = useState({ store: { value, getSnapshot } });

  useLayoutEffect(() => {
    store.value = value;
    store.getSnapshot = getSnapshot;
    if (changed(store)) forceUpdate({ store });
  }, [store, value, getSnapshot]);

  useEffect(() => {
    if (changed(store)) forceUpdate({ store });
    return subscribe(() => {
      if (changed(store)) forceUpdate({ store });
    });
  }, [store, subscribe]);

  return value;
}

function changed<T>(store: { value: T; getSnapshot: () => T }): boolean {
  try {
    return !Object.is(store.value, store.getSnapshot());
  } catch {
    return true;
  }
}

// `import React from 'react'` reads the same functions.
export default { ...compat, useSyncExternalStore };
