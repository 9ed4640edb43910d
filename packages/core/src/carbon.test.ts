import { describe, expect, it } from 'vitest';
import {
  BADGE_DEFAULT,
  BADGE_HIDE_BELOW,
  badgeOf,
  CHECKOUT_DEFAULT_PER_UNIT,
  checkoutPerUnit,
  DEFAULT_CARBON_GOAL,
  environmentalImpact,
  formatKg,
  goalProgress,
  isEcoFriendly,
  productBadge,
  productCarbonEstimate,
  round1,
  TOOLTIP_DEFAULT,
  tooltipImpact,
} from './carbon';

describe('productBadge: SPEC §9 keyword table', () => {
  // [product name, savings, emissions, net]
  const rows: [string, number, number, number][] = [
    ['Bamboo Toothbrush', 2.1, 0.3, 1.8],
    ['Organic Face Wash', 1.8, 0.4, 1.4],
    ['Cotton Tote', 1.8, 0.4, 1.4],
    ['Solar Power Bank', 15.2, 2.1, 13.1],
    ['Hemp Backpack', 3.5, 0.8, 2.7],
    ['Cork Yoga Block', 4.2, 0.9, 3.3],
    ['Recycled Notebook', 1.2, 0.2, 1],
    ['Reusable Straw Set', 8.5, 1.2, 7.3],
    ['Steel Water Bottle', 8.5, 1.2, 7.3],
    ['LED Desk Lamp', 12, 1.5, 10.5],
    ['Plastic Comb', 0, 2.8, -2.8],
    ['Synthetic Sponge', 0, 5.2, -5.2],
    ['Eco Dish Brush', 2, 0.5, 1.5],
    ['Green Tea Sampler', 2, 0.5, 1.5],
    ['Sustainable Soap', 2, 0.5, 1.5],
    ['Steel Lunch Box', 0.5, 1, -0.5],
  ];

  it.each(rows)('%s → %d saved / %d emitted (net %d)', (name, savings, emissions, net) => {
    const badge = productBadge(name);
    expect(badge.savings).toBe(savings);
    expect(badge.emissions).toBe(emissions);
    expect(badge.net).toBe(net);
    expect(badge.hidden).toBe(false);
    expect(badge.tone).toBe(net > 0 ? 'saving' : 'increase');
  });

  it('uses the default 0.5 / 1 when no keyword matches', () => {
    expect(BADGE_DEFAULT).toEqual({ savings: 0.5, emissions: 1 });
    expect(productBadge('')).toMatchObject({ savings: 0.5, emissions: 1, net: -0.5 });
    expect(productBadge('Steel Lunch Box').tone).toBe('increase');
  });

  it('"water bottle" needs both words, in order', () => {
    expect(productBadge('Water Bottle').savings).toBe(8.5);
    expect(productBadge('Water  Bottle').savings).toBe(8.5);
    expect(productBadge('Glass Bottle').savings).toBe(0.5);
    expect(productBadge('Bottle for water').savings).toBe(0.5);
  });

  it('has a tone of saving for positive net and increase for negative net', () => {
    expect(productBadge('Solar Lantern').tone).toBe('saving');
    expect(productBadge('Plastic Bucket').tone).toBe('increase');
  });
});

describe('productCarbonEstimate: SPEC §3 savings, emissions, material, benefit', () => {
  it('gives the badge figures with the material of the row the name matches first', () => {
    expect(productCarbonEstimate('Solar LED Lights')).toMatchObject({
      savings: 15.2,
      emissions: 2.1,
      net: 13.1,
      material: 'Solar power',
    });
    expect(productCarbonEstimate('Organic Cotton Tote').material).toBe('Organic cotton');
    expect(productCarbonEstimate('Plastic Bucket').benefit).toMatch(/^No saving/);
  });

  it('falls back to the default figures and mixed materials', () => {
    expect(productCarbonEstimate('Steel Lunch Box')).toMatchObject({
      ...BADGE_DEFAULT,
      net: -0.5,
      material: 'Mixed materials',
    });
  });
});

