// Screenshots for review by eye (home, shop, a product, the cart and the carbon tracker
// in Hindi at 390 and 1280 px), written to docs/screenshots/hindi/. Not part of the test run:
//   npm run build && cd e2e && npx playwright test -c screenshots.config.ts
// The same server and browser as the tests (playwright.config.ts); only the folder differs.
import { defineConfig } from '@playwright/test';
import config from './playwright.config';

export default defineConfig({
  ...config,
  testDir: 'screenshots',
  retries: 0,
  reporter: 'list',
});
