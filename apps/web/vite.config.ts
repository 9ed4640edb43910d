import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkGroups } from './chunk-groups.ts';
import { messageCatalogs } from './message-catalogs.ts';
import { precompress } from './precompress.ts';
import { pwaOptions } from './src/pwa/build-options.ts';

// The API and the product images are served by apps/server (port 3000 in development);
// in production the same server serves this build, so every path is same-origin.
const backend = process.env.HARIT_BACKEND ?? 'http://localhost:3000';

const chunks = chunkGroups(fileURLToPath(new URL('./src', import.meta.url)));

export default defineConfig(({ command, isSsrBuild }) => ({
  // React 19 in the browser and on the server (decision 059); the plugin brings Fast Refresh to
  // the dev server.
  plugins: [
    react(),
    tailwindcss(),
    messageCatalogs(fileURLToPath(new URL('./src/locales', import.meta.url))),
    VitePWA(pwaOptions),
    precompress(),
    chunks.plugin,
  ],
  server: {
    proxy: {
      '/api': backend,
      '/images': backend,
    },
  },
  // The server-rendering build (entry-server.tsx, decision 035) runs in Node, which cannot load
  // the workspace's TypeScript (@harit/core): every package is bundled in, React DOM's server
  // renderer too, so apps/server's build carries one file.
  ssr: { noExternal: true },
  // React DOM's server renderer picks its build by NODE_ENV at run time; bundled, only the one
  // this build's JSX was compiled for is kept (a production build: React's production one).
  define:
    command === 'build' && isSsrBuild
      ? { 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV ?? 'production') }
      : undefined,
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
        warn(warning);
      },
      output: {
        // React DOM and the router in a chunk of their own, the shell and the landing pages'
        // shared code in one each (chunk-groups.ts, decisions 059 and 064).
        codeSplitting: { groups: chunks.groups },
      },
    },
  },
}));