describe('badgeOf: neutral tone and hiding', () => {
  // No SPEC §9 row has |net| < 0.1, so the rule is proven on badgeOf, which productBadge uses.
  it('hides the badge with a neutral tone when net is 0', () => {
    expect(badgeOf({ savings: 1, emissions: 1 })).toMatchObject({
      net: 0,
      tone: 'neutral',
      hidden: true,
    });
  });

  it('hides the badge when |net| is under 0.1 kg', () => {
    expect(BADGE_HIDE_BELOW).toBe(0.1);
    expect(badgeOf({ savings: 1.04, emissions: 1 }).hidden).toBe(true);
    expect(badgeOf({ savings: 1, emissions: 1.04 }).hidden).toBe(true);
  });

  it('shows the badge from 0.1 kg either way', () => {
    expect(badgeOf({ savings: 1.1, emissions: 1 })).toMatchObject({
      net: 0.1,
      tone: 'saving',
      hidden: false,
    });
    expect(badgeOf({ savings: 1, emissions: 1.1 })).toMatchObject({
      net: -0.1,
      tone: 'increase',
      hidden: false,
    });
  });
});

describe('productBadge: precedence (first row in SPEC §9 order wins)', () => {
  it.each([
    ['Solar LED Lights', 15.2], // solar before led
    ['Recycled Plastic Mat', 1.2], // recycled before plastic
    ['Bamboo Organic Towel', 2.1], // bamboo before organic
    ['Organic Bamboo Towel', 2.1], // table order, not position in the name
    ['Hemp Cotton Shirt', 1.8], // organic/cotton row before hemp
    ['Reusable LED Bulb', 8.5], // reusable before led
    ['Eco Plastic Bottle', 0], // plastic before eco
    ['Green Synthetic Mat', 0], // synthetic before green
  ])('%s → savings %d', (name, savings) => {
    expect(productBadge(name).savings).toBe(savings);
  });
});

describe('productBadge: word-start, case-insensitive matching', () => {
  it('does not match a keyword inside a word', () => {
    expect(productBadge('Upcycled Jar').savings).toBe(0.5); // no "led"
    expect(productBadge('Recycled Jar').savings).toBe(1.2); // recycled, not led
    expect(productBadge('Scorkle').savings).toBe(0.5); // no "cork"
    expect(productBadge('Geco Lamp').savings).toBe(0.5); // no "eco"
    expect(productBadge('Evergreen Plant').savings).toBe(0.5); // no "green"
  });

  it('matches at the start of a word, including longer words', () => {
    expect(productBadge('LEDs Strip').savings).toBe(12);
    expect(productBadge('Ecofriendly Mug').savings).toBe(2);
    expect(productBadge('Greenery Kit').savings).toBe(2);
    expect(productBadge('Organically Grown Rice').savings).toBe(1.8);
  });

  it('matches after punctuation and digits-free separators', () => {
    expect(productBadge('Eco-Bamboo Brush').savings).toBe(2.1);
    expect(productBadge('Desk (LED)').savings).toBe(12);
    expect(productBadge('Mat/cork').savings).toBe(4.2);
  });

  it('is case-insensitive', () => {
    expect(productBadge('BAMBOO STRAW').savings).toBe(2.1);
    expect(productBadge('bamboo straw').savings).toBe(2.1);
    expect(productBadge('Led Bulb').savings).toBe(12);
    expect(productBadge('led bulb').savings).toBe(12);
    expect(productBadge('SOLAR fan').savings).toBe(15.2);
  });
});

