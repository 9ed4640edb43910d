// Decision 029: GET /api/pin-codes/:pin answers the delivery estimate by zone —
// metro, rest of the seller's state, rest of India, north-east and islands — from where the
// PIN really is (India Post's directory) and the seller's state (SELLER_STATE).
import type { PinCodeAnswer } from '@harit/core/types';
import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from './helpers.ts';

const DAY = 86_400_000;

async function estimate(t: TestApp, pin: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/pin-codes/${pin}` });
  expect(res.statusCode, pin).toBe(200);
  return res.json<PinCodeAnswer>();
}

describe('with the default seller in Karnataka', () => {
  const t = useTestApp();

  it('gives each zone its days, by district and state', async () => {
    const cases: [pin: string, place: string, zone: string, days: [number, number]][] = [
      ['560001', 'Bengaluru Urban, Karnataka', 'metro', [2, 3]],
      ['570001', 'Mysuru, Karnataka', 'rest-of-state', [3, 5]],
      ['400001', 'Mumbai, Maharashtra', 'metro', [2, 3]],
      ['781001', 'Kamrup Metro, Assam', 'north-east-and-islands', [7, 10]],
      ['744101', 'South Andamans, Andaman and Nicobar Islands', 'north-east-and-islands', [7, 10]],
      ['421301', 'Thane, Maharashtra', 'rest-of-india', [4, 7]],
      ['194101', 'Leh Ladakh, Ladakh', 'north-east-and-islands', [7, 10]],
    ];
    for (const [pin, place, zone, [minDays, maxDays]] of cases) {
      const answer = await estimate(t, pin);
      expect(`${answer.district}, ${answer.state}`, pin).toBe(place);
      expect(answer.delivery, pin).toMatchObject({ zone, minDays, maxDays });
    }
  });

  it('names the zone and dates the IST days from today', async () => {
    const before = Date.now();
    const { delivery } = await estimate(t, '570001');
    expect(delivery.label).toBe('rest of our state');
    const earliest = Date.parse(delivery.earliest);
    const latest = Date.parse(delivery.latest);
    // IST midnights: 18:30 UTC.
    expect(new Date(earliest).toISOString()).toMatch(/T18:30:00\.000Z$/);
    expect(latest - earliest).toBe(2 * DAY);
    expect(earliest).toBeGreaterThan(before + 2 * DAY);
    expect(earliest).toBeLessThanOrEqual(before + 4 * DAY);
  });

  it('gives no estimate for a PIN India Post does not know', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/pin-codes/999999' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'We do not know this PIN code' });
  });
});

describe('with a seller in Maharashtra', () => {
  // A seller's GSTIN carries its state's code (decision 061): 27 is Maharashtra.
  const t = useTestApp({ SELLER_STATE: 'Maharashtra', SELLER_GSTIN: '27AAPFU0939F1ZV' });

  it("makes Maharashtra the rest of the seller's state and Karnataka the rest of India", async () => {
    expect((await estimate(t, '421301')).delivery.zone).toBe('rest-of-state');
    expect((await estimate(t, '570001')).delivery.zone).toBe('rest-of-india');
    expect((await estimate(t, '560001')).delivery.zone).toBe('metro');
  });
});
