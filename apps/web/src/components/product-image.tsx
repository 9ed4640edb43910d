import { PICTURE_FORMATS, rasterSrcSet } from '@harit/core/pictures';
import { Leaf } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

/** SPEC §2: images fall back to a local placeholder when they fail to load. */
export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

/**
 * How wide a product card's image is drawn: four cards a row from lg in the 1280 px shop
 * container, three from md, two below (two cards a row on a phone).
 */
export const CARD_IMAGE_SIZES = '(min-width: 1024px) 300px, (min-width: 768px) 33vw, 50vw';

interface ProductImageProps {
  src: string;
  alt: string;
  className?: string;
  /**
   * The first images a visitor sees (the shop's first row, a product page's picture) load at
   * once and first; the rest wait until scrolled near.
   */
  eager?: boolean;
  /** The `sizes` of the picture's copies: how wide it is drawn, so the browser picks a width. */
  sizes?: string;
}

export function ProductImage({
  src,
  alt,
  className = '',
  eager = false,
  sizes = CARD_IMAGE_SIZES,
}: ProductImageProps) {
  // Failures are counted per source, so a new src starts fresh without an effect.
  const [failures, setFailures] = useState({ src, count: 0 });
  const count = failures.src === src ? failures.count : 0;
  const ref = useRef<HTMLImageElement>(null);

  // A server-rendered picture (decision 035) can fail before the app hydrates, when no onError
  // is there to hear it: a picture that has finished without any pixels has failed.
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0 && img.getAttribute('src') === src) {
      setFailures({ src, count: 1 });
    }
  }, [src]);

  if (!src || count >= 2) {
    // Even the placeholder failed: draw one rather than show a broken image.
    return (
      <div
        role="img"
        aria-label={alt}
        className={`flex items-center justify-center bg-brand-50 text-brand-300 ${className}`}
      >
        <Leaf className="size-1/3" aria-hidden="true" />
      </div>
    );
  }

  const image = (
    <img
      ref={ref}
      src={count === 0 ? src : PLACEHOLDER_IMAGE}
      alt={alt}
      data-fallback={count > 0 ? 'true' : undefined}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      width={400}
      height={400}
      onError={() => setFailures({ src, count: count + 1 })}
      className={className}
    />
  );

  // Product pictures also come as AVIF and WebP copies in several widths; the browser
  // takes the first type it supports and the width `sizes` calls for. After a failure only the
  // placeholder is shown, so no copy is tried again.
  const sources =
    count === 0
      ? PICTURE_FORMATS.flatMap((format) => {
          const srcSet = rasterSrcSet(src, format);
          return srcSet ? [{ format, srcSet }] : [];
        })
      : [];
  if (sources.length === 0) return image;
  return (
    // `contents`: the picture adds no box, so the image sizes itself against the same parent.
    <picture className="contents">
      {sources.map(({ format, srcSet }) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet} sizes={sizes} />
      ))}
      {image}
    </picture>
  );
}
