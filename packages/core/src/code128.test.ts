import { describe, expect, it } from 'vitest';
import { code128Modules, code128Symbols } from './code128.ts';

describe('code128Symbols', () => {
  it('sets an even run of digits in code set C, two a symbol, with its check symbol', () => {
    // Start C (105), 12 34 56 78 90, check (105 + 12·1 + 34·2 + 56·3 + 78·4 + 90·5) mod 103, stop.
    const check = (105 + 12 + 34 * 2 + 56 * 3 + 78 * 4 + 90 * 5) % 103;
    expect(code128Symbols('1234567890')).toEqual([105, 12, 34, 56, 78, 90, check, 106]);
  });

  it('sets letters, dashes and odd digits in code set B', () => {
    // "DL-1": start B (104), D 36, L 44, - 13, 1 17.
    const check = (104 + 36 + 44 * 2 + 13 * 3 + 17 * 4) % 103;
    expect(code128Symbols('DL-1')).toEqual([104, 36, 44, 13, 17, check, 106]);
    expect(code128Symbols('123')[0]).toBe(104);
  });

  it('refuses what Code 128 set B cannot carry', () => {
    expect(() => code128Symbols('')).toThrow();
    expect(() => code128Symbols('पिन')).toThrow(/cannot encode/);
  });
});

describe('code128Modules', () => {
  it('gives 11 modules a symbol and 13 for the stop, starting and ending with a bar', () => {
    for (const text of ['1234567890', 'EE1234567890IN', 'DL-123456789']) {
      const modules = code128Modules(text);
      const symbols = code128Symbols(text).length;
      expect(modules.reduce((a, m) => a + m, 0)).toBe(11 * (symbols - 1) + 13);
      // bar, space, …, bar: an odd count of runs
      expect(modules.length % 2).toBe(1);
      expect(modules.every((m) => m >= 1 && m <= 4)).toBe(true);
    }
  });
});
