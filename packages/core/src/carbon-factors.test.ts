import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_CATEGORIES,
  ACTIVITY_FACTORS,
  ACTIVITY_KINDS,
  activitiesIn,
  activityInstant,
  activityKg,
  formatActivityQuantity,
  isActivityKind,
} from './carbon-factors';
import { istDate, istMonth, istMonthStart, lastIstMonths, monthLabel } from './ist-date';

describe('activity emission factors', () => {
  it('logs 100 km by petrol car as exactly 17 kg CO2e', () => {
    expect(activityKg('car', 100)).toBe(17);
  });

  it('uses India’s grid factor (CEA v19.0, 0.716 kg/kWh) for electricity', () => {
    expect(activityKg('electricity', 100)).toBe(71.6);
  });

  it('uses 2.98 kg CO2 per kg of LPG: a 14.2 kg cylinder is 42.316 kg', () => {
    expect(activityKg('lpg', 14.2)).toBe(42.316);
  });

  it('counts rooftop solar generation as a saving (negative)', () => {
    expect(activityKg('solar-generation', 10)).toBe(-7.16);
  });

  it('takes the shopper’s own figure for "other"', () => {
    expect(activityKg('other-emission', 12.5)).toBe(12.5);
  });

  it('orders road and rail per km: car > two-wheeler > bus > train; flying beats only driving alone', () => {
    const kg = (a: 'flight' | 'car' | 'two-wheeler' | 'bus' | 'train') => activityKg(a, 1000);
    // A car's factor is per vehicle-km (one person driving); a flight's per passenger-km.
    expect(kg('flight')).toBeGreaterThan(kg('two-wheeler'));
    expect(kg('car')).toBeGreaterThan(kg('two-wheeler'));
    expect(kg('two-wheeler')).toBeGreaterThan(kg('bus'));
    expect(kg('bus')).toBeGreaterThan(kg('train'));
  });

  it('rounds to the gram and never returns -0', () => {
    expect(activityKg('train', 0.01)).toBe(0);
    expect(Object.is(activityKg('solar-generation', 0.0001), 0)).toBe(true);
    expect(activityKg('bus', 3)).toBe(0.057);
  });

  it('names a source, a unit and a limit for every activity, in a known category', () => {
    for (const kind of ACTIVITY_KINDS) {
      const factor = ACTIVITY_FACTORS[kind];
      expect(ACTIVITY_CATEGORIES).toContain(factor.category);
      expect(factor.source.length).toBeGreaterThan(5);
      expect(factor.unit.length).toBeGreaterThan(0);
      expect(factor.maxQuantity).toBeGreaterThan(0);
    }
  });

  it('offers every category at least one activity, transport the five modes', () => {
    for (const category of ACTIVITY_CATEGORIES) {
      expect(activitiesIn(category).length).toBeGreaterThan(0);
    }
    expect(activitiesIn('transport')).toEqual(['car', 'two-wheeler', 'bus', 'train', 'flight']);
  });

  it('recognises activity kinds and nothing inherited', () => {
    expect(isActivityKind('car')).toBe(true);
    expect(isActivityKind('rocket')).toBe(false);
    expect(isActivityKind('toString')).toBe(false);
  });

  it('formats quantities with singular and plural units', () => {
    expect(formatActivityQuantity('car', 100)).toBe('100 km');
    expect(formatActivityQuantity('meal-vegan', 1)).toBe('1 meal');
    expect(formatActivityQuantity('meal-vegan', 3)).toBe('3 meals');
    expect(formatActivityQuantity('electricity', 12.345)).toBe('12.35 kWh');
  });
});

describe('activityInstant (when a logged activity happened)', () => {
  // 21 Nov 2026, 20:00 UTC = 22 Nov 2026, 01:30 IST
  const now = new Date('2026-11-21T20:00:00Z');

  it('is now without a date, and now for today’s IST date', () => {
    expect(activityInstant(undefined, now)).toEqual({ instant: now });
    expect(activityInstant('2026-11-22', now)).toEqual({ instant: now });
  });

  it('reads an earlier date as noon IST of that day', () => {
    expect(activityInstant('2026-11-21', now)).toEqual({
      instant: new Date('2026-11-21T06:30:00Z'),
    });
  });

  it('refuses a date in the future (by the IST calendar)', () => {
    expect(activityInstant('2026-11-23', now)).toEqual({ error: 'Date cannot be in the future' });
    expect(activityInstant('2026-11-21T21:00:00Z', now)).toEqual({
      error: 'Date cannot be in the future',
    });
  });

  it('accepts an ISO date-time in the past and allows a few minutes of clock skew', () => {
    expect(activityInstant('2026-11-21T20:03:00Z', now)).toEqual({
      instant: new Date('2026-11-21T20:03:00Z'),
    });
    expect(activityInstant('2026-11-01T09:00:00+05:30', now)).toEqual({
      instant: new Date('2026-11-01T03:30:00Z'),
    });
  });

  it('refuses impossible dates, other formats and dates more than 5 years back', () => {
    expect(activityInstant('2026-02-30', now)).toHaveProperty('error');
    expect(activityInstant('21/11/2026', now)).toEqual({ error: 'Date must look like YYYY-MM-DD' });
    expect(activityInstant('2020-01-01', now)).toEqual({
      error: 'Date must be within the last 5 years',
    });
  });
});

describe('IST calendar months', () => {
  it('puts an instant in its IST month, which starts 5½ hours before UTC midnight', () => {
    expect(istMonth(new Date('2026-11-30T18:29:59Z'))).toBe('2026-11');
    expect(istMonth(new Date('2026-11-30T18:30:00Z'))).toBe('2026-12');
    expect(istMonthStart(new Date('2026-11-21T10:00:00Z')).toISOString()).toBe(
      '2026-10-31T18:30:00.000Z',
    );
    expect(istDate(new Date('2026-11-21T19:00:00Z'))).toBe('2026-11-22');
  });

  it('steps across years', () => {
    const now = new Date('2027-01-10T00:00:00Z');
    expect(istMonth(istMonthStart(now, -1))).toBe('2026-12');
    expect(istMonth(istMonthStart(now, 1))).toBe('2027-02');
    expect(lastIstMonths(now, 3)).toEqual(['2026-11', '2026-12', '2027-01']);
  });

  it('labels a month for people', () => {
    expect(monthLabel('2026-11')).toBe('Nov 2026');
    expect(monthLabel('2026-11', 'hi-IN')).toBe('नव॰ 2026');
  });
});
