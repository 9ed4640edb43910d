// What is inside the long tasks of a public page's start (decision 050): loads one
// route in Chromium (phone viewport, no throttling) with V8's sampling profiler in the trace and,
// for each main-thread task over MIN ms at 4× (thread CPU time × 4, as bench/long-tasks.mjs), prints
// where its wall time went by trace event (Layout, UpdateLayoutTree, v8.evaluateModule,
// RunMicrotasks…) and the functions that were running (self samples, by script and offset: run
// `npx vite build --minify false` in apps/web first for readable names).
// node bench/long-task-profile.mjs [route]   (needs `npm run build`; BENCH_PORT, MIN (30))
import { chromium } from 'playwright-core';
import { PHONE, startHarit } from './lib.mjs';

const ROUTE = process.argv[2] ?? '/';
const MIN = Number(process.env.MIN ?? 30);
const harit = await startHarit({ port: Number(process.env.BENCH_PORT ?? 3264) });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
// The trace events a task's time is told by; the rest are their parents or too small to say.
const KINDS = new Set([
  'ParseHTML',
  'Layout',
  'UpdateLayoutTree',
  'PrePaint',
  'Paint',
  'Layerize',
  'v8.evaluateModule',
  'v8.compile',
  'EvaluateScript',
  'RunMicrotasks',
  'TimerFire',
  'EventDispatch',
  'MinorGC',
  'MajorGC',
]);

try {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'loading',
      'v8.execute',
      'disabled-by-default-v8.cpu_profiler',
    ],
  });
  await page.goto(harit.base + ROUTE, { waitUntil: 'load' });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.waitForTimeout(1000);
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  await context.close();

  const pid = events.find(
    (e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(harit.base),
  )?.pid;
  const tid = events.find(
    (e) => e.name === 'thread_name' && e.pid === pid && e.args.name === 'CrRendererMain',
  )?.tid;
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid);
  const start = onMain.find((e) => e.name === 'ParseHTML')?.ts ?? 0;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid)?.ts ?? 0;

  // The main thread's samples: its Profile event is on the thread, the chunks come from the
  // sampler's own thread with the profile's id (a worker, the ICU warm-up, has another).
  const profile = onMain.find((e) => e.name === 'Profile');
  const nodes = new Map();
  const samples = [];
  let time = 0;
  for (const e of events
    .filter((e) => e.pid === pid && e.id === profile?.id)
    .filter((e) => e.name === 'Profile' || e.name === 'ProfileChunk')
    .sort((a, b) => a.ts - b.ts)) {
    if (e.name === 'Profile') {
      time = e.args.data.startTime;
      continue;
    }
    const chunk = e.args.data.cpuProfile ?? {};
    for (const node of chunk.nodes ?? []) nodes.set(node.id, node);
    const deltas = e.args.data.timeDeltas ?? [];
    (chunk.samples ?? []).forEach((id, i) => {
      time += deltas[i] ?? 0;
      samples.push({ id, ts: time });
    });
  }
  const where = ({ callFrame: f }) =>
    f.url
      ? `${f.functionName || '(top level)'} ${f.url.replace(/.*\//, '')}:${f.lineNumber + 1}:${f.columnNumber + 1}`
      : f.functionName;
  const top = (counts, n) =>
    Object.entries(counts)
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, value]) => `${name} ${Number.isInteger(value) ? value : value.toFixed(1)}`)
      .join(' | ');

  console.log(`${ROUTE}: first contentful paint at ${Math.round((fcp - start) / 1000)} ms`);
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.tdur);
  for (const task of tasks.sort((a, b) => a.ts - b.ts)) {
    const slowed = (task.tdur * 4) / 1000;
    if (slowed < MIN) continue;
    const end = task.ts + task.dur;
    const kinds = {};
    for (const e of onMain) {
      if (KINDS.has(e.name) && e.ph === 'X' && e.ts >= task.ts && e.ts + e.dur <= end)
        kinds[e.name] = (kinds[e.name] ?? 0) + e.dur / 1000;
    }
    const self = {};
    // Inclusive: each function named like a React component (capitalised) on the sample's
    // stack, once per sample: which parts of the page a render or commit task was spent on.
    const inside = {};
    let count = 0;
    for (const sample of samples) {
      if (sample.ts < task.ts || sample.ts > end) continue;
      count++;
      const node = nodes.get(sample.id);
      if (node) self[where(node)] = (self[where(node)] ?? 0) + 1;
      const seen = new Set();
      for (let up = node; up; up = nodes.get(up.parent)) {
        const name = up.callFrame.functionName;
        if (/^[A-Z]/.test(name) && !seen.has(name)) {
          seen.add(name);
          inside[name] = (inside[name] ?? 0) + 1;
        }
      }
    }
    const when = end <= fcp ? 'before FCP' : 'after FCP';
    console.log(
      `\n${Math.round((task.ts - start) / 1000)} ms (${when}): ${Math.round(slowed)} ms at 4× (wall ${(task.dur / 1000).toFixed(1)} ms)`,
    );
    console.log(`  events (wall ms): ${top(kinds, 6) || '—'}`);
    if (count) console.log(`  running (of ${count} samples): ${top(self, 8)}`);
    if (Object.keys(inside).length)
      console.log(`  inside components (samples): ${top(inside, 10)}`);
  }
} finally {
  await browser.close();
  await harit.stop();
}
