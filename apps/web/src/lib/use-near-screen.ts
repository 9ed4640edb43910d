import { useEffect, useState } from 'react';

/**
 * True from the first time `element` comes within `margin` of the screen (an IntersectionObserver
 * rootMargin): code for something further down the page loads when the shopper gets near it,
 * not with the first view (decision 037).
 */
export function useNearScreen(element: Element | null, margin: string): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near, margin]);
  return near;
}
