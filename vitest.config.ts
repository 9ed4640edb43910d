import { defineConfig } from 'vitest/config';

// One runner for every unit and API suite. Two cores here: keep workers few, since each
// server test file opens its own PGlite (≈300 MB, ≈2.5 s).
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'core',
          environment: 'node',
          include: ['packages/core/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/server/test/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test/setup.ts'],
          // Packages run through Vite, not Node's import, so the web app's aliases (React →
          // Preact, decision 041) reach the libraries too, Testing Library among them.
          server: { deps: { inline: true } },
        },
        // Packages' ES module builds: a CommonJS one (Testing Library's, React Router's under
        // Node's conditions) would require() the real React, which no alias reaches.
        resolve: { conditions: ['module', 'browser'], mainFields: ['module', 'main'] },
      },
    ],
  },
});
