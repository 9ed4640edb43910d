/**
 * Generates the static catalogue illustrations served from apps/server/public/images:
 *   - categories/<slug>.svg for every seed category
 *   - products/<slug>.svg for every seed product
 *   - placeholder.svg, a neutral "image unavailable" picture
 *
 * Each image is a small, self-contained 400x400 SVG: a soft per-category background,
 * a simple illustration picked from the name by keyword, and the name at the bottom.
 * Purely offline and deterministic. Run from the repository root:
 *
 *   npx tsx apps/server/scripts/generate-images.ts
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedCategories, seedProducts } from '../src/features/catalog/seed-data.ts';

const publicImages = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'images');

interface Palette {
  bg: string;
  main: string;
  ink: string;
}

const palettes: Record<string, Palette> = {
  solar: { bg: '#FFF3C9', main: '#F2A922', ink: '#6B4A00' },
  organic: { bg: '#E4F3DC', main: '#5FA845', ink: '#2C4F1F' },
  'zero-waste': { bg: '#DFF1EC', main: '#3E9C87', ink: '#1F4A41' },
  'home-decor': { bg: '#F7E6D8', main: '#C8734A', ink: '#5B3320' },
  reusable: { bg: '#DDEEF7', main: '#3C8DBC', ink: '#1D4058' },
  'personal-care': { bg: '#F8E3EA', main: '#D0708F', ink: '#6A2E43' },
  'sustainable-fashion': { bg: '#ECE5F6', main: '#8466B8', ink: '#3E2C60' },
  kitchen: { bg: '#F3EEDC', main: '#B08A3E', ink: '#4F3E18' },
};
const neutral: Palette = { bg: '#EEF0F2', main: '#9AA3AD', ink: '#4A525B' };

/** Material colours override the category colour for the main shape. */
const materials: [RegExp, string][] = [
  [/copper/, '#C46A3A'],
  [/terracotta|clay/, '#C4633F'],
  [/cork/, '#B7875A'],
  [/bamboo|cane|sabai|coconut|areca|neem wood/, '#C9A55C'],
  [/jute|hemp|khadi|loofah/, '#B89A5E'],
  [/steel|cast iron|razor/, '#8E9BA8'],
  [/glass/, '#7FC4C8'],
  [/green tea|moringa|aloe/, '#5FA845'],
  [/turmeric/, '#E0A526'],
];

