// Draws the installable app's icons (decision 036) from the shop's mark, public/logo.svg, into
// public/icons/. Run after changing the mark and commit the output:
//   npx tsx apps/web/scripts/generate-icons.ts
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.resolve(import.meta.dirname, '../public');
const logo = readFileSync(path.join(publicDir, 'logo.svg'), 'utf8');
/** The mark's leaf, without its rounded square: maskable icons get the platform's own shape. */
const leaf = /<path[\s\S]*<\/svg>/.exec(logo)?.[0]?.replace('</svg>', '') ?? '';
const GREEN = /fill="(#[0-9a-f]{6})"/i.exec(logo)?.[1] ?? '#166534';

/**
 * The leaf on a full square of the mark's green. `scale` keeps it inside the safe zone a
 * maskable icon is cut to (a circle of 80 % of the width).
 */
function fullBleed(scale: number): string {
  const offset = 16 - 16 * scale;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${GREEN}"/><g transform="translate(${offset} ${offset}) scale(${scale})">${leaf}</g></svg>`;
}

const icons: Array<{ file: string; size: number; svg: string }> = [
  { file: 'icon-192.png', size: 192, svg: logo },
  { file: 'icon-512.png', size: 512, svg: logo },
  { file: 'maskable-512.png', size: 512, svg: fullBleed(0.7) },
  // iOS rounds the corners itself and shows transparency as black.
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(0.85) },
];

for (const { file, size, svg } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(publicDir, 'icons', file));
  console.log(`public/icons/${file}`);
}
