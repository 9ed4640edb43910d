import { describe, expect, it } from 'vitest';
import {
  canCancel,
  canReturn,
  canTransition,
  nextStatuses,
  ORDER_STATUSES,
  type OrderStatus,
  returnWindowEnd,
  rewardPoints,
  transitionRefusal,
} from './orders.ts';

/** Every legal move, written out by hand: the state machine must allow these and no others. */
const LEGAL: [OrderStatus, OrderStatus][] = [
  ['placed', 'packed'],
  ['placed', 'cancelled'],
  ['packed', 'shipped'],
  ['packed', 'cancelled'],
  ['shipped', 'delivered'],
];
const isLegal = (from: OrderStatus, to: OrderStatus) =>
  LEGAL.some(([f, t]) => f === from && t === to);

describe('the order state machine', () => {
  for (const from of ORDER_STATUSES) {
    for (const to of ORDER_STATUSES) {
      const legal = isLegal(from, to);
      it(`${legal ? 'allows' : 'refuses'} ${from} → ${to}`, () => {
        expect(canTransition(from, to)).toBe(legal);
        expect(nextStatuses(from).includes(to as never)).toBe(legal);
        if (!legal) expect(transitionRefusal(from, to).message).toMatch(/^This order .+\.$/);
      });
    }
  }
  it('lists the forward step first', () => {
    expect(nextStatuses('placed')).toEqual(['packed', 'cancelled']);
    expect(nextStatuses('packed')).toEqual(['shipped', 'cancelled']);
    expect(nextStatuses('shipped')).toEqual(['delivered']);
    expect(nextStatuses('delivered')).toEqual([]);
    expect(nextStatuses('cancelled')).toEqual([]);
  });
  it('says why a move is refused, with the statuses apart for the server to translate', () => {
    expect(transitionRefusal('shipped', 'cancelled')).toEqual({
      message: 'This order has shipped and can no longer be cancelled; request a return instead.',
    });
    expect(transitionRefusal('placed', 'shipped')).toEqual({
      message: 'This order is {from}; it can only be {next} next, not {to}.',
      values: { from: 'placed', next: 'packed', to: 'shipped' },
    });
    expect(transitionRefusal('delivered', 'packed')).toEqual({
      message: 'This order is {from}; it cannot be {to}.',
      values: { from: 'delivered', to: 'packed' },
    });
    expect(transitionRefusal('cancelled', 'packed')).toEqual({
      message: 'This order was cancelled and cannot be {to}.',
      values: { to: 'packed' },
    });
    expect(transitionRefusal('packed', 'packed')).toEqual({
      message: 'This order is already {status}.',
      values: { status: 'packed' },
    });
  });
});

describe('what a customer can do with an order', () => {
  it('can cancel it until it ships', () => {
    expect(ORDER_STATUSES.filter(canCancel)).toEqual(['placed', 'packed']);
  });
  it('can return it only when delivered, within 7 days of the delivery', () => {
    const deliveredAt = new Date('2026-11-01T10:00:00Z');
    const days = (n: number) => new Date(deliveredAt.getTime() + n * 24 * 3600_000);
    expect(canReturn({ status: 'shipped', deliveredAt: null }, days(0))).toBe(false);
    expect(canReturn({ status: 'delivered', deliveredAt }, days(0))).toBe(true);
    expect(
      canReturn({ status: 'delivered', deliveredAt: deliveredAt.toISOString() }, days(7)),
    ).toBe(true);
    expect(canReturn({ status: 'delivered', deliveredAt }, days(7.01))).toBe(false);
    expect(canReturn({ status: 'delivered', deliveredAt: null }, days(0))).toBe(false);
    expect(returnWindowEnd(deliveredAt)).toEqual(days(7));
    expect(returnWindowEnd(null)).toBeNull();
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
