import { keywordCarbonRecord } from '@harit/core/carbon-record';
import { DELIVERY_ZONES } from '@harit/core/delivery';
import { CARBON_FACTORS, CARBON_USES } from '@harit/core/product-carbon-factors';
import { describe, expect, it } from 'vitest';
import { CORE_TEXTS } from './core-texts';

// The product page translates these texts of core's tables by their English: a row added to a
// table without its message here would show in English on a Hindi page.
describe('CORE_TEXTS', () => {
  it("holds every carbon factor, use and delivery zone of core's tables", () => {
    const starting = keywordCarbonRecord('A new product');
    const texts = [
      ...Object.values(CARBON_FACTORS).map((factor) => factor.label),
      ...Object.values(CARBON_USES),
      starting.use,
      starting.material,
      ...Object.values(DELIVERY_ZONES).map((zone) => zone.label),
    ];
    const declared = new Set<string>(CORE_TEXTS);
    expect(texts.filter((text) => !declared.has(text))).toEqual([]);
  });
});
