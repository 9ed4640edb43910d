// Web: gzip sizes of the JS and CSS each route loads in the production build (collected by
// loading the route in Chromium), and Lighthouse mobile performance for / and /shop against
// the built server. node bench/web.mjs   (needs /usr/bin/chromium)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { root, startHarit } from './lib.mjs';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const ROUTES = [
  '/',
  '/shop',
  '/shop?search=bamboo',
  '/login',
  '/cart',
  '/checkout',
  '/carbon-tracker',
  '/faq',
];
const harit = await startHarit({ port: 3351 });
const dist = path.join(root, 'apps/web/dist');
try {
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  console.log('\nWhat each route loads (production build, gzip -9 of each file)\n');
  console.log('| route | JS files | JS gzip kB | CSS gzip kB |');
  console.log('|---|---|---|---|');
  for (const route of ROUTES) {
    const page = await browser.newPage();
    const assets = new Set();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (/\.(js|css)$/.test(url.pathname)) assets.add(url.pathname);
    });
    await page.goto(`${harit.base}${route}`, { waitUntil: 'networkidle' });
    await page.close();
    let js = 0;
    let css = 0;
    let jsFiles = 0;
    for (const asset of assets) {
      const size = gzipSync(readFileSync(path.join(dist, asset)), { level: 9 }).length;
      if (asset.endsWith('.js')) {
        js += size;
        jsFiles++;
      } else css += size;
    }
    console.log(
      `| ${route} | ${jsFiles} | ${(js / 1024).toFixed(1)} | ${(css / 1024).toFixed(1)} |`,
    );
  }
  await browser.close();

  console.log('\nLighthouse (mobile, default throttling), performance score\n');
  console.log('| route | performance | FCP | LCP | TBT | CLS |');
  console.log('|---|---|---|---|---|---|');
  for (const route of ['/', '/shop']) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROME,
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
      ],
    });
    try {
      const result = await lighthouse(`${harit.base}${route}`, {
        port: chrome.port,
        onlyCategories: ['performance'],
        output: 'json',
        logLevel: 'error',
      });
      const audits = result.lhr.audits;
      console.log(
        `| ${route} | ${Math.round(result.lhr.categories.performance.score * 100)} | ${audits['first-contentful-paint'].displayValue} | ${audits['largest-contentful-paint'].displayValue} | ${audits['total-blocking-time'].displayValue} | ${audits['cumulative-layout-shift'].displayValue} |`,
      );
    } finally {
      chrome.kill();
    }
  }
} finally {
  await harit.stop();
}
