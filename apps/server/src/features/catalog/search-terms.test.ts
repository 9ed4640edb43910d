import { describe, expect, it } from 'vitest';
import { searchVariants, searchWords, splitCandidates, usesSearchSyntax } from './search-terms.ts';

describe('search terms', () => {
  it('takes words in lower case with Devanagari vowel signs kept', () => {
    expect(searchWords('Bamboo, बांस & SOLAR-lamp 20W')).toEqual([
      'bamboo',
      'बांस',
      'solar',
      'lamp',
      '20w',
    ]);
  });

  it('reads neighbours joined and a word split into two catalogue words', () => {
    expect(searchVariants(['tooth', 'brush', 'set'], new Set())).toEqual([
      ['toothbrush', 'set'],
      ['tooth', 'brushset'],
    ]);
    expect(searchVariants(['toothbrush'], new Set(['tooth', 'brush']))).toEqual([['tooth brush']]);
    expect(searchVariants(['toothbrush'], new Set(['tooth']))).toEqual([]);
  });

  it('offers each cut of a longer word, halves of at least three letters', () => {
    expect(splitCandidates(['abcdefg', 'ab'])).toEqual(['abc', 'defg', 'abcd', 'efg']);
  });

  it('leaves long searches and websearch syntax as written', () => {
    const seven = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    expect(searchVariants(seven, new Set())).toEqual([]);
    expect(splitCandidates(['abcdefg', ...seven.slice(1)])).toEqual([]);
    for (const search of ['"tooth brush"', 'bag -jute', 'bag or pouch', '-plastic']) {
      expect(usesSearchSyntax(search), search).toBe(true);
    }
    for (const search of ['tooth brush', 'eco-friendly bag', 'organic']) {
      expect(usesSearchSyntax(search), search).toBe(false);
    }
  });
});
