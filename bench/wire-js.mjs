// The JavaScript a phone downloads for a page without any input, until the network is idle:
// bytes on the wire (compressed body and response headers, Chromium's encodedDataLength), the
// service worker blocked, a phone-sized screen (decision 059's budget: ≤ 190 kB).
// node bench/wire-js.mjs   (needs `npm run build`; BASELINE_MAIN=<other build>/apps/server/dist/main.js
// measures it beside another build; BENCH_PORT, WIRE_RUNS, default 3, median)
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startHarit } from './lib.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3271);
const RUNS = Number(process.env.WIRE_RUNS ?? 3);
const builds = [['this build', await startHarit({ port: PORT })]];
if (process.env.BASELINE_MAIN) {
  const main = path.resolve(process.env.BASELINE_MAIN);
  builds.push(['BASELINE_MAIN', await startHarit({ port: PORT + 1, main })]);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});

async function jsOnTheWire(base, route) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script' || /\.m?js(\?|$)/.test(response.url)) scripts.set(requestId, 0);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    if (scripts.has(requestId)) scripts.set(requestId, encodedDataLength);
  });
  await page.goto(base + route, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.waitForLoadState('networkidle');
  await context.close();
  return { bytes: [...scripts.values()].reduce((a, b) => a + b, 0), files: scripts.size };
}

const routes = ['/', '/shop', '/shop?category=Solar', '/product/solar-power-bank-20000mah'];
const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(
  `| route | ${builds.map(([name]) => `${name}: JS on the wire, kB (files)`).join(' | ')} |`,
);
console.log(`|---|${builds.map(() => '---|').join('')}`);
for (const route of routes) {
  const cells = [];
  for (const [, harit] of builds) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await jsOnTheWire(harit.base, route));
    const bytes = median(runs.map((r) => r.bytes));
    cells.push(`${(bytes / 1000).toFixed(1)} (${runs[0].files})`);
  }
  console.log(`| ${route} | ${cells.join(' | ')} |`);
}
await browser.close();
for (const [, harit] of builds) await harit.stop();
