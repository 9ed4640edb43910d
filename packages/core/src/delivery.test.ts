import { describe, expect, it } from 'vitest';
import { deliveryEstimate } from './delivery';

describe('deliveryEstimate', () => {
  const placedAt = new Date('2026-11-23T06:00:00.000Z');

  it('gives the zone and the dates for a 6-digit PIN code', () => {
    const estimate = deliveryEstimate('560095', placedAt);
    expect(estimate).toMatchObject({ zone: 'South India', minDays: 2, maxDays: 4 });
    expect(estimate.earliest.toISOString()).toBe('2026-11-25T06:00:00.000Z');
    expect(estimate.latest.toISOString()).toBe('2026-11-27T06:00:00.000Z');
  });

  it('refuses anything but six digits not starting with 0', () => {
    for (const pin of ['56009', '5600950', '060095', 'abcdef', '']) {
      expect(() => deliveryEstimate(pin, placedAt), pin).toThrow(RangeError);
    }
  });
});
