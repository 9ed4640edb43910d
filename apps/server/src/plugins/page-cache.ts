// Rendered public pages kept for anonymous visitors (a page rendered on the server
// took ~455 ms to its first byte under Lighthouse, as renders run one at a time; decision 046).
// A page is kept by what its HTML depends on (the address with its origin, and the language)
// together with the catalogue's generation when its render began: a catalogue change (an
// edit, a stock or price change, a review's new rating — each notifies catalog_changed on
// commit, on every instance) moves the generation on, and kept pages of the old one are not
// served again. While the catalogue's notifications are not arriving, nothing is kept or
// served. Pages are kept gzip'd (what nearly every browser asks for, ~20 kB for a /shop of
// ~260 kB), least recently used first out when the bytes pass the bound, and for `maxAgeMs`
// at most, for whatever a page shows that no notification covers.

export interface KeptPage {
  /** the page gzip'd */
  gzip: Buffer;
  /** weak: the same for the gzip'd and the plain page */
  etag: string;
}

interface Entry extends KeptPage {
  generation: number;
  keptAt: number;
}

/** What the page cache needs of the catalogue cache (features/catalog/cache.ts). */
export interface CatalogueGeneration {
  generation(): number;
  isTrusted(): boolean;
}

export interface PageCacheOptions {
  catalogue: CatalogueGeneration;
  /** Bound on the kept pages' gzip'd bytes. */
  maxBytes: number;
  maxAgeMs: number;
  now?: () => number;
}

export function createPageCache({
  catalogue,
  maxBytes,
  maxAgeMs,
  now = Date.now,
}: PageCacheOptions) {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const entries = new Map<string, Entry>();
  let bytes = 0;
  // Pages of an older generation are never served again: emptied at the first use after a
  // change, so they do not hold memory until the bound pushes them out.
  let seenGeneration = catalogue.generation();
  const sweep = () => {
    if (seenGeneration === catalogue.generation()) return;
    seenGeneration = catalogue.generation();
    entries.clear();
    bytes = 0;
  };
  const drop = (key: string, entry: Entry) => {
    entries.delete(key);
    bytes -= entry.gzip.length;
  };
  return {
    get(key: string): KeptPage | undefined {
      sweep();
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (
        !catalogue.isTrusted() ||
        entry.generation !== catalogue.generation() ||
        now() - entry.keptAt > maxAgeMs
      ) {
        drop(key, entry);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    /** The catalogue's generation now: read it before rendering and pass it to set(). */
    generation: () => catalogue.generation(),
    /** Keeps a page rendered from `atGeneration`, unless the catalogue changed since. */
    set(key: string, atGeneration: number, page: KeptPage): void {
      if (!catalogue.isTrusted() || atGeneration !== catalogue.generation()) return;
      if (page.gzip.length > maxBytes) return;
      sweep();
      const previous = entries.get(key);
      if (previous) drop(key, previous);
      entries.set(key, { ...page, generation: atGeneration, keptAt: now() });
      bytes += page.gzip.length;
      for (const [oldest, entry] of entries) {
        if (bytes <= maxBytes) break;
        drop(oldest, entry);
      }
    },
    /** Kept pages and their bytes (tests, diagnostics). */
    size: () => ({ pages: entries.size, bytes }),
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
