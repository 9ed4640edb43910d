import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { options } from 'preact';
import { afterEach, vi } from 'vitest';
import { useAuth } from '../lib/auth';

// Preact runs effects after the next frame, React before the next input. A test clicks at once
// and its stand-in server answers within the same frame, before the clicked component's effects
// had subscribed it to what the click starts: here effects run as soon as the render is done
// (decision 041).
options.requestAnimationFrame = (flush) => queueMicrotask(flush);

// Every test starts signed out (the real useAuth outside <AuthProvider>); renderPage's `user`
// option signs in (issue 13 item 4: one way to set who is signed in, not a vi.mock per file).
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
