import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useAuth } from './auth';

/**
 * `handler` as a click handler that needs to know who is signed in. A tap while the session is
 * still being read (right after the page comes to life: a tap the page took before its app ran
 * is handed over then, decision 059) is not dropped: the handler runs once the session is known,
 * as rendered then (signed in or not).
 */
export function useAfterSession(handler: () => void): () => void {
  const { isPending } = useAuth();
  const latest = useRef(handler);
  const [queued, setQueued] = useState(false);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (isPending || !queued) return;
    setQueued(false);
    latest.current();
  }, [isPending, queued]);
  return () => {
    if (isPending) setQueued(true);
    else latest.current();
  };
}