describe('tooltipImpact', () => {
  it('uses the default 1 / 0.5 for other names', () => {
    expect(TOOLTIP_DEFAULT).toEqual({ savings: 1, emissions: 0.5 });
    expect(tooltipImpact('Steel Lunch Box')).toMatchObject({
      savings: 1,
      emissions: 0.5,
      net: 0.5,
      tone: 'saving',
      hidden: false,
    });
  });

  it('reuses the badge values for bamboo, solar and organic', () => {
    expect(tooltipImpact('Bamboo Comb')).toMatchObject({ savings: 2.1, emissions: 0.3, net: 1.8 });
    expect(tooltipImpact('Solar Lamp')).toMatchObject({ savings: 15.2, emissions: 2.1, net: 13.1 });
    expect(tooltipImpact('Organic Tea')).toMatchObject({ savings: 1.8, emissions: 0.4, net: 1.4 });
  });

  it('only knows bamboo, solar and organic', () => {
    expect(tooltipImpact('Cotton Bag').savings).toBe(1);
    expect(tooltipImpact('LED Lamp').savings).toBe(1);
    expect(tooltipImpact('Plastic Comb').savings).toBe(1);
  });

  it('uses bamboo, solar, organic order and word-start matching', () => {
    expect(tooltipImpact('Organic Solar Kit').savings).toBe(15.2);
    expect(tooltipImpact('solar bamboo lamp').savings).toBe(2.1);
    expect(tooltipImpact('Inorganic Salt').savings).toBe(1);
  });
});

describe('checkoutPerUnit', () => {
  it.each([
    ['Bamboo Brush', -2.5],
    ['Organic Honey', -2.5],
    ['Solar Charger', -2.5], // solar row first
    ['Hemp Rope', -2.5],
    ['Cork Board', -2.5],
    ['Recycled Paper', -2.5],
    ['Cotton Towel', 1.2],
    ['Jute Bag', 1.2],
    ['Jute Bags', 1.2],
    ['Phone Charger', 3.5],
    ['Electronic Scale', 3.5],
    ['Glass Bottle', 0.8],
    ['Food Container', 0.8],
    ['Steel Lunch Box', 1],
    ['', 1],
  ])('%s → %d kg per unit', (name, perUnit) => {
    expect(checkoutPerUnit(name)).toBe(perUnit);
  });

  it('is case-insensitive and matches at word start', () => {
    expect(checkoutPerUnit('BAMBOO')).toBe(-2.5);
    expect(checkoutPerUnit('Garbage Bin')).toBe(1); // "bag" not inside "garbage"
    expect(checkoutPerUnit('Electronics Kit')).toBe(3.5);
    expect(checkoutPerUnit('Cotton Bottle Bag')).toBe(1.2); // cotton/bag row before bottle
  });

  it('counts negative estimates as eco-friendly', () => {
    expect(CHECKOUT_DEFAULT_PER_UNIT).toBe(1);
    expect(isEcoFriendly('Hemp Rope')).toBe(true);
    expect(isEcoFriendly('Cotton Towel')).toBe(false);
    expect(isEcoFriendly('Anything')).toBe(false);
  });
});

describe('environmentalImpact', () => {
  it('gives zeros for no items', () => {
    expect(environmentalImpact([])).toEqual({ savings: 0, emissions: 0, ecoProducts: 0, net: 0 });
  });

  it('multiplies per-unit by quantity and splits savings from emissions', () => {
    const impact = environmentalImpact([
      { name: 'Bamboo Brush', quantity: 2 }, // −5
      { name: 'Solar Lamp', quantity: 1 }, // −2.5
      { name: 'Cotton Bag', quantity: 3 }, // 3.6
      { name: 'Phone Charger', quantity: 1 }, // 3.5
      { name: 'Glass Bottle', quantity: 2 }, // 1.6
      { name: 'Steel Box', quantity: 1 }, // 1
    ]);
    expect(impact).toEqual({ savings: 7.5, emissions: 9.7, ecoProducts: 3, net: -2.2 });
  });

  it('counts eco product quantities, not lines', () => {
    const impact = environmentalImpact([
      { name: 'Hemp Rope', quantity: 4 },
      { name: 'Cork Mat', quantity: 1 },
    ]);
    expect(impact).toEqual({ savings: 12.5, emissions: 0, ecoProducts: 5, net: 12.5 });
  });

  it('rounds to one decimal', () => {
    const impact = environmentalImpact([{ name: 'Cotton Tote', quantity: 7 }]); // 8.4 (8.3999…)
    expect(impact.emissions).toBe(8.4);
    expect(impact.net).toBe(-8.4);
    const mixed = environmentalImpact([
      { name: 'Cotton Tote', quantity: 3 }, // 3.5999…
      { name: 'Organic Soap', quantity: 3 }, // −7.5
    ]);
    expect(mixed).toEqual({ savings: 7.5, emissions: 3.6, ecoProducts: 3, net: 3.9 });
  });
});

