// Bundles the server into dist/main.js for `npm start`. npm packages stay external (installed
// in node_modules); the workspace's own @harit/core TypeScript is bundled in.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
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
