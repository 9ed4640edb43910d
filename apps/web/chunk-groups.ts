import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Fewer, larger chunks for the first screen (decision 064). Every page is a dynamic import of
 * the router, and so is `main` (boot.ts imports it after the largest paint): the bundler sees
 * some thirty entries and gives each set of modules they share a chunk of its own — 35 files on
 * `/`, 50 on a product page, most of them under 1 kB, each costing its request and ~0.9 kB of
 * response headers on a phone's connection. Two groups gather them:
 * - `app`: everything `main.tsx` imports statically (the shell: layout, header, i18n, session,
 *   the API client). Every page runs after it, so nothing in it is ever fetched needlessly.
 * - `storefront`: what the public pages a shopper lands on (home, shop, a product) import
 *   statically beyond the shell: the product card, the cart controls, the stars, the query
 *   states. A page outside them that uses some of it (the cart, checkout) loads the chunk too —
 *   one file of ~20 kB, already cached by a shopper who came through the shop.
 * Only static imports are followed: what a page loads on use (the newsletter's form, the
 * carousel engine, the review form, the Hindi catalogue) stays in chunks of its own.
 */
export function chunkGroups(srcDir: string) {
  const boot = path.join(srcDir, 'boot.ts');
  const main = path.join(srcDir, 'main.tsx');
  const landings = ['home.tsx', 'shop.tsx', 'product.tsx'].map((page) =>
    path.join(srcDir, 'app/routes', page),
  );
  const app = new Set<string>();
  const storefront = new Set<string>();

  const plugin: Plugin = {
    name: 'harit:chunk-groups',
    apply: 'build',
    buildEnd() {
      const closure = (from: string, into: Set<string>, except?: Set<string>) => {
        const stack = [from];
        while (stack.length > 0) {
          const id = stack.pop() as string;
          if (into.has(id) || except?.has(id)) continue;
          into.add(id);
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) stack.push(next);
        }
      };
      app.clear();
      storefront.clear();
      if (!this.getModuleInfo(main)) return;
      // What the page's script needs before the largest paint stays in it (decision 047): a
      // module of boot.ts's in the shell's chunk would have the page fetch the shell, React DOM
      // with it, at once.
      const early = new Set<string>();
      closure(boot, early);
      closure(main, app, early);
      for (const page of landings) closure(page, storefront, new Set([...early, ...app]));
      // The pages themselves keep their own chunks: the home page's code is not the shop's.
      for (const page of landings) storefront.delete(page);
    },
  };

  // React DOM, the router and TanStack Query first: they change with their versions only, so
  // their chunks stay cached across deploys (decision 059).
  // runtime/react-dom-first.ts goes with React DOM: boot.ts imports it to evaluate React DOM in a
  // task of its own (decision 086).
  const reactDomFirst = path.join(srcDir, 'runtime/react-dom-first.ts');
  const reactModules =
    /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;
  const groups = [
    {
      name: 'react',
      test: (id: string) => id === reactDomFirst || reactModules.test(id),
      priority: 4,
    },
    { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 3 },
    // Each set is already what the group should hold: its modules' imports are not pulled in
    // after them (they would take boot.ts's own modules into the shell's chunk).
    {
      name: 'app',
      test: (id: string) => app.has(id),
      priority: 2,
      includeDependenciesRecursively: false,
    },
    {
      name: 'storefront',
      test: (id: string) => storefront.has(id),
      priority: 1,
      includeDependenciesRecursively: false,
    },
  ];
  return { plugin, groups };
}