describe('goalProgress', () => {
  it('uses a default goal of 1000 kg', () => {
    expect(DEFAULT_CARBON_GOAL).toBe(1000);
  });

  it('is green below 50 %', () => {
    expect(goalProgress(0, 1000).colour).toBe('green');
    expect(goalProgress(234.2, 1000).colour).toBe('green');
    expect(goalProgress(499.9, 1000).colour).toBe('green');
  });

  it('is yellow from exactly 50 % up to below 80 %', () => {
    expect(goalProgress(500, 1000).colour).toBe('yellow');
    expect(goalProgress(50, 100).colour).toBe('yellow');
    expect(goalProgress(799.9, 1000).colour).toBe('yellow');
  });

  it('is red from exactly 80 %', () => {
    expect(goalProgress(800, 1000).colour).toBe('red');
    expect(goalProgress(8, 10).colour).toBe('red');
    expect(goalProgress(1000, 1000).colour).toBe('red');
    expect(goalProgress(1500, 1000).colour).toBe('red');
  });

  it('reports percent and clamps the width to 0–100', () => {
    expect(goalProgress(234.2, 1000).percent).toBeCloseTo(23.42, 10);
    expect(goalProgress(234.2, 1000).width).toBeCloseTo(23.42, 10);
    expect(goalProgress(1500, 1000)).toMatchObject({ percent: 150, width: 100 });
    expect(goalProgress(1000, 1000)).toMatchObject({ percent: 100, width: 100 });
    expect(goalProgress(-100, 1000)).toMatchObject({ percent: -10, width: 0, colour: 'green' });
    expect(goalProgress(0, 1000)).toMatchObject({ percent: 0, width: 0 });
  });

  it('reports kg under and over the goal, one decimal', () => {
    expect(goalProgress(234.2, 1000)).toMatchObject({ under: 765.8, over: 0 });
    expect(goalProgress(1234.56, 1000)).toMatchObject({ under: 0, over: 234.6 });
    expect(goalProgress(1000, 1000)).toMatchObject({ under: 0, over: 0 });
    expect(goalProgress(0, 1000)).toMatchObject({ under: 1000, over: 0 });
  });

  it('treats a zero goal as fully used', () => {
    expect(goalProgress(0, 0)).toMatchObject({ percent: 100, width: 100, colour: 'red' });
  });
});

describe('formatKg and round1', () => {
  it('shows one decimal with the unit', () => {
    expect(formatKg(0)).toBe('0.0 kg CO2');
    expect(formatKg(12)).toBe('12.0 kg CO2');
    expect(formatKg(12.34)).toBe('12.3 kg CO2');
    expect(formatKg(12.36)).toBe('12.4 kg CO2');
    expect(formatKg(-2.8)).toBe('-2.8 kg CO2');
    expect(formatKg(847.5)).toBe('847.5 kg CO2');
    expect(formatKg(0.1 + 0.2)).toBe('0.3 kg CO2');
  });

  it('rounds halves away from zero', () => {
    expect(round1(0.05)).toBe(0.1);
    expect(round1(-0.05)).toBe(-0.1);
    expect(round1(0.25)).toBe(0.3);
    expect(round1(1.05)).toBe(1.1);
    expect(round1(2.45)).toBe(2.5);
    expect(formatKg(7.45)).toBe('7.5 kg CO2');
  });
});
