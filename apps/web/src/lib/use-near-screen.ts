import { useCallback, useState } from 'react';

/**
 * The element, from the first time it comes within `margin` of the screen (an
 * IntersectionObserver rootMargin), else null: code for something further down the page loads
 * when the shopper gets near it, not with the first view (decision 037). Put `ref` on the element.
 *
 * The ref observes the element itself rather than keeping it in state: a state set from a ref is
 * set while React commits, which re-renders the part at once, in the same task, and hydrates at
 * once what under it was not hydrated yet (decision 086). The observer answers in a task of its
 * own.
 */
export function useNearScreen<T extends Element>(
  margin: string,
): [ref: (element: T | null) => (() => void) | undefined, near: T | null] {
  const [near, setNear] = useState<T | null>(null);
  const ref = useCallback(
    (element: T | null) => {
      if (!element) return undefined;
      if (typeof IntersectionObserver === 'undefined') {
        // No observer to ask (an old browser): near at once, as if on screen.
        queueMicrotask(() => setNear(element));
        return undefined;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          setNear(element);
        },
        { rootMargin: margin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [margin],
  );
  return [ref, near];
}
