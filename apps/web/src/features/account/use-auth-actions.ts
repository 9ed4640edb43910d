import { useCallback, useEffect, useRef, useState } from 'react';
import type { AuthResult } from './api/identity';

/** keepBusy: the browser is leaving this page (to Google), so the form stays disabled. */
export type ActionOutcome = AuthResult | { ok: true; data: unknown; keepBusy: true };

export interface AuthActions {
  /** True while an identity call is under way: every button of the form is disabled. */
  busy: boolean;
  /** The red box's message, or null. */
  error: string | null;
  setError: (message: string | null) => void;
  /** Runs one identity call: busy meanwhile, its failure into the red box. True on success. */
  run: (action: () => Promise<ActionOutcome>) => Promise<boolean>;
}

/** SPEC §4: login and signup are idle, then busy (buttons disabled), then done or failed. */
export function useAuthActions(): AuthActions {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A second click in the same tick must not start a second call.
  const running = useRef(false);

  // Back from Google to a page restored from the back/forward cache: usable again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      running.current = false;
      setBusy(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const run = useCallback(async (action: () => Promise<ActionOutcome>) => {
    if (running.current) return false;
    running.current = true;
    setBusy(true);
    setError(null);
    let keepBusy = false;
    try {
      const result = await action();
      if (!result.ok) {
        setError(result.message);
        return false;
      }
      keepBusy = 'keepBusy' in result;
      return true;
    } finally {
      if (!keepBusy) {
        running.current = false;
        setBusy(false);
      }
    }
  }, []);

  return { busy, error, setError, run };
}
