// The seller's settings (decision 083): who sells, as every tax invoice, credit note, label,
// packing slip and GSTR-1 names it. The server's SELLER_* environment variables are a new shop's
// values; the console's "Seller settings" page (admins) saves its own, which then win.
import { gstinProblem } from './gstin.ts';
import { INDIAN_STATES, type IndianState } from './india.ts';
import { CREDIT_NOTE_PREFIX, DOCUMENT_NUMBER_MAX_LENGTH } from './invoice.ts';
import { singleLine } from './validation.ts';
import { z } from './zod.ts';

/**
 * An invoice number is the prefix, the financial year's four digits, a dash and six digits
 * (decision 061: "HRT2627-000123"); Rule 46(b) allows 16 characters, so the prefix has 5.
 */
export const INVOICE_PREFIX_MAX = DOCUMENT_NUMBER_MAX_LENGTH - '2627-000123'.length;

export const SELLER_LEGAL_NAME_MAX = 200;
export const SELLER_ADDRESS_MAX = 300;
export const SIGNATORY_MAX = 100;

const INVOICE_PREFIX_RULE = `The invoice prefix is 1 to ${INVOICE_PREFIX_MAX} letters or digits, so that an invoice number such as HRT2627-000123 stays within ${DOCUMENT_NUMBER_MAX_LENGTH} characters.`;

/** What an admin saves; the GSTIN must belong to the chosen state. */
export const sellerSettingsSchema = z
  .object({
    legalName: singleLine()
      .trim()
      .min(1, 'Enter the legal name, as registered for GST.')
      .max(
        SELLER_LEGAL_NAME_MAX,
        `Legal name must be at most ${SELLER_LEGAL_NAME_MAX} characters.`,
      ),
    address: singleLine()
      .trim()
      .min(1, 'Address is required')
      .max(SELLER_ADDRESS_MAX, `Address must be at most ${SELLER_ADDRESS_MAX} characters.`),
    gstin: singleLine().trim().toUpperCase().max(30),
    state: singleLine()
      .trim()
      .refine((state) => (INDIAN_STATES as readonly string[]).includes(state), {
        error: (issue) =>
          issue.input === ''
            ? 'State is required'
            : 'Choose a state or union territory from the list',
      }),
    invoicePrefix: singleLine()
      .trim()
      .toUpperCase()
      .regex(new RegExp(`^[A-Z0-9]{1,${INVOICE_PREFIX_MAX}}$`), INVOICE_PREFIX_RULE)
      .refine((prefix) => prefix !== CREDIT_NOTE_PREFIX, {
        error: 'CN is the credit notes’ prefix; choose another for invoices.',
      }),
    signatory: singleLine()
      .trim()
      .min(1, 'Enter the name of the person who signs for the seller.')
      .max(SIGNATORY_MAX, `Authorised signatory must be at most ${SIGNATORY_MAX} characters.`),
  })
  .strict()
  .superRefine((s, ctx) => {
    if (!(INDIAN_STATES as readonly string[]).includes(s.state)) return;
    const problem = gstinProblem(s.gstin, s.state as IndianState);
    if (problem) ctx.addIssue({ code: 'custom', path: ['gstin'], message: problem });
  });
export type SellerSettingsInput = z.input<typeof sellerSettingsSchema>;
export type SellerSettingsBody = z.output<typeof sellerSettingsSchema>;

/** The seller as the server reads it: saved settings, or the SELLER_* variables until then. */
export interface SellerSettings {
  legalName: string;
  address: string;
  gstin: string;
  state: string;
  invoicePrefix: string;
  signatory: string;
}

/** GET/PUT /api/admin/seller-settings: the settings in force, and when the console last saved them. */
export interface SellerSettingsAnswer extends SellerSettings {
  /** null: never saved in the console, the server's SELLER_* variables are in force */
  updatedAt: string | null;
}
