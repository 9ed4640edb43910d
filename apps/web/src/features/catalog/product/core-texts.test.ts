import { BADGE_TABLE, DEFAULT_MATERIAL } from '@harit/core/carbon';
import { DELIVERY_ZONES } from '@harit/core/delivery';
import { describe, expect, it } from 'vitest';
import { CORE_TEXTS } from './core-texts';

// The product page translates these texts of core's tables by their English: a row added to a
// table without its message here would show in English on a Hindi page.
describe('CORE_TEXTS', () => {
  it("holds every material, benefit and delivery zone of core's tables", () => {
    const texts = [
      ...BADGE_TABLE.flatMap((row) => [row.material, row.benefit]),
      DEFAULT_MATERIAL.material,
      DEFAULT_MATERIAL.benefit,
      ...Object.values(DELIVERY_ZONES).map((zone) => zone.label),
    ];
    expect(new Set(CORE_TEXTS)).toEqual(new Set(texts));
  });
});
