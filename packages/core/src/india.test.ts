import { describe, expect, it } from 'vitest';
import { INDIAN_STATES, STATES, UNION_TERRITORIES } from './india';

describe('INDIAN_STATES', () => {
  it('lists the 28 states and 8 union territories once each', () => {
    expect(STATES).toHaveLength(28);
    expect(UNION_TERRITORIES).toHaveLength(8);
    expect(new Set(INDIAN_STATES).size).toBe(36);
    expect(INDIAN_STATES).toContain('Maharashtra');
    expect(INDIAN_STATES).toContain('Delhi');
  });
});
