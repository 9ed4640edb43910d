/**
 * Renders product pictures side by side into one PNG, to check by eye that each drawing reads as
 * what it is before committing (the drawings are code, so a diff does not show them).
 *
 *   npx tsx apps/server/scripts/preview-images.ts /tmp/sheet.png [slug-or-category …]
 *
 * With no filter every seed product is drawn; a filter keeps products whose slug contains it or
 * whose category equals it.
 */
import sharp from 'sharp';
import { seedProducts } from '../src/features/catalog/seed-data.ts';
import { neutral, palettes, picture, productDrawing } from './images/drawings.ts';

const [out, ...filters] = process.argv.slice(2);
if (!out) throw new Error('Usage: preview-images.ts <out.png> [slug-or-category …]');
const chosen = seedProducts.filter(
  (p) => filters.length === 0 || filters.some((f) => p.slug.includes(f) || p.category === f),
);
const CELL = 240;
const COLUMNS = Math.min(6, chosen.length);
const tiles = await Promise.all(
  chosen.map(async (p, i) => {
    const svg = picture(p.name, palettes[p.category] ?? neutral, productDrawing(p) ?? '');
    return {
      input: await sharp(Buffer.from(svg)).resize(CELL).png().toBuffer(),
      left: (i % COLUMNS) * CELL,
      top: Math.floor(i / COLUMNS) * CELL,
    };
  }),
);
await sharp({
  create: {
    width: COLUMNS * CELL,
    height: Math.ceil(chosen.length / COLUMNS) * CELL,
    channels: 3,
    background: '#fff',
  },
})
  .composite(tiles)
  .png()
  .toFile(out);
console.log(`Drew ${chosen.length} pictures into ${out}.`);