/** Darken a #RRGGBB colour by a factor (0..1). */
function shade(hex: string, f: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const c = [n >> 16, (n >> 8) & 255, n & 255].map((v) => Math.round(v * (1 - f)));
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

type Shape = (a: string, b: string) => string;

// Illustrations live in the box x 60..340, y 30..270, centred around (200, 150).
const leafPath = (a: string, b: string, s = '') =>
  `<g${s}><path d="M200 262C112 222 108 112 200 42C292 112 288 222 200 262Z" fill="${a}"/>` +
  `<path d="M200 70V258M200 150l-38-30M200 190l40-32" stroke="${b}" stroke-width="6" fill="none" stroke-linecap="round"/></g>`;

const shapes: Record<string, Shape> = {
  leaf: (a, b) => leafPath(a, b),
  box: (a, b) =>
    `<path d="M110 110l90-40 90 40v110l-90 40-90-40z" fill="${a}"/><path d="M110 110l90 40 90-40M200 150v110" stroke="${b}" stroke-width="6" fill="none"/>` +
    `<path d="M200 128c-26-6-40-28-30-52 24 4 36 26 30 52z" fill="#fff" opacity=".8"/>`,
  bottle: (a, b) =>
    `<rect x="176" y="40" width="48" height="20" rx="5" fill="${b}"/><rect x="183" y="58" width="34" height="34" fill="${a}"/>` +
    `<rect x="150" y="86" width="100" height="180" rx="30" fill="${a}"/><rect x="150" y="150" width="100" height="46" fill="${b}"/><rect x="166" y="104" width="12" height="36" rx="6" fill="#fff" opacity=".45"/>`,
  bag: (a, b) =>
    `<path d="M160 120v-20a40 40 0 0 1 80 0v20" stroke="${b}" stroke-width="12" fill="none"/><path d="M112 116h176l-14 148H126z" fill="${a}"/>` +
    `<path d="M176 190c20-26 54-18 48 14-30 4-42-2-48-14z" fill="#fff" opacity=".7"/>`,
  sunpanel: (a, b) =>
    `<circle cx="278" cy="82" r="30" fill="${a}"/><circle cx="278" cy="82" r="46" stroke="${a}" stroke-width="10" stroke-dasharray="8 10" fill="none"/>` +
    `<path d="M96 250l40-112h170l-40 112z" fill="#2F4E7A"/><path d="M152 138l-40 112M209 138l-40 112M264 138l-40 112M118 194h170" stroke="#9DB8DB" stroke-width="4"/>` +
    `<rect x="190" y="250" width="20" height="18" fill="${b}"/>`,
  charger: (a, b) =>
    `<rect x="140" y="56" width="120" height="206" rx="18" fill="${b}"/><rect x="154" y="74" width="92" height="110" rx="6" fill="#2F4E7A"/>` +
    `<path d="M170 110h60M170 146h60M200 74v110" stroke="#9DB8DB" stroke-width="3"/><path d="M206 196l-22 34h18l-8 24 26-36h-18l8-22z" fill="${a}"/>`,
  bulb: (a, b) =>
    `<circle cx="200" cy="120" r="70" fill="${a}"/><path d="M172 180h56v34h-56z" fill="${a}"/><rect x="170" y="212" width="60" height="40" rx="8" fill="${b}"/>` +
    `<path d="M172 226h56M172 240h56" stroke="#fff" stroke-width="4" opacity=".6"/><path d="M186 186v-50l14 16 14-16v50" stroke="#fff" stroke-width="5" fill="none"/>`,
  toothbrush: (a, b) =>
    `<g transform="rotate(-35 200 150)"><rect x="192" y="40" width="16" height="230" rx="8" fill="${a}"/><rect x="186" y="36" width="28" height="60" rx="8" fill="${a}"/>` +
    `<path d="M214 44h34M214 56h34M214 68h34M214 80h34M214 92h34" stroke="${b}" stroke-width="7" stroke-linecap="round"/></g>`,
  jar: (a, b) =>
    `<rect x="150" y="58" width="100" height="34" rx="8" fill="${b}"/><rect x="130" y="88" width="140" height="176" rx="26" fill="${a}"/>` +
    `<rect x="150" y="140" width="100" height="64" rx="8" fill="#fff" opacity=".8"/><path d="M200 190c-16-10-16-30 0-40 16 10 16 30 0 40z" fill="${b}"/>`,
  mat: (a, b) =>
    `<rect x="100" y="150" width="230" height="90" rx="6" fill="${a}"/><circle cx="110" cy="150" r="50" fill="${b}"/><circle cx="110" cy="150" r="30" stroke="${a}" stroke-width="8" fill="none"/><circle cx="110" cy="150" r="8" fill="${a}"/>`,
  book: (a, b) =>
    `<rect x="118" y="74" width="150" height="190" rx="8" fill="${b}"/><rect x="134" y="58" width="150" height="190" rx="8" fill="${a}"/>` +
    `<path d="M152 58v190" stroke="${b}" stroke-width="6"/><path d="M170 100h90M170 120h70" stroke="#fff" stroke-width="8" stroke-linecap="round" opacity=".7"/>`,
  comb: (a, b) =>
    `<rect x="90" y="100" width="220" height="50" rx="18" fill="${a}"/><path d="M104 188h192" stroke="${a}" stroke-width="80" stroke-dasharray="8 8"/><path d="M104 114h192" stroke="${b}" stroke-width="4" opacity=".5"/>`,
  bowl: (a, b) =>
    `<ellipse cx="200" cy="150" rx="120" ry="22" fill="${b}"/><path d="M80 150h240a120 104 0 0 1-240 0z" fill="${a}"/><rect x="160" y="246" width="80" height="16" rx="6" fill="${b}"/>`,
  plate: (a, b) =>
    `<ellipse cx="200" cy="160" rx="130" ry="70" fill="${b}"/><ellipse cx="200" cy="152" rx="130" ry="70" fill="${a}"/><ellipse cx="200" cy="152" rx="90" ry="44" stroke="${b}" stroke-width="5" fill="none"/>`,
  tiffin: (a, b) =>
    `<path d="M140 100V56h120v44" stroke="${b}" stroke-width="10" fill="none"/><rect x="126" y="92" width="148" height="54" rx="12" fill="${a}"/>` +
    `<rect x="126" y="150" width="148" height="54" rx="12" fill="${a}"/><rect x="126" y="208" width="148" height="54" rx="12" fill="${a}"/><path d="M126 148h148M126 206h148" stroke="${b}" stroke-width="6"/>`,
  shirt: (a, b) =>
    `<path d="M160 50l-80 40 24 56 28-12v124h136V134l28 12 24-56-80-40c-6 22-20 34-40 34s-34-12-40-34z" fill="${a}"/><path d="M200 84v170" stroke="${b}" stroke-width="4" stroke-dasharray="3 14" stroke-linecap="round"/>`,
  sock: (a, b) =>
    `<path d="M170 44h80v140l-10 40c-8 30-40 46-74 38-40-10-56-44-30-70l34-34z" fill="${a}"/><rect x="170" y="44" width="80" height="30" fill="${b}"/>`,
  shoe: (a, b) =>
    `<path d="M70 210c0-50 18-90 50-90 20 34 70 40 90 10 40 30 120 40 120 80z" fill="${a}"/><path d="M66 206h268v18a10 10 0 0 1-10 10H76a10 10 0 0 1-10-10z" fill="${b}"/><path d="M150 150l14 26M176 146l14 26" stroke="#fff" stroke-width="6" stroke-linecap="round"/>`,
  cup: (a, b) =>
    `<rect x="126" y="64" width="148" height="28" rx="8" fill="${b}"/><path d="M136 92h128l-16 170h-96z" fill="${a}"/><path d="M140 140h120l-6 56h-108z" fill="${b}"/>`,
  drop: (a) =>
    `<path d="M200 40c40 60 84 110 84 160a84 84 0 0 1-168 0c0-50 44-100 84-160z" fill="${a}"/><path d="M160 200a40 40 0 0 0 40 40" stroke="#fff" stroke-width="10" fill="none" stroke-linecap="round" opacity=".7"/>`,
  soap: (a, b) =>
    `<rect x="100" y="120" width="200" height="120" rx="36" fill="${a}"/><rect x="130" y="146" width="140" height="68" rx="24" stroke="${b}" stroke-width="5" fill="none"/>` +
    `<circle cx="270" cy="86" r="22" stroke="${b}" stroke-width="5" fill="none"/><circle cx="224" cy="70" r="12" stroke="${b}" stroke-width="5" fill="none"/>`,
  razor: (a, b) =>
    `<rect x="110" y="56" width="180" height="44" rx="10" fill="${a}"/><rect x="126" y="64" width="148" height="10" fill="${b}"/><rect x="186" y="100" width="28" height="166" rx="10" fill="${b}"/>` +
    `<path d="M186 150h28M186 170h28M186 190h28M186 210h28" stroke="${a}" stroke-width="4"/>`,
  sticks: (a, b) =>
    `<path d="M150 60v200M200 50v210M250 60v200" stroke="${a}" stroke-width="18" stroke-linecap="round"/><circle cx="150" cy="60" r="16" fill="${b}"/><ellipse cx="200" cy="64" rx="20" ry="28" fill="${b}"/><path d="M236 50v40h28V50" stroke="${b}" stroke-width="8" fill="none"/>`,
  spoon: (a, b) =>
    `<ellipse cx="160" cy="96" rx="36" ry="50" fill="${a}"/><path d="M160 140v124" stroke="${a}" stroke-width="20" stroke-linecap="round"/>` +
    `<rect x="214" y="50" width="68" height="90" rx="14" fill="${b}"/><path d="M248 140v124" stroke="${b}" stroke-width="20" stroke-linecap="round"/>`,
  board: (a, b) =>
    `<rect x="90" y="80" width="220" height="170" rx="28" fill="${a}"/><rect x="310" y="150" width="36" height="30" rx="10" fill="${a}"/><circle cx="328" cy="165" r="7" fill="${b}"/><path d="M120 120h160M120 210h160" stroke="${b}" stroke-width="4" opacity=".4"/>`,
  basket: (a, b) =>
    `<path d="M90 110h220l-22 150H112z" fill="${a}"/><path d="M100 150h200M96 190h204M104 230h190" stroke="${b}" stroke-width="8"/><rect x="82" y="92" width="236" height="24" rx="12" fill="${b}"/>`,
  vase: (a, b) =>
    `<path d="M170 50h60v30c0 20 50 40 50 100 0 50-30 84-80 84s-80-34-80-84c0-60 50-80 50-100z" fill="${a}"/><rect x="162" y="42" width="76" height="16" rx="6" fill="${b}"/><path d="M136 180h128" stroke="${b}" stroke-width="8"/>`,
  diya: (a, b) =>
    `<path d="M200 60c24 30 34 56 34 76a34 34 0 0 1-68 0c0-20 10-46 34-76z" fill="#F2A922"/><path d="M200 110c8 12 12 22 12 30a12 12 0 0 1-24 0c0-8 4-18 12-30z" fill="#FFF3C9"/>` +
    `<path d="M80 190h240c-10 50-60 72-120 72S90 240 80 190z" fill="${a}"/><path d="M80 190h240" stroke="${b}" stroke-width="10" stroke-linecap="round"/>`,
  chime: (a, b) =>
    `<rect x="110" y="50" width="180" height="16" rx="8" fill="${b}"/><path d="M140 66v30M180 66v20M220 66v30M260 66v20" stroke="${b}" stroke-width="3"/>` +
    `<path d="M140 96v150M180 86v120M220 96v150M260 86v120" stroke="${a}" stroke-width="20" stroke-linecap="round"/>`,
  sheet: (a, b) =>
    `<rect x="96" y="180" width="208" height="70" rx="10" fill="${b}"/><rect x="96" y="116" width="208" height="70" rx="10" fill="${a}"/><rect x="96" y="52" width="208" height="70" rx="10" fill="${b}"/>` +
    `<path d="M96 86h208M96 150h208M96 214h208" stroke="#fff" stroke-width="4" stroke-dasharray="10 8" opacity=".6"/>`,
  wrap: (a, b) =>
    `<rect x="110" y="60" width="180" height="180" rx="10" fill="${a}" transform="rotate(8 200 150)"/><rect x="110" y="60" width="180" height="180" rx="10" fill="${b}" opacity=".5"/>` +
    `<circle cx="170" cy="120" r="14" fill="#fff" opacity=".7"/><circle cx="236" cy="180" r="20" fill="#fff" opacity=".7"/><circle cx="160" cy="200" r="9" fill="#fff" opacity=".7"/>`,
  pads: (a, b) =>
    `<ellipse cx="200" cy="238" rx="92" ry="22" fill="${b}"/><ellipse cx="200" cy="222" rx="92" ry="22" fill="${a}"/><ellipse cx="200" cy="206" rx="92" ry="22" fill="${b}"/>` +
    `<circle cx="200" cy="116" r="74" fill="${a}"/><circle cx="200" cy="116" r="58" stroke="#fff" stroke-width="4" stroke-dasharray="6 8" fill="none" opacity=".8"/>`,
  bin: (a, b) =>
    `<rect x="120" y="64" width="160" height="26" rx="8" fill="${b}"/><path d="M130 96h140l-12 166H142z" fill="${a}"/>` +
    leafPath('#fff', a, ' transform="translate(120 96) scale(.4)"'),
};

/** First matching rule wins, so specific words come before generic ones. */
const rules: [RegExp, string][] = [
  [/toothbrush/, 'toothbrush'],
  [/water bottle|bottle/, 'bottle'],
  [/\bmat\b|\brug\b/, 'mat'],
  [/notebook|\bbook\b/, 'book'],
  [/\bcomb\b/, 'comb'],
  [/power bank|charger/, 'charger'],
  [/\bled\b|lamp|lantern|light|bulb/, 'bulb'],
  [/diya/, 'diya'],
  [/solar|panel/, 'sunpanel'],
  [/menstrual/, 'drop'],
  [/coffee|\btea\b|\bcup\b/, 'cup'],
  [/garbage|compost kit|\bbin\b/, 'bin'],
  [/\bbags?\b|tote|wallet/, 'bag'],
  [/socks/, 'sock'],
  [/sneaker|shoe/, 'shoe'],
  [/kurta|shirt|jacket|saree/, 'shirt'],
  [/container|lunch|tiffin/, 'tiffin'],
  [/honey|ghee|oil|powder|gel|jar|face pack|turmeric/, 'jar'],
  [/bowl|handi|pot\b/, 'bowl'],
  [/plates?\b|tawa/, 'plate'],
  [/cutting board|board/, 'board'],
  [/spatula|spoon/, 'spoon'],
  [/cutlery|straw|buds/, 'sticks'],
  [/razor/, 'razor'],
  [/\bpads?\b/, 'pads'],
  [/wraps?\b/, 'wrap'],
  [/soap|shampoo|scrubber|loofah/, 'soap'],
  [/basket|hanging|macrame/, 'basket'],
  [/vase/, 'vase'],
  [/chime/, 'chime'],
  [/bedsheet|linen|towel/, 'sheet'],
  [/organic|rice|leaf|green/, 'leaf'],
];

const categoryShapes: Record<string, string> = {
  solar: 'sunpanel',
  organic: 'leaf',
  'zero-waste': 'bin',
  'home-decor': 'vase',
  reusable: 'bag',
  'personal-care': 'soap',
  'sustainable-fashion': 'shirt',
  kitchen: 'bowl',
};

function pickShape(name: string): string {
  const n = name.toLowerCase();
  return rules.find(([re]) => re.test(n))?.[1] ?? 'box';
}

function pickColour(name: string, fallback: string): string {
  const n = name.toLowerCase();
  return materials.find(([re]) => re.test(n))?.[1] ?? fallback;
}

function escapeXml(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** Greedy word wrap onto at most `maxLines` lines of about `width` characters. */
function wrap(text: string, width = 20, maxLines = 3): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (!line) line = word;
    else if (line.length + 1 + word.length <= width) line += ` ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]?.slice(0, width - 1).trimEnd()}…`;
    return kept;
  }
  return lines;
}

