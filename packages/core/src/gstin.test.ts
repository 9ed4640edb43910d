import { describe, expect, it } from 'vitest';
import {
  GST_STATE_CODES,
  gstinCheckCharacter,
  gstinProblem,
  intraStateTaxName,
  stateWithCode,
} from './gstin.ts';
import { INDIAN_STATES } from './india.ts';

describe('gstinCheckCharacter', () => {
  it.each([
    // Published examples of valid GSTINs.
    ['27AAPFU0939F1ZV'],
    ['29AAHCH1234K1ZH'],
  ])('gives the last character of %s', (gstin) => {
    expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin[14]);
  });
});

describe('gstinProblem', () => {
  it('accepts a well-formed GSTIN with its check character, in its state', () => {
    expect(gstinProblem('29AAHCH1234K1ZH', 'Karnataka')).toBeNull();
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeNull();
  });

  it('says which character is wrong when the check character is not the one computed', () => {
    expect(gstinProblem('29AAHCH1234K1ZQ')).toBe(
      "The GSTIN's check character is Q; for these first 14 characters it must be H.",
    );
  });

  it('says whose code it is when the state code disagrees with the state', () => {
    expect(gstinProblem('29AAHCH1234K1ZH', 'Chandigarh')).toBe(
      "The GSTIN's state code 29 is Karnataka, not Chandigarh (04).",
    );
  });

  it('refuses a state code no state has, and a wrong shape', () => {
    expect(gstinProblem('99AAHCH1234K1ZH')).toMatch(/state code 99 is not a GST state code/);
    expect(gstinProblem('29AAHCH1234')).toMatch(/15 characters/);
  });
});

describe('GST state codes', () => {
  it('gives every state and union territory a distinct two-digit code', () => {
    const codes = INDIAN_STATES.map((state) => GST_STATE_CODES[state]);
    expect(codes.every((code) => /^[0-9]{2}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBe(INDIAN_STATES.length);
  });

  it('prints a state with its code', () => {
    expect(stateWithCode('Delhi')).toBe('Delhi (07)');
    expect(stateWithCode('Tamil Nadu')).toBe('Tamil Nadu (33)');
  });
});

describe('intraStateTaxName', () => {
  it('is UTGST in the five union territories without a legislature, SGST elsewhere', () => {
    for (const ut of [
      'Chandigarh',
      'Ladakh',
      'Lakshadweep',
      'Dadra and Nagar Haveli and Daman and Diu',
      'Andaman and Nicobar Islands',
    ]) {
      expect(intraStateTaxName(ut)).toBe('UTGST');
    }
    for (const state of ['Delhi', 'Puducherry', 'Jammu and Kashmir', 'Karnataka', 'Goa']) {
      expect(intraStateTaxName(state)).toBe('SGST');
    }
  });
});
