import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { messageCatalogs } from './message-catalogs.ts';
import { pwaOptions } from './src/pwa/build-options.ts';

// The API and the product images are served by apps/server (port 3000 in development);
// in production the same server serves this build, so every path is same-origin.
const backend = process.env.HARIT_BACKEND ?? 'http://localhost:3000';

/**
 * The app is React code run by Preact (decision 041): every import of React or React DOM, the
 * app's and its libraries', resolves to preact/compat (through src/runtime/), in the browser build, the server-rendering
 * build, the dev server and the web tests alike. Exact names only: `react-router` stays itself.
 */
const runtime = (file: string) => fileURLToPath(new URL(`./src/runtime/${file}`, import.meta.url));
const preactCompat = [
  { find: /^react$/, replacement: runtime('react.ts') },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: runtime('react-dom-client.ts') },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
];

export default defineConfig({
  // JSX is compiled by Vite's own transform (oxc, automatic runtime, `react/jsx-runtime`, aliased
  // below). No @vitejs/plugin-react: its Fast Refresh drives React DOM, which is not here; an
  // edit in development reloads the page.
  plugins: [
    tailwindcss(),
    messageCatalogs(fileURLToPath(new URL('./src/locales', import.meta.url))),
    VitePWA(pwaOptions),
  ],
  resolve: { alias: preactCompat },
  server: {
    proxy: {
      '/api': backend,
      '/images': backend,
    },
  },
  // The server-rendering build (entry-server.tsx, decision 035) runs in Node, which cannot load
  // the workspace's TypeScript, nor apply the aliases to a package it imports as installed (a
  // router importing 'react' would get React): every package is bundled in.
  ssr: { noExternal: true },
  build: {
    outDir: 'dist',
    // The app's one stylesheet (index.css) comes with every page, inline in a server-rendered
    // one (decision 037), where no <link> to it is found: one file for the whole app, so no
    // lazy chunk lists it to fetch again.
    cssCodeSplit: false,
    // No preload helper (decision 054): a dynamic import is the browser's own module loading,
    // which fetches a chunk's imports when it reads them, instead of Vite's helper appending a
    // <link rel="modulepreload"> per chunk (17 for main, up to 36 for a page) and waiting on each
    // one's load event — a task of DOM work right after the largest paint.
    modulePreload: false,
    rolldownOptions: {
      onwarn(warning, warn) {
        // Libraries mark modules "use client" for React Server Components; this app has none.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        // React Router uses React 19's `use` and `useOptimistic` when the runtime has them, its
        // own fallbacks when not, as under preact/compat (decision 041).
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.id?.includes('react-router')) return;
        warn(warning);
      },
      output: {
        // Preact and the router change rarely: a chunk of their own stays cached across deploys.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](preact|react-router|cookie|set-cookie-parser)[\\/]/,
            },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
          ],
        },
      },
    },
  },
});
