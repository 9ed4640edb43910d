/** Widths and formats of the raster copies written next to each product's SVG (decision 020). */
export const RASTER_WIDTHS = [200, 400, 800] as const;
export const RASTER_FORMATS = ['avif', 'webp'] as const;

export type RasterFormat = (typeof RASTER_FORMATS)[number];

/** products/<slug>-<width>.<format>, the names the web app derives from products/<slug>.svg. */
export function rasterName(slug: string, width: number, format: RasterFormat): string {
  return `${slug}-${width}.${format}`;
}
