// How a search is widened before it reaches full-text search (decision 016): its words,
// the compound words two neighbours make ("tooth brush" → toothbrush), the two catalogue
// words one word may be made of ("toothbrush" → "tooth brush"), synonyms, and the catalogue
// word a misspelt word was meant to be. The word lists come from the search_words and
// search_synonyms tables, kept in memory (search-vocabulary.ts). Pure: no SQL here.

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

/** Synonyms two steps deep, so thaila → bag also reaches bag's own synonyms (pouch, tote). */
const SYNONYM_DEPTH = 2;

/**
 * Each word's synonyms, following `direct` (word → its synonyms) up to SYNONYM_DEPTH steps;
 * words without any are absent.
 */
export function synonymsOf(
  words: readonly string[],
  direct: ReadonlyMap<string, readonly string[]>,
): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const word of new Set(words)) {
    const reached = new Set<string>();
    let frontier = [word];
    for (let depth = 0; depth < SYNONYM_DEPTH; depth++) {
      frontier = frontier.flatMap((w) => direct.get(w) ?? []).filter((s) => !reached.has(s));
      for (const synonym of frontier) reached.add(synonym);
    }
    reached.delete(word);
    if (reached.size > 0) found.set(word, [...reached]);
  }
  return found;
}

/** Most edits (insert, delete, replace) a query word may be from a catalogue word to be corrected. */
const MAX_TYPO_EDITS = 2;
/** pg_trgm's default similarity threshold, which the trigram index applied before (decision 003). */
const MIN_SIMILARITY = 0.3;

/** Devanagari letters and signs (U+0900–U+097F): a word with one is a Hindi word. */
const DEVANAGARI = /[\u0900-\u097F]/;

export function isHindiWord(word: string): boolean {
  return DEVANAGARI.test(word);
}

/**
 * A word as Hindi spelling variants have it in common, for comparing a misspelt word
 * with catalogue words; Latin words are left as they are. Typed Hindi varies most in the nasal
 * signs (बांस, बाँस, बास), the nukta (फ़/फ), the long and short i and u matras (ी/ि, ू/ु, ई/इ,
 * ऊ/उ) and ण/न; all of those are folded to one spelling, so such a variant is 0 edits away and
 * the edits left are real ones (सोलार → सोलर: one matra too many).
 */
export function spellingFold(word: string): string {
  if (!isHindiWord(word)) return word;
  return word
    .normalize('NFD') // क़ → क + nukta
    .replace(/[\u0901\u0902\u093C]/g, '') // chandrabindu, anusvara, nukta
    .replace(/\u0940/g, '\u093F') // ी → ि
    .replace(/\u0942/g, '\u0941') // ू → ु
    .replace(/\u0908/g, '\u0907') // ई → इ
    .replace(/\u090A/g, '\u0909') // ऊ → उ
    .replace(/\u0923/g, '\u0928') // ण → न
    .normalize('NFC');
}

/**
 * The catalogue word closest to a misspelt word, or undefined: at most MAX_TYPO_EDITS edits
 * and fewer than half its length away, sharing enough trigrams; fewest edits first, then most
 * similar, then alphabetical. The word itself when it is a catalogue word. Words are compared
 * as spellingFold has them, so a Hindi spelling variant counts as no edit.
 */
export function closestWord(typo: string, words: readonly string[]): string | undefined {
  if (words.includes(typo)) return typo;
  const folded = spellingFold(typo);
  const letters = [...folded];
  let best: { word: string; edits: number; similarity: number } | undefined;
  for (const word of words) {
    const foldedWord = spellingFold(word);
    const candidate = [...foldedWord];
    if (Math.abs(candidate.length - letters.length) > MAX_TYPO_EDITS) continue;
    const edits = editDistance(letters, candidate);
    if (edits > MAX_TYPO_EDITS || edits >= letters.length / 2) continue;
    const similarity = trigramSimilarity(folded, foldedWord);
    if (similarity < MIN_SIMILARITY) continue;
    if (
      !best ||
      edits < best.edits ||
      (edits === best.edits &&
        (similarity > best.similarity || (similarity === best.similarity && word < best.word)))
    ) {
      best = { word, edits, similarity };
    }
  }
  return best?.word;
}

/** Levenshtein distance between two words given as lists of characters. */
function editDistance(a: readonly string[], b: readonly string[]): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** pg_trgm's trigrams of one word: padded with two spaces before and one after. */
function trigrams(word: string): Set<string> {
  const padded = [' ', ' ', ...word, ' '];
  const found = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) found.add(padded.slice(i, i + 3).join(''));
  return found;
}

/** pg_trgm's similarity(): shared trigrams over all distinct trigrams of the two words. */
function trigramSimilarity(a: string, b: string): number {
  const ta = trigrams(a);
  const tb = trigrams(b);
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared++;
  return shared / (ta.size + tb.size - shared);
}

/** Letters two words must share at the start to possibly have the same English stem. */
const STEM_PREFIX = 3;

/**
 * Whether a search's terms (its words, split parts and synonyms) might match one of these
 * category names in PostgreSQL's full text ('english' stems, 'simple' for Hindi), so that the
 * search must also read the categories' products. The stemmer only rewrites word endings, so
 * words with one stem share their first letters; this may answer yes for a name the search does
 * not match (the statement then checks exactly), never no for one it does (a search
 * naming no category is planned without the category arms).
 */
export function mayNameCategory(
  terms: readonly string[],
  categoryNames: readonly string[],
): boolean {
  const nameWords = categoryNames.flatMap(searchWords);
  const termWords = terms.flatMap(searchWords);
  return termWords.some((term) =>
    nameWords.some((word) => {
      const n = Math.min(STEM_PREFIX, term.length, word.length);
      return term.slice(0, n) === word.slice(0, n);
    }),
  );
}

/** Words a fallback search looks at (decision 060): its subsets stay few (at most 20 of 6). */
export const MAX_FALLBACK_WORDS = 6;

/**
 * The ways to keep `size` of `words`, in the words' order: a search no product matches in full
 * falls back to products matching `size` of its words (decision 060).
 */
export function wordSubsets(words: readonly string[], size: number): string[][] {
  if (size === 0) return [[]];
  if (size < 0 || size > words.length) return [];
  if (size === words.length) return [[...words]];
  const [first, ...rest] = words;
  if (first === undefined) return [];
  return [
    ...wordSubsets(rest, size - 1).map((subset) => [first, ...subset]),
    ...wordSubsets(rest, size),
  ];
}
