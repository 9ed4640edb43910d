// Whether /product/<slug> is a page (an unknown slug answers HTTP 404). The page
// fallback asks on every visit of a product page, so answers are remembered until the
// catalogue changes, by the same notifications that empty the response cache (cache.ts).
import type { CatalogCache } from './cache.ts';
import type { CatalogRepository } from './repository.ts';

/** Bounded like the response cache: made-up slugs cannot grow memory without limit. */
const MAX_REMEMBERED = 2_000;

export function createProductPageCheck(catalog: CatalogRepository, cache: CatalogCache) {
  const known = new Map<string, boolean>();
  let knownGeneration = -1;
  return async function productPageExists(slug: string): Promise<boolean> {
    const generation = cache.generation();
    if (!cache.isTrusted()) return catalog.slugExists(slug);
    if (generation !== knownGeneration) {
      known.clear();
      knownGeneration = generation;
    }
    const remembered = known.get(slug);
    if (remembered !== undefined) return remembered;
    const exists = await catalog.slugExists(slug);
    // Only an answer read in the current generation is kept (the catalogue may have changed
    // while the query ran).
    if (cache.generation() === knownGeneration) {
      if (known.size >= MAX_REMEMBERED) known.delete(known.keys().next().value!);
      known.set(slug, exists);
    }
    return exists;
  };
}
