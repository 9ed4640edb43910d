// dist/main.js, what `npm start` and `node apps/server/dist/main.js` run: the server's bundle
// (dist/server.cjs, built from main.ts) with V8's code cache of an earlier start (code-cache.ts,
// decision 051). The first start after a build compiles as before and, once it listens, writes
// the cache; later starts read it. A cache V8 refuses (another Node version or V8 flags) is
// written again by that start.
import path from 'node:path';
import { type CachedRun, runWithCodeCache } from './code-cache.ts';
import { provideLauncherHooks } from './launcher-hooks.ts';

/** The bundle's SHA-256 (first 16 hex digits), set by build.mjs: the cache is named for it. */
declare const SERVER_BUNDLE_HASH: string;

const bundle = path.join(import.meta.dirname, 'server.cjs');
const cacheFile = path.join(import.meta.dirname, `server.${SERVER_BUNDLE_HASH}.v8-cache`);

let run: CachedRun | undefined;
provideLauncherHooks({
  // After the listen callback and the requests already waiting: writing takes tens of ms, once
  // per build.
  onListening: () => setImmediate(() => run?.save()),
  // This module's import(), which resolves from dist/ as the bundle's own would.
  importModule: (specifier) => import(specifier),
});
run = runWithCodeCache(bundle, cacheFile);
