import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { GOOGLE_CLIENT, OIDC_ISSUER, SMTP_PORT } from './support/mock-ports';

// The built app as `npm start` runs it: one server process serving the API and apps/web/dist,
// on a fresh embedded database each run. E2E_PORT moves it when 3100 is taken; E2E_WEB_DIST
// serves another build of the web app (one that a parallel `vite build` cannot replace mid-run).
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'harit-e2e-'));

export default defineConfig({
  testDir: 'tests',
  // Local stand-ins for Google (OIDC) and the mail provider (SMTP), on fixed loopback ports.
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The shop's service worker (decision 036) would answer requests that page.route() is
    // meant to see; only pwa.spec.ts lets it run.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          // Debian's Chromium; Playwright never downloads a browser here (DESIGN.md §3).
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node ../apps/server/dist/main.js',
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // Accounts: mail goes to the mock SMTP server, Google is the mock OIDC issuer,
      // and the specs' many sign-ins from one address stay under the rate limit.
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      GOOGLE_CLIENT_ID: GOOGLE_CLIENT.id,
      GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT.secret,
      GOOGLE_DISCOVERY_URL: `${OIDC_ISSUER}/.well-known/openid-configuration`,
      AUTH_RATE_LIMIT: '100',
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: path.resolve(process.env.E2E_WEB_DIST) } : {}),
    },
  },
});
