// Unit quantity codes (UQC): the GST portal's list of units a tax invoice prints beside each
// quantity (Rule 46(h): quantity and unit). One per product, set in the console and copied onto
// each invoice line (decision 067).
import { z } from 'zod';

/** The GST portal's unit quantity codes. */
export const UQC_CODES = [
  'BAG',
  'BAL',
  'BDL',
  'BKL',
  'BOU',
  'BOX',
  'BTL',
  'BUN',
  'CAN',
  'CBM',
  'CCM',
  'CMS',
  'CTN',
  'DOZ',
  'DRM',
  'GGK',
  'GMS',
  'GRS',
  'GYD',
  'KGS',
  'KLR',
  'KME',
  'LTR',
  'MLT',
  'MTR',
  'MTS',
  'NOS',
  'OTH',
  'PAC',
  'PCS',
  'PRS',
  'QTL',
  'ROL',
  'SET',
  'SQF',
  'SQM',
  'SQY',
  'TBS',
  'TGM',
  'THD',
  'TON',
  'TUB',
  'UGS',
  'UNT',
  'YDS',
] as const;
export type Uqc = (typeof UQC_CODES)[number];

/** A product's unit until a merchant sets another: numbers (pieces) — what a shop counts. */
export const DEFAULT_UQC: Uqc = 'NOS';

export const uqcSchema = z.enum(UQC_CODES, { error: 'Choose a unit quantity code from the list' });

/** "2 NOS": a quantity as an invoice prints it; the number alone for a line without a unit. */
export function quantityWithUnit(quantity: number, uqc: string | undefined | null): string {
  return uqc ? `${quantity} ${uqc}` : String(quantity);
}