function svg(title: string, palette: Palette, shape: string, main: string): string {
  const draw = shapes[shape] ?? shapes.box!;
  const lines = wrap(title);
  const size = lines.length === 3 ? 23 : 26;
  const lh = size + 5;
  // Centre the text block vertically in the caption band (y 282..390).
  const y0 = 336 - ((lines.length - 1) * lh) / 2 + size * 0.36;
  const text = lines
    .map((l, i) => `<tspan x="200" y="${Math.round(y0 + i * lh)}">${escapeXml(l)}</tspan>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-labelledby="t">` +
    `<title id="t">${escapeXml(title)}</title>` +
    `<rect width="400" height="400" fill="${palette.bg}"/>` +
    `<rect x="16" y="282" width="368" height="108" rx="16" fill="#fff" opacity=".6"/>` +
    draw(main, shade(main, 0.28)) +
    `<text font-family="system-ui,'Segoe UI',Roboto,Helvetica,Arial,sans-serif" font-size="${size}" font-weight="600" fill="${palette.ink}" text-anchor="middle">${text}</text>` +
    `</svg>\n`
  );
}

function placeholder(): string {
  const p = neutral;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-labelledby="t">` +
    `<title id="t">Image unavailable</title>` +
    `<rect width="400" height="400" fill="${p.bg}"/>` +
    `<rect x="110" y="90" width="180" height="140" rx="14" fill="none" stroke="${p.main}" stroke-width="10"/>` +
    `<circle cx="160" cy="136" r="16" fill="${p.main}"/><path d="M120 220l50-50 30 30 34-44 46 64z" fill="${p.main}"/>` +
    `<text x="200" y="300" font-family="system-ui,'Segoe UI',Roboto,Helvetica,Arial,sans-serif" font-size="24" font-weight="600" fill="${p.ink}" text-anchor="middle">Image unavailable</text>` +
    `</svg>\n`
  );
}

function writeFresh(dir: string, files: Map<string, string>): void {
  mkdirSync(dir, { recursive: true });
  // Remove stale illustrations for products that no longer exist.
  for (const f of readdirSync(dir)) if (f.endsWith('.svg') && !files.has(f)) rmSync(join(dir, f));
  for (const [f, content] of files) writeFileSync(join(dir, f), content);
}

const categoryFiles = new Map<string, string>();
for (const c of seedCategories) {
  const palette = palettes[c.slug] ?? neutral;
  categoryFiles.set(
    `${c.slug}.svg`,
    svg(c.name, palette, categoryShapes[c.slug] ?? 'box', palette.main),
  );
}

const productFiles = new Map<string, string>();
for (const p of seedProducts) {
  const palette = palettes[p.category] ?? neutral;
  productFiles.set(
    `${p.slug}.svg`,
    svg(p.name, palette, pickShape(p.name), pickColour(p.name, palette.main)),
  );
}

writeFresh(join(publicImages, 'categories'), categoryFiles);
writeFresh(join(publicImages, 'products'), productFiles);
mkdirSync(publicImages, { recursive: true });
writeFileSync(join(publicImages, 'placeholder.svg'), placeholder());

const sizes = [...categoryFiles.values(), ...productFiles.values()].map((s) =>
  Buffer.byteLength(s),
);
console.log(
  `Wrote ${categoryFiles.size} category and ${productFiles.size} product images + placeholder (largest ${Math.max(...sizes)} bytes).`,
);
