import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { Children, lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import { useT } from '../lib/i18n';
import { usePrefersReducedMotion } from '../lib/use-media-query';
import { useNearScreen } from '../lib/use-near-screen';
import type { CarouselApi } from './carousel-engine';

// Embla (7.5 kB gzip) is not needed to draw the slides: it loads when a carousel comes near the
// screen (decision 037), so a page whose carousels are below the fold does not fetch it at first.
const CarouselEngine = lazy(() =>
  import('./carousel-engine').then((module) => ({ default: module.CarouselEngine })),
);

/** How far below the screen a carousel starts loading Embla, so it runs by the time it is seen. */
const ENGINE_MARGIN = '300px 0px';

/** SPEC §9 autoplay delays. */
export const OFFERS_AUTOPLAY_MS = 4500;
export const PRODUCTS_AUTOPLAY_MS = 2500;

interface CarouselProps {
  /** Names the carousel for assistive technology, e.g. "Featured Products" (translated). */
  label: string;
  autoplayDelay: number;
  children: ReactNode;
  className?: string;
}

/**
 * SPEC §9: 4 items from 1024 px, 3 from 768 px, 2 from 464 px, 1 below (the slide widths are
 * plain CSS breakpoints). Autoplays, pausing while hovered or focused, or when paused by hand;
 * never autoplays for visitors who prefer reduced motion. Swipe and drag come from Embla.
 */
export function Carousel({ label, autoplayDelay, children, className = '' }: CarouselProps) {
  const t = useT();
  const reducedMotion = usePrefersReducedMotion();
  const [api, setApi] = useState<CarouselApi>(undefined);
  // The viewport once it comes near the screen: the engine starts on it then.
  const [viewportRef, viewport] = useNearScreen<HTMLDivElement>(ENGINE_MARGIN);
  const slides = Children.toArray(children);

  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pausedByUser, setPausedByUser] = useState(false);
  const [canScroll, setCanScroll] = useState(false);

  useEffect(() => {
    if (!api) return;
    const update = () => setCanScroll(api.canScrollNext() || api.canScrollPrev());
    update();
    api.on('reInit', update).on('select', update);
    return () => {
      api.off('reInit', update).off('select', update);
    };
  }, [api]);

  const autoplay = api?.plugins().autoplay;
  const paused = hovered || focused || pausedByUser;
  useEffect(() => {
    if (!autoplay) return;
    if (paused) autoplay.stop();
    else autoplay.play();
  }, [autoplay, paused]);

  const scrollPrev = useCallback(() => api?.scrollPrev(), [api]);
  const scrollNext = useCallback(() => api?.scrollNext(), [api]);

  return (
    // A group, not a region: the section around it is already the landmark with this name.
    // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA carousel pattern
    <div
      role="group"
      aria-roledescription={t('carousel')}
      aria-label={label}
      data-testid="carousel"
      className={`relative ${className}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {viewport && (
        <Suspense fallback={null}>
          <CarouselEngine
            viewport={viewport}
            autoplayDelay={reducedMotion ? null : autoplayDelay}
            onApi={setApi}
          />
        </Suspense>
      )}
      {/* `relative`: the slides' absolutely placed parts (screen-reader texts) are clipped with
          them before Embla runs, as Embla's transform does after, so the page never scrolls
          sideways. */}
      <div ref={viewportRef} className="relative overflow-hidden px-1 py-2">
        <div className="-ml-4 flex touch-pan-y">
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA carousel pattern: a slide is a group
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional by definition
              key={index}
              role="group"
              aria-roledescription={t('slide')}
              aria-label={t('{position} of {count}', { position: index + 1, count: slides.length })}
              className="min-w-0 shrink-0 grow-0 basis-full pl-4 xs:basis-1/2 md:basis-1/3 lg:basis-1/4"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {canScroll && (
        <div className="mt-3 flex items-center justify-end gap-2">
          {autoplay && (
            <ControlButton
              label={pausedByUser ? t('Play {label}', { label }) : t('Pause {label}', { label })}
              onClick={() => setPausedByUser((p) => !p)}
            >
              {pausedByUser ? (
                <Play className="size-4" aria-hidden="true" />
              ) : (
                <Pause className="size-4" aria-hidden="true" />
              )}
            </ControlButton>
          )}
          <ControlButton label={t('Previous {label}', { label })} onClick={scrollPrev}>
            <ChevronLeft className="size-5" aria-hidden="true" />
          </ControlButton>
          <ControlButton label={t('Next {label}', { label })} onClick={scrollNext}>
            <ChevronRight className="size-5" aria-hidden="true" />
          </ControlButton>
        </div>
      )}
    </div>
  );
}

/** A round icon button under the slides (play/pause, previous, next), named by `label`. */
function ControlButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="flex size-10 items-center justify-center rounded-full bg-white text-stone-800 shadow-md ring-1 ring-stone-200 transition hover:bg-brand-50 hover:text-brand-800 disabled:opacity-40"
      aria-label={label}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
