import { Leaf } from 'lucide-react';
import { useState } from 'react';

/** SPEC §2: images fall back to a local placeholder when they fail to load. */
export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

interface ProductImageProps {
  src: string;
  alt: string;
  className?: string;
  /** The first images a visitor sees load eagerly; the rest wait until scrolled near. */
  eager?: boolean;
}

export function ProductImage({ src, alt, className = '', eager = false }: ProductImageProps) {
  // Failures are counted per source, so a new src starts fresh without an effect.
  const [failures, setFailures] = useState({ src, count: 0 });
  const count = failures.src === src ? failures.count : 0;

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

  return (
    <img
      src={count === 0 ? src : PLACEHOLDER_IMAGE}
      alt={alt}
      data-fallback={count > 0 ? 'true' : undefined}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      width={400}
      height={400}
      onError={() => setFailures({ src, count: count + 1 })}
      className={className}
    />
  );
}
