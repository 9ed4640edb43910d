// Total blocking time, read from a trace (decision 045): where the main thread's time goes when a
// public page starts. Loads each route in Chromium (phone viewport, no throttling), traces it
// until the app has hydrated (`data-hydrated`, every part included) and reports the tasks of the
// page's main thread by their thread CPU time × 4 — Lighthouse's simulated 4× slower CPU — and
// an estimate of TBT: the sum over tasks after the first contentful paint of what exceeds 50 ms;
// and all the main thread's CPU time after that paint (at 1×), which a shared core stretches.
// Thread CPU time leaves out the time another process held the core, so the figures hold on a
// busy machine where Lighthouse's do not. Lighthouse's own figures: bench/web.mjs.
// node bench/long-tasks.mjs   (needs `npm run build`; BENCH_PORT, RUNS (3),
// BASELINE_MAIN=<another build>/apps/server/dist/main.js to measure it too, run by run alternating)
import path from 'node:path';
import { chromium } from 'playwright-core';
import { PHONE, startHarit } from './lib.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3263);
const builds = [{ name: 'this build', harit: await startHarit({ port: PORT }) }];
if (process.env.BASELINE_MAIN) {
  const main = path.resolve(process.env.BASELINE_MAIN);
  builds.push({ name: 'baseline', harit: await startHarit({ port: PORT + 1, main }) });
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});

/** One load of `route`: the long tasks (CPU ms × 4) before and after FCP, and the TBT estimate. */
async function trace(base, route) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'],
  });
  await page.goto(base + route, { waitUntil: 'load' });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.waitForTimeout(1000);
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  await context.close();
  const pid = events.find(
    (e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(base),
  )?.pid;
  const main = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.pid === pid && e.args.name === 'CrRendererMain')
      .map((e) => e.tid),
  );
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid)?.ts ?? 0;
  const tasks = events.filter(
    (e) => e.pid === pid && main.has(e.tid) && e.name === 'RunTask' && e.ph === 'X' && e.tdur,
  );
  const slowed = (task) => (task.tdur * 4) / 1000;
  const after = tasks.filter((task) => task.ts + task.dur > fcp);
  const long = (list) => list.filter((task) => slowed(task) > 50).map((t) => Math.round(slowed(t)));
  return {
    tbt: Math.round(after.reduce((sum, task) => sum + Math.max(0, slowed(task) - 50), 0)),
    // All the main thread's work after FCP, at 1×: what a contended core stretches (Lighthouse).
    cpu: Math.round(after.reduce((sum, task) => sum + task.tdur, 0) / 1000),
    after: long(after),
    before: long(tasks.filter((task) => task.ts + task.dur <= fcp)),
  };
}

try {
  const solar = await (await fetch(`${builds[0].harit.base}/api/products?category=Solar`)).json();
  const routes = ['/', '/shop', '/shop?category=Solar', `/product/${solar[0].slug}`];
  console.log(`Long tasks at 4× (thread CPU time × 4), ${RUNS} loads each, runs alternating\n`);
  console.log(
    '| route | build | TBT estimate, median (runs) | CPU after FCP at 1×, median (runs) | tasks > 50 ms after FCP | before FCP |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const route of routes) {
    const runs = builds.map(() => []);
    for (let i = 0; i < RUNS; i++) {
      for (const [b, build] of builds.entries()) runs[b].push(await trace(build.harit.base, route));
    }
    for (const [b, build] of builds.entries()) {
      const list = runs[b];
      console.log(
        `| ${route} | ${build.name} | ${median(list.map((r) => r.tbt))} ms (${list.map((r) => r.tbt).join(', ')}) | ${median(list.map((r) => r.cpu))} ms (${list.map((r) => r.cpu).join(', ')}) | ${list.map((r) => r.after.join(' ') || '—').join(' / ')} | ${list.map((r) => r.before.join(' ') || '—').join(' / ')} |`,
      );
    }
  }
} finally {
  await browser.close();
  for (const build of builds) await build.harit.stop();
}
