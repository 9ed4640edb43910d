import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { useAuth } from '../lib/auth';

// Every test starts signed out (the real useAuth outside <AuthProvider>); renderPage's `user`
// option signs in (issue 13 item 4: one way to set who is signed in, not a vi.mock per file).
vi.mock('../lib/auth', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../lib/auth')>();
  return { ...actual, useAuth: vi.fn(actual.useAuth) };
});

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.mocked(useAuth).mockReset();
});
