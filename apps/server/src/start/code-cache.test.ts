// The launcher's code cache (decision 051): a bundle runs as Node's CommonJS loader would run it,
// the first run writes V8's cache, the next takes it (and the launcher's import() still works: a
// script's own is lost with a cache on Node 20), a cache V8 refuses is written again, and nothing
// of it shows: no warning, no error where the cache cannot be written. Each run is a
// process of its own, as each start is (within one process V8 would reuse its compiled script).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../..');
const folder = mkdtempSync(path.join(tmpdir(), 'harit-code-cache-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const bundle = path.join(folder, 'bundle.cjs');
// What the server's bundle does: Node's modules through require(), a module outside it through
// the launcher's import (launcher-hooks.ts), functions compiled as it runs.
writeFileSync(
  bundle,
  `"use strict";
const { sep } = require('node:path');
module.exports.sep = sep;
module.exports.dirname = __dirname;
module.exports.thisIsExports = this === module.exports;
module.exports.total = Array.from({ length: 2000 }, (_, i) => i).map((i) => i * 2).reduce((a, b) => a + b);
module.exports.imported = globalThis[Symbol.for('harit.launcher.import')]('./beside.mjs').then((m) => m.answer);
`,
);
writeFileSync(path.join(folder, 'beside.mjs'), 'export const answer = 42;\n');
const driver = path.join(folder, 'driver.mjs');
writeFileSync(
  driver,
  `import { runWithCodeCache } from ${JSON.stringify(path.join(import.meta.dirname, 'code-cache.ts'))};
import { provideLauncherHooks } from ${JSON.stringify(path.join(import.meta.dirname, 'launcher-hooks.ts'))};
provideLauncherHooks({ onListening: () => {}, importModule: (specifier) => import(specifier) });
const run = runWithCodeCache(process.argv[2], process.argv[3]);
const { imported, ...exported } = run.exports;
console.log(JSON.stringify({ state: run.state, saved: run.save(), ...exported, imported: await imported }));
`,
);

function run(cacheFile: string) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', driver, bundle, cacheFile], {
    cwd: root,
    encoding: 'utf8',
  });
  expect(result.status, result.stderr).toBe(0);
  return { ...JSON.parse(result.stdout), stderr: result.stderr };
}

describe('a bundle run with V8 code cache', () => {
  it('runs as a CommonJS module, writes the cache once, and takes it on the next start', () => {
    const cacheFile = path.join(folder, 'first.v8-cache');
    const first = run(cacheFile);
    expect(first).toMatchObject({
      state: 'absent',
      saved: true,
      sep: path.sep,
      dirname: folder,
      total: 3998000,
      imported: 42,
    });
    // module.exports as `this`, as Node's loader gives it.
    expect(first.thisIsExports).toBe(true);
    expect(existsSync(cacheFile)).toBe(true);
    const second = run(cacheFile);
    expect(second).toMatchObject({ state: 'used', saved: false, total: 3998000, imported: 42 });
  });

  it('prints nothing of its own', () => {
    const cacheFile = path.join(folder, 'quiet.v8-cache');
    expect(run(cacheFile).stderr).toBe('');
    expect(run(cacheFile).stderr).toBe('');
  });

  it('writes a cache again when V8 refuses the one it finds', () => {
    const cacheFile = path.join(folder, 'refused.v8-cache');
    writeFileSync(cacheFile, Buffer.alloc(4096, 7));
    expect(run(cacheFile)).toMatchObject({ state: 'rejected', saved: true, imported: 42 });
    expect(run(cacheFile)).toMatchObject({ state: 'used', saved: false });
  });

  it('starts without a cache where none can be written', () => {
    const cacheFile = path.join(folder, 'no-such-folder', 'cache.v8-cache');
    expect(run(cacheFile)).toMatchObject({ state: 'absent', saved: false, imported: 42 });
    expect(existsSync(path.dirname(cacheFile))).toBe(false);
  });
});
