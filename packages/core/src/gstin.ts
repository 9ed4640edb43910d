// GST identification numbers and the GST state codes (CGST Rules 2017, Rule 10 and Form GST
// REG-06; the state codes of the GST portal's master list). A GSTIN is 15 characters: the state
// code (2 digits), the holder's PAN (10), the entity number (1), `Z` (1) and a check character
// (1) computed from the first 14 with the mod-36 scheme the GST Network publishes.
import type { IndianState } from './india.ts';

/** Each state's and union territory's GST code, as invoices print it beside the name. */
export const GST_STATE_CODES: Record<IndianState, string> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

/**
 * Codes still found at the start of GSTINs issued before a merger or a split: 25 (Daman and
 * Diu, merged into 26 in 2020) and 28 (Andhra Pradesh before 2014's split, now 37).
 */
const EARLIER_CODES: Record<string, IndianState> = {
  '25': 'Dadra and Nagar Haveli and Daman and Diu',
  '28': 'Andhra Pradesh',
};

/** The state a GSTIN's first two digits name, or null for no state code. */
export function stateOfGstinCode(code: string): IndianState | null {
  const found = Object.entries(GST_STATE_CODES).find(([, c]) => c === code)?.[0];
  return (found as IndianState | undefined) ?? EARLIER_CODES[code] ?? null;
}

/** "Delhi (07)": a state as an invoice prints it. */
export function stateWithCode(state: string): string {
  const code = GST_STATE_CODES[state as IndianState];
  return code ? `${state} (${code})` : state;
}

/**
 * The union territories without a legislature (UTGST Act 2017, section 2(114)): a seller there
 * charges CGST + UTGST on a supply within it, where a state, or Delhi, Puducherry and Jammu and
 * Kashmir with their legislatures, charge CGST + SGST (decision 067).
 */
export const UNION_TERRITORIES_WITHOUT_LEGISLATURE: readonly IndianState[] = [
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Ladakh',
  'Lakshadweep',
];

/** The second half of the tax on a supply within `state`: "UTGST" or "SGST". */
export function intraStateTaxName(state: string): 'SGST' | 'UTGST' {
  return (UNION_TERRITORIES_WITHOUT_LEGISLATURE as readonly string[]).includes(state)
    ? 'UTGST'
    : 'SGST';
}

const CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The GSTIN check character of its first 14 characters (mod 36, weights 1 and 2 in turn). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = CHARACTERS.indexOf(first14[i] ?? '') * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARACTERS[(36 - (sum % 36)) % 36] ?? '';
}

const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * What is wrong with a GSTIN, in a sentence naming the part, or null when nothing is: its shape,
 * its state code, its check character and — given the state it must belong to — whether the two
 * agree.
 */
export function gstinProblem(gstin: string, state?: IndianState): string | null {
  if (!GSTIN_SHAPE.test(gstin)) {
    return 'A GSTIN is 15 characters: a 2-digit state code, the 10-character PAN, the entity number, Z and a check character.';
  }
  const code = gstin.slice(0, 2);
  const codeState = stateOfGstinCode(code);
  if (!codeState) return `The GSTIN's state code ${code} is not a GST state code.`;
  const expected = gstinCheckCharacter(gstin.slice(0, 14));
  if (gstin[14] !== expected) {
    return `The GSTIN's check character is ${gstin[14]}; for these first 14 characters it must be ${expected}.`;
  }
  if (state && codeState !== state) {
    return `The GSTIN's state code ${code} is ${codeState}, not ${state} (${GST_STATE_CODES[state]}).`;
  }
  return null;
}
