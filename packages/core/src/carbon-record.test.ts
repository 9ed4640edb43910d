import { describe, expect, it } from 'vitest';
import { carbonAmount, carbonFigure, carbonWords, recordImpact } from './carbon-figure.ts';
import {
  carbonRecordBody,
  computeCarbonRecord,
  keywordCarbonRecord,
  productCarbonSchema,
} from './carbon-record.ts';

const steelBottle = {
  use: 'year-use' as const,
  made: [{ factor: 'stainless-steel' as const, quantity: 0.35 }],
  alternative: {
    name: 'single-use plastic bottles',
    made: [{ factor: 'pet' as const, quantity: 0.03 }],
    count: 100,
  },
};

describe('computeCarbonRecord (decision 069)', () => {
  it('nets the product against what it replaces over the use, one decimal, negative saves', () => {
    const record = computeCarbonRecord(steelBottle);
    // 0.35 × 4.4 = 1.54 to make; 100 × 0.03 × 4.03 = 12.09 replaced → −10.55 → −10.6
    expect(record).toMatchObject({
      netKgPerUnit: -10.6,
      basis: 'computed',
      use: 'a year of use',
      footprint: { perUnitKg: 1.54, overUseKg: 1.54 },
      alternative: {
        name: 'single-use plastic bottles',
        count: 100,
        perUnitKg: 0.12,
        overUseKg: 12.09,
      },
      material: 'Stainless steel',
    });
    expect(record.sources.map((s) => s.year)).toEqual([2021, 2022]);
    expect(productCarbonSchema.parse(record)).toEqual(record);
  });

  it('counts energy on both sides: a solar lamp against a grid lamp, and an adder stays positive', () => {
    const lamp = computeCarbonRecord({
      use: 'year-daily',
      made: [{ factor: 'electronics', quantity: 0.4 }],
      alternative: {
        name: 'a grid lamp',
        count: 1,
        made: [{ factor: 'electronics', quantity: 0.3 }],
        running: [{ factor: 'grid', quantity: 13.1 }],
      },
    });
    // 8 − (6 + 13.1 × 0.716 = 9.38) = −7.38
    expect(lamp.netKgPerUnit).toBe(-7.4);
    expect(lamp.sources.map((s) => s.name)).toContainEqual(expect.stringMatching(/^CEA/));
    const jars = computeCarbonRecord({
      use: 'five-years',
      made: [{ factor: 'glass', quantity: 2 }],
      alternative: {
        name: 'plastic jars',
        made: [{ factor: 'polypropylene', quantity: 0.4 }],
        count: 2,
      },
    });
    expect(jars.netKgPerUnit).toBe(0.4); // 2.88 − 2.48
  });

  it('refuses unknown factors and negative amounts', () => {
    expect(() =>
      computeCarbonRecord({
        ...steelBottle,
        made: [{ factor: 'unobtainium' as 'pet', quantity: 1 }],
      }),
    ).toThrow();
    expect(
      carbonRecordBody.safeParse({
        basis: 'computed',
        inputs: { ...steelBottle, made: [{ factor: 'pet', quantity: -1 }] },
      }).success,
    ).toBe(false);
    expect(
      carbonRecordBody.safeParse({
        basis: 'entered',
        netKgPerUnit: 1,
        material: 'Brass',
        method: 'Own study',
        sources: [],
      }).success,
    ).toBe(false);
  });

  it("keeps SPEC §9's keyword estimate only as a starting record", () => {
    expect(keywordCarbonRecord('Bamboo Comb')).toMatchObject({
      netKgPerUnit: -2.5,
      basis: 'keyword',
    });
    expect(keywordCarbonRecord('Terracotta Kulhad').netKgPerUnit).toBe(1);
  });
});

describe('one formatting rule', () => {
  it('writes saves or adds, one decimal, never a minus sign; hides |net| under 0.1', () => {
    expect(carbonWords(-10.55)).toBe('Saves 10.6 kg CO2');
    expect(carbonWords(0.6)).toBe('Adds 0.6 kg CO2');
    expect(carbonWords(0)).toBe('0.0 kg CO2');
    expect(carbonAmount(-2.8)).toBe('2.8 kg CO2');
    expect(carbonFigure(0.04)).toMatchObject({ hidden: true, tone: 'neutral' });
    expect(carbonFigure(-0.1)).toMatchObject({ hidden: false, tone: 'saving', kg: 0.1 });
  });

  it('counts n units as exactly n × the figure', () => {
    expect(carbonFigure(-0.1, 3).netKg).toBe(-0.3);
    expect(carbonFigure(-10.7, 2).netKg).toBe(-21.4);
    expect(
      recordImpact([
        { netKgPerUnit: -10.7, quantity: 2 },
        { netKgPerUnit: 0.6, quantity: 2 },
      ]),
    ).toEqual({ savings: 21.4, emissions: 1.2, ecoProducts: 2, net: 20.2 });
  });
});
