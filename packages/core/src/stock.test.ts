import { describe, expect, it } from 'vitest';
import { stockStatus } from './stock';

describe('stockStatus', () => {
  it.each([
    [0, 'out-of-stock', 'Out of stock'],
    [-1, 'out-of-stock', 'Out of stock'],
    [1, 'low', 'Only 1 left'],
    [5, 'low', 'Only 5 left'],
    [6, 'in-stock', 'In stock'],
  ])('reads %i as %s', (stock, level, label) => {
    expect(stockStatus(stock)).toEqual({ level, label });
  });
});
