import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CARD_IMAGE_SIZES, PLACEHOLDER_IMAGE, ProductImage } from './product-image';

const SRC = '/images/products/hemp-tote-bag.svg';
const srcSet = (format: string) =>
  [200, 400, 800].map((w) => `/images/products/hemp-tote-bag-${w}.${format} ${w}w`).join(', ');

function sourcesOf(container: HTMLElement) {
  return [...container.querySelectorAll('picture > source')].map((s) => ({
    type: s.getAttribute('type'),
    srcset: s.getAttribute('srcset'),
    sizes: s.getAttribute('sizes'),
  }));
}

describe('ProductImage', () => {
  it('offers a product picture as AVIF then WebP in three widths, with the SVG as the image', () => {
    const { container } = render(<ProductImage src={SRC} alt="Hemp Tote Bag" />);
    expect(sourcesOf(container)).toEqual([
      { type: 'image/avif', srcset: srcSet('avif'), sizes: CARD_IMAGE_SIZES },
      { type: 'image/webp', srcset: srcSet('webp'), sizes: CARD_IMAGE_SIZES },
    ]);
    const img = screen.getByRole('img', { name: 'Hemp Tote Bag' });
    expect(img.parentElement?.tagName).toBe('PICTURE');
    expect(img).toHaveAttribute('src', SRC);
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '400');
  });

  it('passes its sizes to the sources', () => {
    const { container } = render(<ProductImage src={SRC} alt="Hemp Tote Bag" sizes="96px" />);
    expect(sourcesOf(container).map((s) => s.sizes)).toEqual(['96px', '96px']);
  });

  it('loads lazily by default, and at once with high priority when eager', () => {
    const { rerender } = render(<ProductImage src={SRC} alt="Hemp Tote Bag" />);
    let img = screen.getByRole('img', { name: 'Hemp Tote Bag' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');

    rerender(<ProductImage src={SRC} alt="Hemp Tote Bag" eager />);
    img = screen.getByRole('img', { name: 'Hemp Tote Bag' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows other images as they are, without copies', () => {
    const { container } = render(<ProductImage src="/images/categories/solar.svg" alt="Solar" />);
    expect(container.querySelector('picture')).toBeNull();
    expect(screen.getByRole('img', { name: 'Solar' })).toHaveAttribute(
      'src',
      '/images/categories/solar.svg',
    );
  });

  it('falls back to the placeholder alone when the picture fails (SPEC §2), then to a drawn leaf', () => {
    const { container } = render(<ProductImage src={SRC} alt="Hemp Tote Bag" />);
    fireEvent.error(screen.getByRole('img', { name: 'Hemp Tote Bag' }));

    const fallback = screen.getByRole('img', { name: 'Hemp Tote Bag' });
    expect(fallback).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    // No copy of the failed picture may win over the placeholder.
    expect(container.querySelector('picture, source')).toBeNull();

    fireEvent.error(fallback);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Hemp Tote Bag' }).tagName).toBe('DIV');
  });

  it('falls back when the picture failed before the app was there to hear it (server-rendered)', () => {
    // A broken picture: finished loading, no pixels. The error event went by before hydration.
    const complete = vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    try {
      render(<ProductImage src={SRC} alt="Hemp Tote Bag" />);
      expect(screen.getByRole('img', { name: 'Hemp Tote Bag' })).toHaveAttribute(
        'src',
        PLACEHOLDER_IMAGE,
      );
    } finally {
      complete.mockRestore();
    }
  });

  it('keeps a picture that is still loading', () => {
    render(<ProductImage src={SRC} alt="Hemp Tote Bag" />);
    expect(screen.getByRole('img', { name: 'Hemp Tote Bag' })).toHaveAttribute('src', SRC);
  });
});
