// Catalogue reads are most of the traffic and change rarely, so their JSON is cached in
// memory, keyed by URL, with an ETag. The database notifies every instance when the catalogue
// changes (migrations 0006 and 0026): a change of anything but stock empties the cache; an
// update of stock alone (an order, a cancellation: migration 0026 names the products) only
// marks the answers that show those products' stock, which are patched with the stock read
// again from the primary before they are served (decision 049). While that notification
// channel is down, nothing is served from the cache, so a reply is never staler than the
// database.
// With read replicas (decision 039) the notification can arrive before a replica has the
// change: until the replicas have caught up, nothing affected is stored, then it is marked
// again.
import { createHash } from 'node:crypto';
import type { DatabaseHandle } from '../../db/database.ts';

export interface CachedResponse {
  /**
   * The JSON's bytes, encoded once when stored: each answer then writes them as they are (a
   * string would be encoded again for every request; the catalogue read (decision 049) beside a bare
   * server sending the same bytes).
   */
  body: Buffer;
  etag: string;
  headers: Record<string, string>;
}

export interface CachedEntry extends CachedResponse {
  /** the products whose stock the body shows (its objects with `_id` and `stock`) */
  products: ReadonlySet<string>;
  /** a product's stock changed since the body was read: patch it (withStocks) before serving */
  stockChanged: boolean;
}

/** Bounded so that arbitrary search strings cannot grow memory without limit. */
const MAX_ENTRIES = 2_000;

/** The payload prefix of a stock-only change (migration 0026): 'stock:<id>,<id>…'. */
const STOCK_CHANGE = 'stock:';

function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

interface ShownStock {
  _id: string;
  stock: number;
}

function showsStock(value: unknown): value is ShownStock {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ShownStock)._id === 'string' &&
    typeof (value as ShownStock).stock === 'number'
  );
}

/** The products (objects with `_id` and `stock`) an answer shows: a product or a list of them. */
function productsShown(body: unknown): ShownStock[] {
  const items = Array.isArray(body) ? body : [body];
  return items.filter(showsStock);
}

/** The ids of the products whose stock an answer body shows. */
export function productIdsShown(body: unknown): string[] {
  return productsShown(body).map((p) => p._id);
}

export function createCatalogCache() {
  const entries = new Map<string, CachedEntry>();
  /** moves on with every change, of stock or not (the page cache keys its pages by it) */
  let generation = 0;
  /** the generation of the last change that was not of stock alone */
  let wholeChangeAt = 0;
  /** the generation at which each product's stock last changed, since the last whole change */
  const stockChangeAt = new Map<string, number>();
  let trusted = false;
  /** notifications whose change the replicas may not have replayed yet */
  let holds = 0;
  /** the same, per product, for stock-only changes */
  const productHolds = new Map<string, number>();

  /** Whether a body read at `atGeneration`, showing `products`, is still the database's. */
  function storable(atGeneration: number, products: Iterable<string>): boolean {
    if (!trusted || holds > 0 || atGeneration < wholeChangeAt) return false;
    for (const id of products) {
      if (productHolds.has(id) || (stockChangeAt.get(id) ?? 0) > atGeneration) return false;
    }
    return true;
  }

  function markStockChanged(ids: readonly string[]): void {
    generation++;
    for (const id of ids) stockChangeAt.set(id, generation);
    for (const entry of entries.values()) {
      if (!entry.stockChanged && ids.some((id) => entry.products.has(id))) {
        entry.stockChanged = true;
      }
    }
  }

  function holdProducts(ids: readonly string[], by: 1 | -1): void {
    for (const id of ids) {
      const count = (productHolds.get(id) ?? 0) + by;
      if (count > 0) productHolds.set(id, count);
      else productHolds.delete(id);
    }
  }

  return {
    get: (key: string): CachedEntry | undefined => (trusted ? entries.get(key) : undefined),
    /** Current generation: read it before querying and pass it to set(). */
    generation: () => generation,
    /** Whether change notifications are arriving, so remembered answers may be reused. */
    isTrusted: () => trusted,
    /**
     * Stores a response computed at `atGeneration`, unless the catalogue changed since (for
     * stock: the stock of a product it shows).
     */
    set(
      key: string,
      atGeneration: number,
      body: string,
      headers: Record<string, string> = {},
      products: readonly string[] = [],
    ): CachedResponse {
      const bytes = Buffer.from(body);
      const entry: CachedEntry = {
        body: bytes,
        etag: etagOf(bytes),
        headers,
        products: new Set(products),
        stockChanged: false,
      };
      if (storable(atGeneration, entry.products)) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        entries.set(key, entry);
      }
      return entry;
    },
    /**
     * The entry's answer with each product's stock as `stocks` gives it (read from the primary
     * after `atGeneration` was taken), stored again under the same rule as set(). Undefined
     * when a product it shows is no longer there: the caller computes the answer afresh.
     */
    withStocks(
      key: string,
      entry: CachedEntry,
      atGeneration: number,
      stocks: ReadonlyMap<string, number>,
    ): CachedResponse | undefined {
      const body: unknown = JSON.parse(entry.body.toString());
      for (const product of productsShown(body)) {
        const stock = stocks.get(product._id);
        if (stock === undefined) return undefined;
        product.stock = stock;
      }
      // Zero crossings are whole changes (migration 0026): the entry's order and headers hold.
      return this.set(key, atGeneration, JSON.stringify(body), entry.headers, [...entry.products]);
    },
    clear(): void {
      generation++;
      wholeChangeAt = generation;
      stockChangeAt.clear();
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
     * The stock of these products changed (and nothing else): the answers showing them are
     * patched before they are next served, and no answer showing them is stored until
     * `caughtUp` settles (a replica may still show the old stock), then they are marked again.
     */
    async stockChangedUntil(ids: readonly string[], caughtUp: Promise<void>): Promise<void> {
      holdProducts(ids, 1);
      markStockChanged(ids);
      try {
        await caughtUp;
      } catch {
        // Could not tell: marking again below is the best we can do.
      } finally {
        holdProducts(ids, -1);
        markStockChanged(ids);
      }
    },
    /**
     * A value derived from the catalogue (the search's word lists, decision 038), loaded once
     * and kept until the catalogue changes (other than in stock, which no such value reads);
     * loaded on every call while a cached answer could not be trusted either (notifications
     * down, replicas catching up).
     */
    remember<T>(load: () => Promise<T>): () => Promise<T> {
      let kept: { generation: number; value: Promise<T> } | undefined;
      return () => {
        if (!trusted || holds > 0) return load();
        if (kept?.generation !== wholeChangeAt) {
          const value = load();
          const entry = { generation: wholeChangeAt, value };
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

/** What a catalog_changed notification's payload says changed (migrations 0006, 0026). */
export function changeOf(payload: string): { stockOf: string[] } | 'everything' {
  if (!payload.startsWith(STOCK_CHANGE)) return 'everything';
  const ids = payload.slice(STOCK_CHANGE.length).split(',').filter(Boolean);
  return ids.length > 0 ? { stockOf: ids } : 'everything';
}

/** Keeps the cache in step with the database's catalog_changed notifications. */
export function attachCatalogCache(
  cache: CatalogCache,
  database: DatabaseHandle,
): Promise<() => Promise<void>> {
  return database.listen(
    'catalog_changed',
    (payload) => {
      const change = changeOf(payload);
      if (change === 'everything') void cache.clearUntil(database.replicasCaughtUp());
      else void cache.stockChangedUntil(change.stockOf, database.replicasCaughtUp());
    },
    (listening) => cache.setTrusted(listening),
  );
}
