// Raster copies of the product pictures, for `srcset` (decision 020). The
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

/** Widths a merchant's uploaded picture is resized to; the largest is the image's own path. */
export const UPLOAD_WIDTHS = PICTURE_WIDTHS;
/** Format of every uploaded copy (AVIF takes seconds a picture to encode; decision 026). */
export const UPLOAD_FORMAT: PictureFormat = 'webp';

/** Path of one copy of an uploaded picture: /uploads/<folder>/<hash>-<width>.webp. */
export function uploadPath(folder: string, hash: string, width: number): string {
  return `/uploads/${folder}/${hash}-${width}.${UPLOAD_FORMAT}`;
}

const UPLOADED = /^\/uploads\/([a-z]+)\/([a-f0-9]+)-\d+\.webp$/;

/**
 * The `srcset` of a product picture's copies in one format, or undefined for any other image
 * (categories, the placeholder), which is shown as it is. A merchant's upload has
 * WebP copies only.
 */
export function rasterSrcSet(imagePath: string, format: PictureFormat): string | undefined {
  const upload = UPLOADED.exec(imagePath);
  if (upload) {
    if (format !== UPLOAD_FORMAT) return undefined;
    const [, folder, hash] = upload as unknown as [string, string, string];
    return UPLOAD_WIDTHS.map((w) => `${uploadPath(folder, hash, w)} ${w}w`).join(', ');
  }
  const slug = PRODUCT_SVG.exec(imagePath)?.[1];
  if (!slug) return undefined;
  return PICTURE_WIDTHS.map((w) => `/images/products/${rasterName(slug, w, format)} ${w}w`).join(
    ', ',
  );
}
