// How vite-plugin-pwa builds the service worker and the web app manifest (decision 036). Kept
// here, beside the service worker, so vite.config.ts only names it.
import type { VitePWAOptions } from 'vite-plugin-pwa';

/** The header's green (index.css brand-900) and the page's background (stone-50). */
const THEME_COLOUR = '#11432c';
const BACKGROUND_COLOUR = '#fafaf9';

export const pwaOptions: Partial<VitePWAOptions> = {
  // Our own service worker (src/pwa/sw.ts) with the build's file list injected: its routes
  // use @harit/core's lists, which generateSW's serialised options cannot import.
  strategies: 'injectManifest',
  srcDir: 'src/pwa',
  filename: 'sw.ts',
  // Registered by src/pwa/register.ts after the page has loaded; none in `vite dev`.
  injectRegister: false,
  devOptions: { enabled: false },
  injectManifest: {
    // A classic script: module service workers are not in every browser shoppers use.
    rollupFormat: 'iife',
    // The app's shell: every script and style of the build, most of which the first page has
    // already loaded (they come from the browser's cache), but the chart library (~110 kB
    // gzip'd), which only the carbon tracker and the merchant console use: it is cached when used.
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
    globIgnores: ['**/BarChart-*.js', '**/trend-chart-*.js'],
  },
  manifest: {
    id: '/',
    name: 'Harit',
    short_name: 'Harit',
    description:
      'Eco-friendly essentials for a greener life, delivered across India. Every product shows its carbon footprint.',
    lang: 'en-IN',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    categories: ['shopping', 'lifestyle'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
};
