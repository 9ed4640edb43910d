// Runs a CommonJS bundle with V8's code cache (decision 051): the bytecode of every function the
// last start compiled, kept in a file beside the bundle, so a start deserialises it instead of
// parsing the 6 MB server and compiling its start functions again (≈ 0.6 s of a 1.5 s start on
// existing data). Node 22 does this itself (`module.enableCompileCache`); Node 20 has only
// `vm.Script`'s `cachedData`, and only for scripts, hence a CommonJS bundle run through vm.
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

/** What the start did with the cache file. */
export type CodeCacheState = 'used' | 'rejected' | 'absent';

export interface CachedRun {
  /** 'used' when V8 took the file; 'rejected' (another Node, V8 flags or bundle) or 'absent'. */
  state: CodeCacheState;
  /** module.exports of the bundle, once it has run. */
  exports: unknown;
  /**
   * Writes the cache of everything compiled so far, unless V8 took the file at start (it then
   * already holds what this start needed). Called once the server listens: the cache then holds
   * the start's functions and no more (a larger one costs more to read at every start). Returns
   * whether it wrote; a file that cannot be written (a read-only install) is not an error.
   */
  save(): boolean;
}

// The arguments Node's own CommonJS loader gives a module; the wrapper starts on the bundle's
// first line, so its line numbers (and source maps) stay as they are.
const WRAPPER_START = '(function (exports, require, module, __filename, __dirname) {';
const WRAPPER_END = '\n})';

/**
 * Runs `file` (a CommonJS module in ASCII: a bundle, so its require() is for Node's own modules
 * and the packages left outside it) as Node's loader would, with `cacheFile` as V8's code cache.
 * `cacheFile` must be named for the bundle's exact content: V8 checks only the source's length,
 * its own version and its flags, so a cache of another bundle of the same length would be taken.
 */
export function runWithCodeCache(file: string, cacheFile: string): CachedRun {
  // Latin-1: a copy into a one-byte string, where UTF-8 is decoded. The build leaves the bundle
  // ASCII, so both read the same text.
  const source = readFileSync(file, 'latin1');
  let cachedData: Buffer | undefined;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    cachedData = undefined;
  }
  // No importModuleDynamically: Node 20 loses it once the script's code comes from the cache
  // (ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING), so a bundle run here has no import() of its own:
  // build.mjs turns its packages' into require() and ours go through the launcher
  // (launcher-hooks.ts, importModule).
  const script = new vm.Script(`${WRAPPER_START}${source}${WRAPPER_END}`, {
    filename: file,
    cachedData,
  });
  const state: CodeCacheState =
    cachedData === undefined ? 'absent' : script.cachedDataRejected ? 'rejected' : 'used';
  const module = { exports: {} as unknown, filename: file, id: '.', loaded: false };
  const run = script.runInThisContext() as (...args: unknown[]) => void;
  run.call(module.exports, module.exports, createRequire(file), module, file, path.dirname(file));
  module.loaded = true;
  let saved = false;
  return {
    state,
    exports: module.exports,
    save() {
      if (state === 'used' || saved) return false;
      saved = true;
      return writeAtomically(cacheFile, script.createCachedData());
    },
  };
}

/** Into a file beside it first, renamed into place: a reader never sees half a cache. */
function writeAtomically(file: string, data: Buffer): boolean {
  const partial = `${file}.${process.pid}.partial`;
  try {
    writeFileSync(partial, data);
    renameSync(partial, file);
    return true;
  } catch {
    rmSync(partial, { force: true });
    return false;
  }
}
