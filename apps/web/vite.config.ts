import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { messageCatalogs } from './message-catalogs.ts';
import { pwaOptions } from './src/pwa/build-options.ts';

// The API and the product images are served by apps/server (port 3000 in development);
// in production the same server serves this build, so every path is same-origin.
const backend = process.env.HARIT_BACKEND ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    messageCatalogs(fileURLToPath(new URL('./src/locales', import.meta.url))),
    VitePWA(pwaOptions),
  ],
  server: {
    proxy: {
      '/api': backend,
      '/images': backend,
    },
  },
  // The server-rendering build (entry-server.tsx, decision 035) runs in Node, which cannot load
  // the workspace's TypeScript: core is bundled in, every other package imported as installed.
  ssr: { noExternal: ['@harit/core'] },
  build: {
    outDir: 'dist',
    // The app's one stylesheet (index.css) comes with every page, inline in a server-rendered
    // one (decision 037), where no <link> to it is found: one file for the whole app, so no
    // lazy chunk lists it to fetch again.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // React and the router change rarely: a chunk of their own stays cached across deploys.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
            },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
          ],
        },
      },
    },
  },
});
