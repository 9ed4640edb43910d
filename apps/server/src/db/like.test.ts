import { describe, expect, it } from 'vitest';
import { containsPattern } from './like.ts';

describe('containsPattern', () => {
  it('finds the text anywhere, with LIKE wildcards typed by a person taken literally', () => {
    expect(containsPattern('HRT-12')).toBe('%HRT-12%');
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
