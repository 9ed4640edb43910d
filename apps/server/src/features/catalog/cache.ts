// Catalogue reads are most of the traffic and change rarely, so their JSON is cached in
// memory, keyed by URL, with an ETag. The database notifies every instance when the catalogue
// changes (migration 0006), which empties the cache; while that notification channel is down,
// nothing is served from the cache, so a reply is never staler than the database.
// With read replicas (decision 039) the notification can arrive before a replica has the
// change: until the replicas have caught up, nothing is stored, then the cache empties again.
import { createHash } from 'node:crypto';
import type { DatabaseHandle } from '../../db/database.ts';

export interface CachedResponse {
  body: string;
  etag: string;
  headers: Record<string, string>;
}

/** Bounded so that arbitrary search strings cannot grow memory without limit. */
const MAX_ENTRIES = 2_000;

export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

export function createCatalogCache() {
  const entries = new Map<string, CachedResponse>();
  let generation = 0;
  let trusted = false;
  /** notifications whose change the replicas may not have replayed yet */
  let holds = 0;
  return {
    get: (key: string): CachedResponse | undefined => (trusted ? entries.get(key) : undefined),
    /** Current generation: read it before querying and pass it to set(). */
    generation: () => generation,
    /** Whether change notifications are arriving, so remembered answers may be reused. */
    isTrusted: () => trusted,
    /** Stores a response computed at `atGeneration`, unless the catalogue changed since. */
    set(
      key: string,
      atGeneration: number,
      body: string,
      headers: Record<string, string> = {},
    ): CachedResponse {
      const response = { body, etag: etagOf(body), headers };
      if (trusted && holds === 0 && atGeneration === generation) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        entries.set(key, response);
      }
      return response;
    },
    clear(): void {
      generation++;
      entries.clear();
    },
    /**
     * Empties the cache now and again when `caughtUp` settles, storing nothing in between: a
     * read in between may come from a replica that has not replayed the change yet.
     */
    async clearUntil(caughtUp: Promise<void>): Promise<void> {
      holds++;
      this.clear();
      try {
        await caughtUp;
      } catch {
        // Could not tell: emptying again below is the best we can do.
      } finally {
        holds--;
        this.clear();
      }
    },
    /**
     * A value derived from the catalogue (the search's word lists, decision 038), loaded once
     * and kept until the catalogue changes; loaded on every call while a cached answer could
     * not be trusted either (notifications down, replicas catching up).
     */
    remember<T>(load: () => Promise<T>): () => Promise<T> {
      let kept: { generation: number; value: Promise<T> } | undefined;
      return () => {
        if (!trusted || holds > 0) return load();
        if (kept?.generation !== generation) {
          const value = load();
          const entry = { generation, value };
          kept = entry;
          // A failed load is not kept: the next call tries again.
          value.catch(() => {
            if (kept === entry) kept = undefined;
          });
        }
        return kept!.value;
      };
    },
    /** Only a cache whose change notifications are arriving may answer. */
    setTrusted(value: boolean): void {
      trusted = value;
      this.clear();
    },
  };
}

export type CatalogCache = ReturnType<typeof createCatalogCache>;

/** Keeps the cache in step with the database's catalog_changed notifications. */
export function attachCatalogCache(
  cache: CatalogCache,
  database: DatabaseHandle,
): Promise<() => Promise<void>> {
  return database.listen(
    'catalog_changed',
    () => void cache.clearUntil(database.replicasCaughtUp()),
    (listening) => cache.setTrusted(listening),
  );
}
