import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useT } from '../../lib/i18n';
import { usePrefersReducedMotion } from '../../lib/use-media-query';

/**
 * SPEC §9: the button appears once the page has scrolled more than 300 px. It floats over the
 * page, so the layout keeps room for it at the page's end (root-layout's footer padding): the last
 * buttons and totals can always scroll clear of it.
 */
export const SCROLL_BUTTON_THRESHOLD_PX = 300;

export function ScrollToTopButton() {
  const t = useT();
  const [visible, setVisible] = useState(false);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_BUTTON_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label={t('Scroll to top')}
      onClick={() => window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' })}
      className="fixed right-3 bottom-3 z-20 flex size-11 sm:size-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg ring-2 ring-white transition hover:bg-brand-800 sm:right-6 sm:bottom-6"
    >
      <ArrowUp className="size-5" aria-hidden="true" />
    </button>
  );
}
