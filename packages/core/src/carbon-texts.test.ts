import { describe, expect, it } from 'vitest';
import { keywordCarbonRecord } from './carbon-record.ts';
import { CARBON_TEXTS } from './carbon-texts.ts';
import { CARBON_FACTORS, CARBON_USES } from './product-carbon-factors.ts';

// Both apps translate these words by their English: a row added to a table without its text
// here would show in English on a Hindi page and in a Hindi answer.
describe('CARBON_TEXTS', () => {
  it("holds every factor, use and starting material core's records name", () => {
    const starting = keywordCarbonRecord('A new product');
    const texts = [
      ...Object.values(CARBON_FACTORS).map((factor) => factor.label),
      ...Object.values(CARBON_USES),
      starting.use,
      starting.material,
    ];
    const declared = new Set<string>(CARBON_TEXTS);
    expect(texts.filter((text) => !declared.has(text))).toEqual([]);
  });
});
