// Raster copies of the product pictures, for `srcset` (issue 14 "Pictures", decision 020). The
// image script writes them next to each products/<slug>.svg and the web app derives their URLs
// from the SVG's path: one naming rule for both sides.

export const PICTURE_WIDTHS = [200, 400, 800] as const;
/** Best first: a browser takes the first `<source>` type it supports. */
export const PICTURE_FORMATS = ['avif', 'webp'] as const;
export type PictureFormat = (typeof PICTURE_FORMATS)[number];

/** <slug>-<width>.<format>, the file beside <slug>.svg. */
export function rasterName(slug: string, width: number, format: PictureFormat): string {
  return `${slug}-${width}.${format}`;
}

const PRODUCT_SVG = /^\/images\/products\/([a-z0-9-]+)\.svg$/;

/**
 * The `srcset` of a product picture's copies in one format, or undefined for any other image
 * (categories, the placeholder, a merchant's URL), which is shown as it is.
 */
export function rasterSrcSet(imagePath: string, format: PictureFormat): string | undefined {
  const slug = PRODUCT_SVG.exec(imagePath)?.[1];
  if (!slug) return undefined;
  return PICTURE_WIDTHS.map((w) => `/images/products/${rasterName(slug, w, format)} ${w}w`).join(
    ', ',
  );
}
