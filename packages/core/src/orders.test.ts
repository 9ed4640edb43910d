import { describe, expect, it } from 'vitest';
import {
  canCancel,
  canReturn,
  DELIVER_AFTER_MS,
  orderStatus,
  rewardPoints,
  SHIP_AFTER_MS,
} from './orders.ts';

const placed = new Date('2026-11-01T10:00:00Z');
const at = (ms: number) => new Date(placed.getTime() + ms);

describe('orderStatus', () => {
  it('is placed until an hour has passed', () => {
    expect(orderStatus(placed, null, at(0))).toBe('placed');
    expect(orderStatus(placed, null, at(SHIP_AFTER_MS - 1))).toBe('placed');
  });
  it('is shipped from one hour until a day has passed', () => {
    expect(orderStatus(placed, null, at(SHIP_AFTER_MS))).toBe('shipped');
    expect(orderStatus(placed, null, at(DELIVER_AFTER_MS - 1))).toBe('shipped');
  });
  it('is delivered from a day on', () => {
    expect(orderStatus(placed, null, at(DELIVER_AFTER_MS))).toBe('delivered');
  });
  it('is cancelled whenever it was cancelled', () => {
    expect(orderStatus(placed, at(5), at(DELIVER_AFTER_MS * 3))).toBe('cancelled');
  });
});

describe('what can be done with an order', () => {
  it('can be cancelled only while placed', () => {
    expect(canCancel('placed')).toBe(true);
    expect(canCancel('shipped')).toBe(false);
    expect(canCancel('delivered')).toBe(false);
    expect(canCancel('cancelled')).toBe(false);
  });
  it('can be returned only when delivered and within 7 days of delivery', () => {
    expect(canReturn('shipped', placed, at(SHIP_AFTER_MS))).toBe(false);
    expect(canReturn('delivered', placed, at(DELIVER_AFTER_MS))).toBe(true);
    const eightDays = 8 * 24 * 60 * 60 * 1000;
    expect(canReturn('delivered', placed, at(DELIVER_AFTER_MS + eightDays))).toBe(false);
  });
});

describe('rewardPoints', () => {
  it('gives 10 points per whole kg saved, rounded down', () => {
    expect(rewardPoints(2.5)).toBe(25);
    expect(rewardPoints(0.09)).toBe(0);
    expect(rewardPoints(0.1)).toBe(1);
    expect(rewardPoints(7.5)).toBe(75);
  });
  it('gives nothing for emissions', () => {
    expect(rewardPoints(-3)).toBe(0);
  });
});
