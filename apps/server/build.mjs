// Bundles the server into dist/server.cjs, which dist/main.js runs for `npm start`: the
// workspace's own @harit/core TypeScript and the npm packages it imports, so a start reads and
// links one file instead of resolving, reading and wrapping hundreds of modules in node_modules
// (start-up, decision 040), and compiles it once per build, not once per start (V8's
// code cache, decision 051).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

// Left in node_modules, imported at run time:
const external = [
  // Find their own files beside their code at run time (import.meta.url, __dirname, workers):
  // PGlite's WebAssembly and data, pg's ESM wrapper. swagger-ui is bundled: its page is served
  // from its installed folder (swaggerUiFolder below). pino is bundled: only
  // its transports (worker threads, which Harit does not use) look for files beside it;
  // pino-pretty is bundled too: it runs in-process as a stream (a terminal's start, which it
  // cost 50–90 ms loaded from node_modules, is code-cached with the rest). @fastify/swagger is bundled:
  // it reads its own package.json only for a default title and version, which docs.ts gives
  // (loaded from node_modules, its CommonJS modules were 7 % of a start's CPU).
  '@electric-sql/pglite',
  'pg',
  'pg-native',
  // Imported on first use only (an upload, an invoice, a mail, S3 storage): kept out of the
  // file every start reads.
  'sharp',
  'pdfkit',
  // Signing invoice PDFs with a configured certificate (decision 083).
  '@signpdf',
  'node-forge',
  'nodemailer',
  '@aws-sdk',
];
const isExternal = (specifier) =>
  external.some((name) => specifier === name || specifier.startsWith(`${name}/`)) ||
  // Only asked where it is installed (swaggerUiFolder).
  specifier === '@fastify/swagger-ui/package.json';

const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      isExternal(args.path) ? { path: args.path, external: true } : undefined,
    );
  },
};
// @fastify/swagger-ui serves its page from the folder beside its code (`__dirname`); bundled, that
// would be dist/. Its two files that say so get the installed package's folder instead, found at
// run time. Loaded from node_modules, it and its packages (yaml, @fastify/static) were the
// largest step of a start's app build, compiled anew at every start (decision 051).
const swaggerUiFolder = {
  name: 'swagger-ui-folder',
  setup(b) {
    b.onLoad({ filter: /[\\/]@fastify[\\/]swagger-ui[\\/](index|lib[\\/]routes)\.js$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      const installed =
        "require('node:path').dirname(require.resolve('@fastify/swagger-ui/package.json'))";
      const folder = args.path.includes('lib')
        ? `require('node:path').join(${installed}, 'lib')`
        : installed;
      const contents = source.replaceAll('__dirname', folder);
      if (contents === source)
        throw new Error(`${args.path} no longer uses __dirname: check build.mjs`);
      return { contents, loader: 'js' };
    });
  },
};
const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalPackages, swaggerUiFolder],
};

// The shop's server as one CommonJS file, dist/server.cjs, run by dist/main.js with V8's code
// cache of an earlier start (src/start/launcher.ts, decision 051): Node 20 can keep compiled code
// for a script (vm.Script's cachedData), not for an ES module.
await build({
  ...common,
  entryPoints: { server: 'src/main.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.cjs' },
  format: 'cjs',
  // Node 20 loses a vm script's import() once its code comes from the cache: the bundle's own
  // packages' import() of Node's modules becomes require(), and ours of modules outside the
  // bundle goes through the launcher (src/start/launcher-hooks.ts, importModule).
  supported: { 'dynamic-import': false },
  // As strict as the ES module it was: every module in it ran in strict mode there.
  banner: {
    js: `"use strict";\nconst importMetaUrlOfBundle = require('node:url').pathToFileURL(__filename).href;`,
  },
  // The ES modules inside ask for their own location; the bundle's is theirs (as before).
  define: {
    'import.meta.url': 'importMetaUrlOfBundle',
    'import.meta.dirname': '__dirname',
    'import.meta.filename': '__filename',
  },
});
// esbuild writes code as ASCII (escapes) but keeps comments as they were: the few comments with
// a dash or an accent made the whole 6 MB a two-byte string when read, at every start. They
// become '?' (one per UTF-16 unit, so the source map's columns stay), and the launcher reads the
// file as Latin-1, a plain copy (src/start/code-cache.ts).
const serverSource = readFileSync('dist/server.cjs', 'utf8');
const asciiSource = serverSource.replace(/[\u0080-\uffff]/g, '?');
writeFileSync('dist/server.cjs', asciiSource);
const serverHash = createHash('sha256').update(asciiSource).digest('hex').slice(0, 16);
// Caches of earlier bundles: never taken (named for their bundle), so only taking space.
for (const file of readdirSync('dist')) {
  const cache = file.match(/^server\.([0-9a-f]{16})\.v8-cache/);
  if (cache && cache[1] !== serverHash) rmSync(path.join('dist', file), { force: true });
}

await build({
  ...common,
  // What `npm start` runs (the launcher of server.cjs), and `npm run admin` (roles from the
  // command line).
  entryPoints: {
    main: 'src/start/launcher.ts',
    'admin-cli': 'src/admin-cli.ts',
    // `npm run migrate`: the migrations as a deploy step (decision 070).
    'migrate-cli': 'src/migrate-cli.ts',
    'write-template': 'src/db/write-template.ts',
  },
  outdir: 'dist',
  format: 'esm',
  define: { SERVER_BUNDLE_HASH: JSON.stringify(serverHash) },
  // Bundled CommonJS packages call require() for Node's own modules; an ES module has none.
  banner: {
    js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);",
  },
});

// New embedded databases start from a copy of an empty shop's database (src/db/pglite-template.ts).
execFileSync(process.execPath, ['dist/write-template.js', 'dist'], { stdio: 'inherit' });
