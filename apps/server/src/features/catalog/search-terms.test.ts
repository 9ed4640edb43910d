import { describe, expect, it } from 'vitest';
import {
  closestWord,
  searchVariants,
  searchWords,
  splitCandidates,
  synonymsOf,
  usesSearchSyntax,
} from './search-terms.ts';

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

  it('follows synonyms two steps, never back to the word itself', () => {
    const direct = new Map([
      ['thaila', ['bag']],
      ['bag', ['pouch', 'tote', 'thaila']],
      ['pouch', ['sack']],
    ]);
    expect(synonymsOf(['thaila', 'jute'], direct)).toEqual(
      new Map([['thaila', ['bag', 'pouch', 'tote']]]),
    );
    expect(synonymsOf(['bag'], direct).get('bag')).toEqual(['pouch', 'tote', 'thaila', 'sack']);
  });

  it('corrects a misspelt word to the catalogue word fewest edits away, the most alike first', () => {
    const words = ['bamboo', 'bamboos', 'solar', 'jute', 'cotton'];
    expect(closestWord('bambo', words)).toBe('bamboo');
    expect(closestWord('solr', words)).toBe('solar');
    expect(closestWord('cottn', words)).toBe('cotton');
    expect(closestWord('jute', words)).toBe('jute');
    // Too far, or more edits than half the word: no correction.
    expect(closestWord('qzxvwpt', words)).toBeUndefined();
    expect(closestWord('jut', ['jam'])).toBeUndefined();
  });
});
