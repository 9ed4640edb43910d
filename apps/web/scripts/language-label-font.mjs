// Writes src/assets/language-label-devanagari-700.woff2: Noto Sans Devanagari semibold cut down
// to the glyphs of the language switch's "हिन्दी" (core's LANGUAGE_NAMES.hi), which index.css
// inlines so the word never shows as empty boxes on a device without a Devanagari font. Run from
// apps/web after changing that word or the font package (subset-font is not a dependency):
//
//   npm install --no-save subset-font@2 && node scripts/language-label-font.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const source = require.resolve(
  '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2',
);
const word = 'हिन्दी';
const font = await subsetFont(readFileSync(source), word, { targetFormat: 'woff2' });
const target = new URL('../src/assets/language-label-devanagari-700.woff2', import.meta.url);
writeFileSync(target, font);
console.log(`wrote ${target.pathname} (${font.length} bytes) for "${word}"`);
