import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { useAuth } from '../lib/auth';

// Every test starts signed out (the real useAuth outside <AuthProvider>); renderPage's `user`
// option signs in (one way to set who is signed in, not a vi.mock per file).
// After each test: fetch and other stubs undone, mock calls cleared, spies restored.
vi.mock('../lib/auth', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../lib/auth')>();
  return { ...actual, useAuth: vi.fn(actual.useAuth) };
});

// happy-dom loads no pictures yet calls every one complete, which reads as a broken picture
// (complete, no pixels: ProductImage's check for a failure before hydration). Here every picture
// is still loading, as on a slow network; a test of a finished one spies on `complete`.
Object.defineProperty(HTMLImageElement.prototype, 'complete', {
  configurable: true,
  get: () => false,
});

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  vi.restoreAllMocks();
  vi.mocked(useAuth).mockReset();
});
