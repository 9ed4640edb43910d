import { DELIVERY_ZONES } from '@harit/core/delivery';
import { describe, expect, it } from 'vitest';
import { CORE_TEXTS } from './core-texts';

// The product page translates these texts of core's tables by their English: a row added to a
// table without its message here would show in English on a Hindi page.
describe('CORE_TEXTS', () => {
  it("holds every delivery zone of core's table", () => {
    const texts = Object.values(DELIVERY_ZONES).map((zone) => zone.label);
    const declared = new Set<string>(CORE_TEXTS);
    expect(texts.filter((text) => !declared.has(text))).toEqual([]);
  });
});
