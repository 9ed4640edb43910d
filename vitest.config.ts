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
          globalSetup: ['./apps/server/test/global-setup.ts'],
          // One module graph per worker, not one per file (decision 085): the server's imports
          // (Better Auth, PDFKit, PGlite's WebAssembly) were most of each file's time. Each file
          // still builds its own app on its own database; what a file adds to a module's state it
          // takes out again (payments-seam.test.ts).
          isolate: false,
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
          // Packages run through Vite's transform, cached between files: zod, loaded on a form's
          // first check (decision 037), came in 1.5 s through Node's import on this machine.
          server: { deps: { inline: true } },
        },
      },
    ],
  },
});
