// Bundles the server into dist/main.js for `npm start`: the workspace's own @harit/core
// TypeScript and the npm packages it imports, so a start reads and links one file instead of
// resolving, reading and wrapping hundreds of modules in node_modules (issue 18: start-up,
// decision 040).
import { execFileSync } from 'node:child_process';
import { build } from 'esbuild';

// Left in node_modules, imported at run time:
const external = [
  // Find their own files beside their code at run time (import.meta.url, __dirname, workers):
  // PGlite's WebAssembly and data, swagger-ui's page, pg's ESM wrapper. pino is bundled: only
  // its transports (worker threads, which Harit does not use) look for files beside it;
  // pino-pretty runs in-process as a stream, for a terminal only. @fastify/swagger is bundled:
  // it reads its own package.json only for a default title and version, which docs.ts gives
  // (loaded from node_modules, its CommonJS modules were 7 % of a start's CPU).
  '@electric-sql/pglite',
  '@fastify/swagger-ui',
  'pino-pretty',
  'pg',
  'pg-native',
  // Imported on first use only (an upload, an invoice, a mail, S3 storage): kept out of the
  // file every start reads.
  'sharp',
  'pdfkit',
  'nodemailer',
  '@aws-sdk',
];
const isExternal = (specifier) =>
  external.some((name) => specifier === name || specifier.startsWith(`${name}/`));

await build({
  // The shop, and `npm run admin` (roles from the command line, issue 15).
  entryPoints: {
    main: 'src/main.ts',
    'admin-cli': 'src/admin-cli.ts',
    'write-template': 'src/db/write-template.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  // Bundled CommonJS packages call require() for Node's own modules; an ES module has none.
  banner: {
    js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);",
  },
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          isExternal(args.path) ? { path: args.path, external: true } : undefined,
        );
      },
    },
  ],
});

// New embedded databases start from a copy of an empty shop's database (src/db/pglite-template.ts).
execFileSync(process.execPath, ['dist/write-template.js', 'dist'], { stdio: 'inherit' });
