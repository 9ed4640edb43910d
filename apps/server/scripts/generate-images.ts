/**
 * Generates the static catalogue pictures served from apps/server/public/images:
 *   - categories/<slug>.svg for every seed category
 *   - products/<slug>.svg for every seed product, each with its own drawing (decision 020)
 *   - products/<slug>-<width>.webp and .avif at the widths of @harit/core/pictures, for `srcset` (decision 020)
 *   - placeholder.svg, a neutral "image unavailable" picture
 *
 * Drawings live in ./images/drawings.ts, built from the primitives in ./images/primitives.ts.
 * Purely offline and deterministic. Run from the repository root:
 *
 *   npx tsx apps/server/scripts/generate-images.ts
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PICTURE_FORMATS, PICTURE_WIDTHS, rasterName } from '@harit/core/pictures';
import sharp from 'sharp';
import { seedCategories, seedProducts } from '../src/features/catalog/seed-data.ts';
import {
  categoryDrawings,
  colours,
  neutral,
  palettes,
  picture,
  placeholder,
  productDrawing,
} from './images/drawings.ts';

const publicImages = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'images');

/** Writes `files` into `dir` and removes any other generated file left from renamed products. */
function writeFresh(dir: string, files: Map<string, string | Buffer>): void {
  mkdirSync(dir, { recursive: true });
  for (const f of readdirSync(dir))
    if (/\.(svg|webp|avif)$/.test(f) && !files.has(f)) rmSync(join(dir, f));
  for (const [f, content] of files) writeFileSync(join(dir, f), content);
}

/** Encoding takes seconds per picture, so rasters of an unchanged SVG are kept as they are. */
function unchangedRasters(dir: string, slug: string, svg: string): [string, Buffer][] | undefined {
  const names = PICTURE_WIDTHS.flatMap((w) => PICTURE_FORMATS.map((f) => rasterName(slug, w, f)));
  const svgPath = join(dir, `${slug}.svg`);
  if (!existsSync(svgPath) || readFileSync(svgPath, 'utf8') !== svg) return undefined;
  if (!names.every((n) => existsSync(join(dir, n)))) return undefined;
  return names.map((n) => [n, readFileSync(join(dir, n))]);
}

async function rasters(slug: string, svg: string): Promise<[string, Buffer][]> {
  const kept = unchangedRasters(join(publicImages, 'products'), slug, svg);
  if (kept) return kept;
  const out: [string, Buffer][] = [];
  for (const width of PICTURE_WIDTHS) {
    // Render the vector at the target size (72 dpi = 400 px) rather than scaling a bitmap.
    const rendered = sharp(Buffer.from(svg), { density: (72 * width) / 400 }).resize(width, width);
    out.push([
      rasterName(slug, width, 'webp'),
      await rendered.clone().webp({ quality: 80, effort: 6 }).toBuffer(),
    ]);
    out.push([
      rasterName(slug, width, 'avif'),
      await rendered.clone().avif({ quality: 55, effort: 4 }).toBuffer(),
    ]);
  }
  return out;
}

const started = Date.now();

const categoryFiles = new Map<string, string>();
for (const c of seedCategories) {
  const palette = palettes[c.slug] ?? neutral;
  const draw = categoryDrawings[c.slug];
  if (!draw) throw new Error(`No drawing for category ${c.slug}: add one to images/drawings.ts.`);
  categoryFiles.set(`${c.slug}.svg`, picture(c.name, palette, draw(colours(palette))));
}

const productFiles = new Map<string, string | Buffer>();
for (const p of seedProducts) {
  const drawing = productDrawing(p);
  if (!drawing) throw new Error(`No drawing for product ${p.slug}: add one to images/drawings.ts.`);
  productFiles.set(`${p.slug}.svg`, picture(p.name, palettes[p.category] ?? neutral, drawing));
}
for (const p of seedProducts) {
  for (const [name, data] of await rasters(p.slug, productFiles.get(`${p.slug}.svg`) as string))
    productFiles.set(name, data);
}

writeFresh(join(publicImages, 'categories'), categoryFiles);
writeFresh(join(publicImages, 'products'), productFiles);
writeFileSync(join(publicImages, 'placeholder.svg'), placeholder());

const total = [...productFiles.keys()].reduce(
  (sum, f) => sum + statSync(join(publicImages, 'products', f)).size,
  0,
);
console.log(
  `Wrote ${categoryFiles.size} category and ${seedProducts.length} product pictures ` +
    `(${PICTURE_WIDTHS.join('/')} px in ${PICTURE_FORMATS.join(' and ')}) + placeholder: ` +
    `${(total / 1e6).toFixed(1)} MB of product files in ${((Date.now() - started) / 1000).toFixed(0)} s.`,
);
