import { SUPPORT_REFERENCE_PATTERN } from '@harit/core/validation';
import { describe, expect, it } from 'vitest';
import { newSupportReference } from './reference.ts';

describe('newSupportReference', () => {
  it('makes HRT- and 8 characters without look-alikes, different every time', () => {
    const references = Array.from({ length: 2000 }, newSupportReference);
    for (const reference of references) expect(reference).toMatch(SUPPORT_REFERENCE_PATTERN);
    expect(new Set(references).size).toBe(references.length);
    expect(references.join('')).not.toMatch(/[01IO]/);
  });
});
