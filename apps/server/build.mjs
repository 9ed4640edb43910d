// Bundles the server into dist/main.js for `npm start`. npm packages stay external (installed
// in node_modules); the workspace's own @harit/core TypeScript is bundled in.
import { execFileSync } from 'node:child_process';
import { build } from 'esbuild';

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
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@harit/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});

// New embedded databases start from a copy of an empty shop's database (src/db/pglite-template.ts).
execFileSync(process.execPath, ['dist/write-template.js', 'dist'], { stdio: 'inherit' });
