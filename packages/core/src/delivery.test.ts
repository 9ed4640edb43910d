import { describe, expect, it } from 'vitest';
import { DELIVERY_ZONE_ORDER, DELIVERY_ZONES, deliveryEstimate, deliveryZone } from './delivery.ts';

const KA = 'Karnataka';

describe('deliveryZone', () => {
  it('knows the metro cities by their districts, Delhi as a whole', () => {
    for (const place of [
      { district: 'New Delhi', state: 'Delhi' },
      { district: 'North West', state: 'Delhi' },
      { district: 'Mumbai', state: 'Maharashtra' },
      { district: 'Mumbai Suburban', state: 'Maharashtra' },
      { district: 'Pune', state: 'Maharashtra' },
      { district: 'Kolkata', state: 'West Bengal' },
      { district: 'Chennai', state: 'Tamil Nadu' },
      { district: 'Bengaluru Urban', state: 'Karnataka' },
      { district: 'Hyderabad', state: 'Telangana' },
      { district: 'Ahmadabad', state: 'Gujarat' },
    ]) {
      expect(deliveryZone(place, KA), place.district).toBe('metro');
    }
  });

  it("puts the seller's state outside its metro in the rest of the state", () => {
    expect(deliveryZone({ district: 'Mysuru', state: 'Karnataka' }, KA)).toBe('rest-of-state');
    expect(deliveryZone({ district: 'Mysuru', state: 'Karnataka' }, 'Kerala')).toBe(
      'rest-of-india',
    );
    expect(deliveryZone({ district: 'Thane', state: 'Maharashtra' }, 'Maharashtra')).toBe(
      'rest-of-state',
    );
  });

  it('puts the north-east, Sikkim, the islands, Jammu and Kashmir and Ladakh in the slowest zone', () => {
    for (const state of [
      'Assam',
      'Arunachal Pradesh',
      'Manipur',
      'Meghalaya',
      'Mizoram',
      'Nagaland',
      'Tripura',
      'Sikkim',
      'Andaman and Nicobar Islands',
      'Lakshadweep',
      'Jammu and Kashmir',
      'Ladakh',
    ]) {
      expect(deliveryZone({ district: 'Somewhere', state }, KA), state).toBe(
        'north-east-and-islands',
      );
    }
  });

  it('a seller in the north-east reaches its own state sooner', () => {
    expect(deliveryZone({ district: 'Kamrup Metro', state: 'Assam' }, 'Assam')).toBe(
      'rest-of-state',
    );
  });

  it('puts everything else in the rest of India', () => {
    for (const place of [
      { district: 'Thane', state: 'Maharashtra' },
      { district: 'Jaipur', state: 'Rajasthan' },
      { district: 'Ernakulam', state: 'Kerala' },
      { district: 'Gurugram', state: 'Haryana' },
    ]) {
      expect(deliveryZone(place, KA), place.district).toBe('rest-of-india');
    }
  });
});

describe('DELIVERY_ZONES', () => {
  it('lists every zone once, each slower than or as slow as the one before', () => {
    expect([...DELIVERY_ZONE_ORDER].sort()).toEqual(Object.keys(DELIVERY_ZONES).sort());
    for (let i = 1; i < DELIVERY_ZONE_ORDER.length; i++) {
      const before = DELIVERY_ZONES[DELIVERY_ZONE_ORDER[i - 1]!];
      const row = DELIVERY_ZONES[DELIVERY_ZONE_ORDER[i]!];
      expect(row.minDays).toBeGreaterThan(before.minDays);
      expect(row.maxDays).toBeGreaterThanOrEqual(before.maxDays);
      expect(row.maxDays).toBeGreaterThanOrEqual(row.minDays);
    }
  });
});

describe('deliveryEstimate', () => {
  it('counts days from the IST date the order is placed', () => {
    // 20:00 UTC on 23 Nov is 01:30 IST on 24 Nov: the count starts on the 24th.
    const estimate = deliveryEstimate(
      { district: 'New Delhi', state: 'Delhi' },
      KA,
      new Date('2026-11-23T20:00:00Z'),
    );
    expect(estimate).toEqual({
      zone: 'metro',
      label: 'metro city',
      minDays: 2,
      maxDays: 3,
      earliest: '2026-11-25T18:30:00.000Z', // 26 Nov 00:00 IST
      latest: '2026-11-26T18:30:00.000Z', // 27 Nov 00:00 IST
    });
  });

  it('gives slower zones later dates, across a month end', () => {
    const placed = new Date('2026-11-28T06:00:00Z');
    const rest = deliveryEstimate({ district: 'Jaipur', state: 'Rajasthan' }, KA, placed);
    const remote = deliveryEstimate({ district: 'Kamrup Metro', state: 'Assam' }, KA, placed);
    expect([rest.minDays, rest.maxDays]).toEqual([4, 7]);
    expect(rest.earliest).toBe('2026-12-01T18:30:00.000Z');
    expect(remote.latest).toBe('2026-12-07T18:30:00.000Z');
    expect(Date.parse(remote.earliest)).toBeGreaterThan(Date.parse(rest.earliest));
  });
});
