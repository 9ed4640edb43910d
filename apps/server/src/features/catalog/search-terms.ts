// How a search is widened before it reaches full-text search (issue 14 "Search"): its words,
// the compound words two neighbours make ("tooth brush" → toothbrush) and the two catalogue
// words one word may be made of ("toothbrush" → "tooth brush"). Synonyms come from the
// search_synonyms table (repository.ts). Pure: no SQL here.

/** Searches longer than this many words are not widened by joining or splitting words. */
const MAX_WIDENED_WORDS = 6;
/** Each half of a split word has at least this many letters (catalogue words are ≥ 3). */
const MIN_SPLIT_PART = 3;

/**
 * The words of a search: lower case, Unicode-normalised (NFC), letters with their combining
 * marks (Devanagari vowel signs: बांस) and digits.
 */
export function searchWords(search: string): string[] {
  return (
    search
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? []
  );
}

/**
 * Whether the search uses websearch syntax: a "quoted phrase", -excluded word or OR. Such a
 * search means exactly what it says and is not widened (joining words would drop the minus).
 */
export function usesSearchSyntax(search: string): boolean {
  return /"|(^|\s)-\S|(^|\s)or(\s|$)/i.test(search);
}

/** Every way to cut each longer word into two parts, for looking them up as catalogue words. */
export function splitCandidates(words: readonly string[]): string[] {
  if (words.length > MAX_WIDENED_WORDS) return [];
  const parts = new Set<string>();
  for (const word of words) {
    for (const [head, tail] of splits(word)) parts.add(head).add(tail);
  }
  return [...parts];
}

function splits(word: string): [string, string][] {
  const letters = [...word];
  const result: [string, string][] = [];
  for (let i = MIN_SPLIT_PART; i <= letters.length - MIN_SPLIT_PART; i++) {
    result.push([letters.slice(0, i).join(''), letters.slice(i).join('')]);
  }
  return result;
}

/**
 * Other readings of the search, each a list of terms that must all match (a term of two
 * words matches them side by side): two neighbours joined into one word, and one word split
 * into two `catalogueWords`.
 */
export function searchVariants(
  words: readonly string[],
  catalogueWords: ReadonlySet<string>,
): string[][] {
  if (words.length > MAX_WIDENED_WORDS) return [];
  const variants: string[][] = [];
  for (let i = 0; i + 1 < words.length; i++) {
    variants.push([...words.slice(0, i), `${words[i]}${words[i + 1]}`, ...words.slice(i + 2)]);
  }
  words.forEach((word, i) => {
    for (const [head, tail] of splits(word)) {
      if (catalogueWords.has(head) && catalogueWords.has(tail)) {
        variants.push([...words.slice(0, i), `${head} ${tail}`, ...words.slice(i + 1)]);
      }
    }
  });
  return variants;
}
