import { describe, expect, it } from 'vitest';
import { deliveryEstimate, deliveryZone } from './delivery.ts';

describe('deliveryZone', () => {
  it('knows the metro cities by their PIN prefixes', () => {
    for (const pin of [
      '110001',
      '400001',
      '700001',
      '600001',
      '560001',
      '500001',
      '411001',
      '380001',
    ]) {
      expect(deliveryZone(pin), pin).toBe('metro');
    }
  });

  it('puts the north-east, Sikkim, Jammu & Kashmir, Ladakh and the islands in the remote zone', () => {
    for (const pin of [
      '781001',
      '793001',
      '799001',
      '737101',
      '744101',
      '682555',
      '190001',
      '194101',
    ]) {
      expect(deliveryZone(pin), pin).toBe('remote');
    }
  });

  it('puts every other PIN in the rest of India, Lakshadweep apart from the rest of Kerala', () => {
    for (const pin of ['302001', '226001', '682001', '751001', '800001', '412105']) {
      expect(deliveryZone(pin), pin).toBe('rest-of-india');
    }
  });

  it('refuses what is not a 6-digit PIN', () => {
    for (const pin of ['', '11000', '1100011', '011001', 'abcdef', '110 01']) {
      expect(deliveryZone(pin), pin).toBeNull();
    }
    expect(deliveryZone(' 110001 ')).toBe('metro');
  });
});

describe('deliveryEstimate', () => {
  it('counts days from the IST date the order is placed', () => {
    // 20:00 UTC on 23 Nov is 01:30 IST on 24 Nov: the count starts on the 24th.
    const estimate = deliveryEstimate('110001', new Date('2026-11-23T20:00:00Z'));
    expect(estimate).toEqual({
      zone: 'metro',
      minDays: 2,
      maxDays: 3,
      earliest: new Date('2026-11-25T18:30:00Z'), // 26 Nov 00:00 IST
      latest: new Date('2026-11-26T18:30:00Z'), // 27 Nov 00:00 IST
    });
  });

  it('gives slower zones later dates, across a month end', () => {
    const placed = new Date('2026-11-28T06:00:00Z');
    const rest = deliveryEstimate('302001', placed)!;
    const remote = deliveryEstimate('799001', placed)!;
    expect([rest.minDays, rest.maxDays]).toEqual([4, 6]);
    expect(rest.earliest).toEqual(new Date('2026-12-01T18:30:00Z'));
    expect(remote.latest).toEqual(new Date('2026-12-07T18:30:00Z'));
    expect(remote.earliest.getTime()).toBeGreaterThan(rest.earliest.getTime());
  });

  it('gives null for a PIN that is not 6 digits', () => {
    expect(deliveryEstimate('12345', new Date())).toBeNull();
  });
});
