// Embla and its autoplay for components/carousel.tsx, in a chunk of their own (decision 037):
// the carousel draws its slides without them and loads this when it comes near the screen.
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect, useMemo } from 'react';

/** Embla's API once it runs on the viewport, else undefined. */
export type CarouselApi = UseEmblaCarouselType[1];

export interface CarouselEngineProps {
  viewport: HTMLElement;
  /** null: no autoplay (the visitor prefers reduced motion). */
  autoplayDelay: number | null;
  onApi: (api: CarouselApi) => void;
}

/** Runs Embla on `viewport` (swipe, drag, loop, autoplay); draws nothing itself. */
export function CarouselEngine({ viewport, autoplayDelay, onApi }: CarouselEngineProps) {
  const plugins = useMemo(
    () =>
      autoplayDelay === null
        ? []
        : [
            Autoplay({
              delay: autoplayDelay,
              stopOnInteraction: false,
              stopOnMouseEnter: false,
              stopOnFocusIn: false,
            }),
          ],
    [autoplayDelay],
  );
  const [viewportRef, api] = useEmblaCarousel({ loop: true, align: 'start' }, plugins);
  useEffect(() => {
    viewportRef(viewport);
    return () => viewportRef(null);
  }, [viewportRef, viewport]);
  useEffect(() => {
    onApi(api);
    return () => onApi(undefined);
  }, [api, onApi]);
  return null;
}
