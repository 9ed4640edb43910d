import { describe, expect, it } from 'vitest';
import { DOCUMENT_NUMBER_MAX_LENGTH, documentNumber } from './invoice.ts';
import { INVOICE_PREFIX_MAX, sellerSettingsSchema } from './seller.ts';

const valid = {
  legalName: 'Harit Retail Private Limited',
  address: '12 Indiranagar 100 Feet Road, Bengaluru 560038',
  gstin: '29AAHCH1234K1ZH',
  state: 'Karnataka',
  invoicePrefix: 'HRT',
  signatory: 'Asha Rao',
};

const problems = (input: Record<string, unknown>) => {
  const parsed = sellerSettingsSchema.safeParse(input);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the seller settings schema', () => {
  it('takes a complete set and upper-cases the GSTIN and the prefix', () => {
    expect(
      sellerSettingsSchema.parse({ ...valid, gstin: '29aahch1234k1zh', invoicePrefix: 'hrt' }),
    ).toEqual(valid);
  });

  it('says which part of the GSTIN is wrong, the state included', () => {
    expect(problems({ ...valid, state: 'Delhi' }).gstin).toBe(
      "The GSTIN's state code 29 is Karnataka, not Delhi (07).",
    );
    expect(problems({ ...valid, gstin: '29AAHCH1234K1ZQ' }).gstin).toBe(
      "The GSTIN's check character is Q; for these first 14 characters it must be H.",
    );
    expect(problems({ ...valid, state: 'Atlantis' })).toEqual({
      state: 'Choose a state or union territory from the list',
    });
  });

  it('keeps the longest invoice number within 16 characters and away from CN', () => {
    const rule = `The invoice prefix is 1 to ${INVOICE_PREFIX_MAX} letters or digits, so that an invoice number such as HRT2627-000123 stays within 16 characters.`;
    expect(problems({ ...valid, invoicePrefix: 'HARIT1' }).invoicePrefix).toBe(rule);
    expect(problems({ ...valid, invoicePrefix: 'H-R' }).invoicePrefix).toBe(rule);
    expect(problems({ ...valid, invoicePrefix: '' }).invoicePrefix).toBe(rule);
    expect(problems({ ...valid, invoicePrefix: 'cn' }).invoicePrefix).toBe(
      'CN is the credit notes’ prefix; choose another for invoices.',
    );
    const longest = documentNumber('invoice', '2099-00', 999_999, 'HARIT');
    expect(longest).toBe('HARIT9900-999999');
    expect(longest.length).toBe(DOCUMENT_NUMBER_MAX_LENGTH);
  });

  it('asks for a signatory and refuses line breaks', () => {
    expect(problems({ ...valid, signatory: '  ' }).signatory).toBe(
      'Enter the name of the person who signs for the seller.',
    );
    expect(problems({ ...valid, legalName: 'Harit\nRetail' }).legalName).toBe(
      'Legal name must not contain line breaks.',
    );
  });
});
