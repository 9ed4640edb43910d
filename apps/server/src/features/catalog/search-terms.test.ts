import { describe, expect, it } from 'vitest';
import {
  closestWord,
  mayNameCategory,
  searchVariants,
  searchWords,
  spellingFold,
  splitCandidates,
  synonymsOf,
  usesSearchSyntax,
  wordSubsets,
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

  it('folds the Hindi spelling variants typed most, and leaves Latin words alone', () => {
    // Nasal signs: anusvara, chandrabindu, none.
    expect(spellingFold('बांस')).toBe(spellingFold('बाँस'));
    expect(spellingFold('बांस')).toBe(spellingFold('बास'));
    // Long and short i / u, as matras and as vowels; ण and न; the nukta.
    expect(spellingFold('हल्दी')).toBe(spellingFold('हल्दि'));
    expect(spellingFold('सूती')).toBe(spellingFold('सुति'));
    expect(spellingFold('रसोई')).toBe(spellingFold('रसोइ'));
    expect(spellingFold('कारण')).toBe(spellingFold('कारन'));
    expect(spellingFold('फ़ैशन')).toBe(spellingFold('फैशन'));
    // Other letters stay apart, and a Latin word is as it was.
    expect(spellingFold('सोलर')).not.toBe(spellingFold('सोलार'));
    expect(spellingFold('Bamboo')).toBe('Bamboo');
  });

  it('corrects misspelt Hindi words to the catalogue word: a variant, or a real edit away', () => {
    const words = ['बांस', 'बासमती', 'सोलर', 'सूती', 'रसोई', 'हल्दी', 'चंदन', 'शहद'];
    expect(closestWord('बाँस', words)).toBe('बांस');
    expect(closestWord('बास', words)).toBe('बांस');
    expect(closestWord('सोलार', words)).toBe('सोलर');
    expect(closestWord('सुती', words)).toBe('सूती');
    expect(closestWord('रसोइ', words)).toBe('रसोई');
    expect(closestWord('हल्द', words)).toBe('हल्दी');
    expect(closestWord('चंदण', words)).toBe('चंदन');
    // A catalogue word is itself; a word far from all is not corrected.
    expect(closestWord('बासमती', words)).toBe('बासमती');
    expect(closestWord('किताब', words)).toBeUndefined();
  });
});

describe('whether a search may name a category', () => {
  const categories = ['Personal Care', 'Zero Waste', 'Solar', 'जैविक'];
  it.each([
    [['personal'], true],
    [['organic', 'cares'], true], // "cares" and "care" share the stem "care"
    [['wastes'], true],
    [['solar', 'lamp'], true],
    [['जैविक'], true],
    [['bamboo', 'toothbrush'], false],
    [['jute', 'bag', 'pouch'], false],
  ])('%j → %s', (terms, expected) => {
    expect(mayNameCategory(terms, categories)).toBe(expected);
  });
});

describe('wordSubsets', () => {
  it('keeps each way to choose some of the words, in their order', () => {
    expect(wordSubsets(['herbal', 'tea'], 1)).toEqual([['herbal'], ['tea']]);
    expect(wordSubsets(['a', 'b', 'c'], 2)).toEqual([
      ['a', 'b'],
      ['a', 'c'],
      ['b', 'c'],
    ]);
    expect(wordSubsets(['a', 'b'], 2)).toEqual([['a', 'b']]);
    expect(wordSubsets(['a', 'b'], 3)).toEqual([]);
  });
});
