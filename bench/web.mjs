// Web: against the built server, for each route
// - the JS and CSS it loads (gzip -9 of each file, collected by loading the route in Chromium),
//   and the JS of the first view of / and of a product page by chunk, against the goal;
// - whether its HTML already holds the page's content (bytes, and the product names a shopper
//   sees after the scripts ran, looked for in the page with JavaScript disabled);
// - Lighthouse 12 (mobile, default throttling): the median of 3 runs of the performance,
//   accessibility, best-practices and SEO scores, FCP, LCP, TBT and CLS, each against its goal,
//   then what holds each route back (from the run with the median performance score).
// node bench/web.mjs   (needs `npm run build` and /usr/bin/chromium; BENCH_PORT, LIGHTHOUSE_RUNS,
// 0 for no Lighthouse). BASELINE_MAIN=<another build>/apps/server/dist/main.js runs Lighthouse on
// that build too, on the next port, alternating run by run with this one (a busy machine's load
// then weighs on both alike), and prints the two side by side.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { root, startHarit } from './lib.mjs';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3261);
const harit = await startHarit({ port: PORT });
const baseline = process.env.BASELINE_MAIN
  ? await startHarit({ port: PORT + 1, main: path.resolve(process.env.BASELINE_MAIN) })
  : undefined;
const dist = path.join(root, 'apps/web/dist');
const reports = mkdtempSync(path.join(tmpdir(), 'harit-lighthouse-'));
const kB = (bytes) => (bytes / 1024).toFixed(1);
const median = (values) => {
  const finite = values.filter(Number.isFinite).sort((a, b) => a - b);
  return finite[Math.floor(finite.length / 2)];
};

// The first-view goals (decision 037; performance, LCP, TBT and CLS as the React 19 work set them,
// decision 059; the JavaScript on the wire is bench/wire-js.mjs's, ≤ 190 kB). `higher`: the figure
// must be at least the goal, else at most.
const JS_GOAL_KB = 120;
const FIGURES = [
  { name: 'performance', goal: 98, higher: true, of: (lhr) => score(lhr, 'performance') },
  { name: 'accessibility', goal: 95, higher: true, of: (lhr) => score(lhr, 'accessibility') },
  { name: 'best practices', goal: 95, higher: true, of: (lhr) => score(lhr, 'best-practices') },
  { name: 'SEO', goal: 95, higher: true, of: (lhr) => score(lhr, 'seo') },
  { name: 'FCP', unit: 's', of: (lhr) => lhr.audits['first-contentful-paint'].numericValue / 1000 },
  {
    name: 'LCP',
    unit: 's',
    goal: 1.5,
    of: (lhr) => lhr.audits['largest-contentful-paint'].numericValue / 1000,
  },
  {
    name: 'TBT',
    unit: 'ms',
    goal: 50,
    of: (lhr) => lhr.audits['total-blocking-time'].numericValue,
  },
  { name: 'CLS', goal: 0, of: (lhr) => lhr.audits['cumulative-layout-shift'].numericValue },
];
function score(lhr, category) {
  return Math.round(lhr.categories[category].score * 100);
}
function show(figure, value) {
  // A run Lighthouse could not finish (a busy machine) has no figures.
  if (!Number.isFinite(value)) return '—';
  if (figure.unit === 's') return `${value.toFixed(2)} s`;
  if (figure.unit === 'ms') return `${Math.round(value)} ms`;
  if (figure.name === 'CLS') return value.toFixed(3);
  return String(value);
}
function goalText(figure) {
  if (figure.goal === undefined) return '—';
  return `${figure.higher ? '≥' : '≤'} ${show(figure, figure.goal)}`;
}
function met(figure, value) {
  if (figure.goal === undefined) return '—';
  return (figure.higher ? value >= figure.goal : value <= figure.goal) ? 'met' : '**not met**';
}

try {
  // A product of the category measured, so the product page is a real one.
  const solar = await (await fetch(`${harit.base}/api/products?category=Solar`)).json();
  const product = `/product/${solar[0].slug}`;
  const ROUTES = [
    '/',
    '/shop',
    '/shop?category=Solar',
    product,
    '/shop?search=bamboo',
    '/login',
    '/cart',
    '/checkout',
    '/carbon-tracker',
    '/faq',
  ];
  const LIGHTHOUSE_ROUTES = ['/', '/shop', '/shop?category=Solar', product];
  const FIRST_VIEW_ROUTES = ['/', product];

  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_ARGS });
  const loads = new Map();
  const gzipped = (asset) => gzipSync(readFileSync(path.join(dist, asset)), { level: 9 }).length;
  for (const route of ROUTES) {
    const page = await browser.newPage();
    const assets = [];
    let loaded = false;
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (/\.(js|css)$/.test(url.pathname) && !assets.some((a) => a.path === url.pathname)) {
        assets.push({ path: url.pathname, beforeLoad: !loaded });
      }
    });
    page.on('load', () => {
      loaded = true;
    });
    await page.goto(`${harit.base}${route}`, { waitUntil: 'networkidle' });
    // What a shopper sees once the scripts ran: the product names linked on the page (and a
    // product page's own name), to look for in the page without JavaScript below.
    const names = await page.evaluate(() => {
      const texts = [...document.querySelectorAll('main a[href^="/product/"], main h1')]
        .filter((e) => e.tagName === 'A' || location.pathname.startsWith('/product/'))
        .map((e) => e.textContent.trim())
        .filter(Boolean);
      return [...new Set(texts)];
    });
    await page.close();
    const sized = assets.map((a) => ({ ...a, gzip: gzipped(a.path) }));
    loads.set(route, { assets: sized, names });
  }

  console.log(
    '\nWhat each route loads (production build, gzip -9 of each file, until network idle)\n',
  );
  console.log('| route | JS files | JS gzip kB | of which before `load` | CSS gzip kB |');
  console.log('|---|---|---|---|---|');
  for (const route of ROUTES) {
    const { assets } = loads.get(route);
    const js = assets.filter((a) => a.path.endsWith('.js'));
    const sum = (list) => list.reduce((total, a) => total + a.gzip, 0);
    const early = js.filter((a) => a.beforeLoad);
    const css = assets.filter((a) => a.path.endsWith('.css'));
    console.log(
      `| ${route} | ${js.length} | ${kB(sum(js))} | ${kB(sum(early))} kB in ${early.length} | ${kB(sum(css))} |`,
    );
  }

  console.log(
    `\nJavaScript of the first view (everything loaded without interaction), goal ≤ ${JS_GOAL_KB} kB gzip\n`,
  );
  console.log('| route | JS gzip kB | files | goal | met? | chunks (gzip kB, * = after `load`) |');
  console.log('|---|---|---|---|---|---|');
  for (const route of FIRST_VIEW_ROUTES) {
    const js = loads
      .get(route)
      .assets.filter((a) => a.path.endsWith('.js'))
      .sort((a, b) => b.gzip - a.gzip);
    const total = js.reduce((sum, a) => sum + a.gzip, 0) / 1024;
    const chunks = js
      .map(
        (a) =>
          `${path.basename(a.path).replace(/-[\w-]{8}\.js$/, '')} ${kB(a.gzip)}${a.beforeLoad ? '' : '*'}`,
      )
      .join(', ');
    console.log(
      `| ${route} | ${total.toFixed(1)} | ${js.length} | ≤ ${JS_GOAL_KB} kB | ${total <= JS_GOAL_KB ? 'met' : '**not met**'} | ${chunks} |`,
    );
  }

  // The HTML as a search engine or a link preview gets it: no script runs.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  console.log("\nHTML contains the page's content (page loaded with JavaScript disabled)\n");
  console.log('| route | HTML bytes | gzip bytes | product names shown with JS found without JS |');
  console.log('|---|---|---|---|');
  for (const route of LIGHTHOUSE_ROUTES) {
    const html = Buffer.from(await (await fetch(`${harit.base}${route}`)).arrayBuffer());
    const page = await noScript.newPage();
    await page.goto(`${harit.base}${route}`);
    // The text of the page's elements, scripts left out (the query-state block names every
    // product too). Not innerText: it leaves out what is not laid out yet, and /shop's cards
    // below the first screen are laid out only near it (content-visibility, decision 047).
    const text = await page.evaluate(() => {
      const body = document.body.cloneNode(true);
      for (const code of body.querySelectorAll('script, style, template')) code.remove();
      return body.textContent;
    });
    await page.close();
    const { names } = loads.get(route);
    const missing = names.filter((name) => !text.includes(name));
    console.log(
      `| ${route} | ${html.length} | ${gzipSync(html, { level: 9 }).length} | ${names.length - missing.length} of ${names.length}${missing.length ? ` (missing: ${missing.slice(0, 3).join('; ')})` : ''} |`,
    );
  }
  await browser.close();

  // LIGHTHOUSE_RUNS=0: the figures above alone (a quick check of the JS budget on a busy machine).
  if (RUNS === 0) console.log('\nLighthouse not run (LIGHTHOUSE_RUNS=0)');
  else {
    const runsOf = new Map();
    const baselineRunsOf = new Map();
    for (const route of LIGHTHOUSE_ROUTES) {
      const runs = [];
      const baselineRuns = [];
      for (let i = 0; i < RUNS; i++) {
        runs.push(await lighthouseRun(harit.base, route, `${i + 1}`));
        if (baseline)
          baselineRuns.push(await lighthouseRun(baseline.base, route, `baseline-${i + 1}`));
      }
      runsOf.set(route, runs);
      baselineRunsOf.set(route, baselineRuns);
    }
    // Lighthouse's CPU benchmark of this host, taken at the start of each run: 4× assumes a
    // desktop of 1,500–2,000 (its throttling guide). A high index with a high TBT says the tasks'
    // wall time was stretched by other processes on the cores, not a slow CPU.
    const indexes = [...runsOf.values()].flat().map((lhr) => lhr.environment.benchmarkIndex);
    console.log(
      `\nThis host's Lighthouse BenchmarkIndex: median ${Math.round(median(indexes))}, runs ${indexes.map(Math.round).join(', ')}`,
    );
    const medianRuns = new Map();
    const version = runsOf.get('/')[0].lighthouseVersion;
    console.log(`\nLighthouse ${version} (mobile, default throttling), median of ${RUNS} runs\n`);
    console.log('| route | figure | median | runs | goal | met? |');
    console.log('|---|---|---|---|---|---|');
    for (const [route, runs] of runsOf) {
      for (const figure of FIGURES) {
        const values = runs.map((lhr) => figure.of(lhr));
        const middle = median(values);
        console.log(
          `| ${route} | ${figure.name} | ${show(figure, middle)} | ${values.map((v) => show(figure, v)).join(', ')} | ${goalText(figure)} | ${met(figure, middle)} |`,
        );
      }
      const traced = runs.map((lhr) => lhr.mainThreadAfterFcp).filter(Boolean);
      console.log(
        `| ${route} | main thread after FCP, wall / CPU | ${median(traced.map((t) => t.wall))} / ${median(traced.map((t) => t.cpu))} ms | ${traced.map((t) => `${t.wall} / ${t.cpu}`).join(', ')} | — | — |`,
      );
      const byScore = [...runs].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
      medianRuns.set(route, byScore[Math.floor(byScore.length / 2)]);
    }

    if (baseline) {
      console.log(
        `\nThis build beside BASELINE_MAIN (${process.env.BASELINE_MAIN}), runs alternating, median (runs)\n`,
      );
      console.log('| route | figure | this build | baseline |');
      console.log('|---|---|---|---|');
      // A run Lighthouse could not finish (a busy machine) has no figures: left out.
      const side = (figure, runs) => {
        const values = runs.map((lhr) => figure.of(lhr)).filter(Number.isFinite);
        if (values.length === 0) return '—';
        return `${show(figure, median(values))} (${values.map((v) => show(figure, v)).join(', ')})`;
      };
      for (const route of LIGHTHOUSE_ROUTES) {
        for (const figure of FIGURES.filter((f) =>
          ['performance', 'LCP', 'TBT', 'CLS'].includes(f.name),
        )) {
          console.log(
            `| ${route} | ${figure.name} | ${side(figure, runsOf.get(route))} | ${side(figure, baselineRunsOf.get(route))} |`,
          );
        }
      }
    }

    console.log('\nWhat holds each route back (Lighthouse run with the median performance score)');
    for (const [route, lhr] of medianRuns) {
      console.log(`\n${route}`);
      for (const line of findings(lhr)) console.log(`- ${line}`);
    }
    console.log(`\nFull Lighthouse reports (JSON): ${reports}`);
  }
} finally {
  await harit.stop();
  await baseline?.stop();
}

/**
 * One Lighthouse run of `route`. Lighthouse itself sometimes fails to record the trace of a load
 * (NO_NAVSTART, with Chromium 156): such a run has no scores, and counted as 0 it would pull a
 * median down, so it is run again (twice at most) and the output says so.
 */
async function lighthouseRun(base, route, run) {
  for (let attempt = 1; ; attempt++) {
    const lhr = await lighthouseOnce(base, route, run);
    if (!lhr.runtimeError || attempt === 3) return lhr;
    console.log(`(${route}, run ${run}: Lighthouse failed, ${lhr.runtimeError.code}; run again)`);
  }
}

async function lighthouseOnce(base, route, run) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', ...CHROME_ARGS],
  });
  try {
    const result = await lighthouse(`${base}${route}`, {
      port: chrome.port,
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      output: 'json',
      logLevel: 'error',
    });
    const name = `${route.replace(/[^\w]+/g, '_')}-${run}.json`;
    writeFileSync(path.join(reports, name), result.report);
    result.lhr.mainThreadAfterFcp = mainThreadAfterFcp(result.artifacts.Trace?.traceEvents ?? []);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/**
 * The page's main-thread tasks after its first contentful paint in Lighthouse's own trace: their
 * wall time, which Lighthouse multiplies by 4 for TBT, and their thread CPU time. Far apart, the
 * tasks waited for a core that other processes held (decision 052).
 */
function mainThreadAfterFcp(events) {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  const main = events.find(
    (e) => e.name === 'thread_name' && e.pid === fcp?.pid && e.args?.name === 'CrRendererMain',
  );
  if (!fcp || !main) return undefined;
  const tasks = events.filter(
    (e) =>
      e.pid === fcp.pid &&
      e.tid === main.tid &&
      e.ph === 'X' &&
      e.name === 'RunTask' &&
      e.ts >= fcp.ts,
  );
  const ms = (us) => Math.round(us / 1000);
  return {
    wall: ms(tasks.reduce((sum, task) => sum + task.dur, 0)),
    cpu: ms(tasks.reduce((sum, task) => sum + (task.tdur ?? 0), 0)),
  };
}

/** The LCP element and its phases, then the failing audits that cost the most. */
function findings(lhr) {
  const lines = [];
  const audits = lhr.audits;
  const short = (url) => (url ? String(url).replace(harit.base, '') : '');
  const lcp = audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = lcp[0]?.items?.[0]?.node;
  if (node) {
    const phases = (lcp[1]?.items ?? [])
      .map((p) => `${p.phase} ${Math.round(p.timing)} ms`)
      .join(', ');
    lines.push(`LCP element: \`${node.snippet.slice(0, 120)}\`${phases ? ` (${phases})` : ''}`);
  }
  const listed = (id, format, count = 4) =>
    (audits[id]?.details?.items ?? []).slice(0, count).map(format).join(', ');
  const blocking = listed(
    'render-blocking-resources',
    (r) => `${short(r.url)} ${Math.round(r.wastedMs)} ms`,
  );
  if (blocking) lines.push(`render-blocking: ${blocking}`);
  const unused = listed('unused-javascript', (r) => `${short(r.url)} ${kB(r.wastedBytes)} kB`);
  if (unused) lines.push(`unused JS (transfer kB that could go): ${unused}`);
  const boot = listed('bootup-time', (r) => `${short(r.url)} ${Math.round(r.scripting)} ms`, 3);
  if (boot) lines.push(`JS execution (scripting): ${boot}`);
  if (audits['mainthread-work-breakdown']?.displayValue) {
    const kinds = listed(
      'mainthread-work-breakdown',
      (r) => `${r.groupLabel ?? r.group} ${Math.round(r.duration)} ms`,
      5,
    );
    lines.push(`main-thread work: ${audits['mainthread-work-breakdown'].displayValue} (${kinds})`);
  }
  // Where the blocking time goes: the long tasks (simulated 4× CPU), longest first.
  const longTasks = [...(audits['long-tasks']?.details?.items ?? [])]
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 6)
    .map(
      (t) =>
        `${short(t.url) || 'page'} ${Math.round(t.duration)} ms at ${Math.round(t.startTime)} ms`,
    )
    .join(', ');
  if (longTasks) lines.push(`long tasks: ${longTasks}`);
  // Every other audit of the performance category that fails, costliest first, then the
  // failing audits of the other categories.
  const shown = new Set([
    'largest-contentful-paint-element',
    'render-blocking-resources',
    'unused-javascript',
    'bootup-time',
    'mainthread-work-breakdown',
    'long-tasks',
  ]);
  const failing = (category) =>
    lhr.categories[category].auditRefs
      .map((ref) => ({ ref, audit: audits[ref.id] }))
      .filter(
        ({ ref, audit }) =>
          !shown.has(ref.id) &&
          !ref.group?.startsWith('metrics') &&
          audit.score !== null &&
          audit.score < 0.9 &&
          audit.scoreDisplayMode !== 'informative' &&
          audit.scoreDisplayMode !== 'notApplicable' &&
          audit.scoreDisplayMode !== 'manual',
      );
  const savings = (audit) => (audit.metricSavings?.LCP ?? 0) + (audit.metricSavings?.TBT ?? 0);
  const perf = failing('performance').sort((a, b) => savings(b.audit) - savings(a.audit));
  for (const { audit } of perf.slice(0, 5)) {
    lines.push(`${audit.title}${audit.displayValue ? `: ${audit.displayValue}` : ''}`);
  }
  for (const category of ['accessibility', 'best-practices', 'seo']) {
    for (const { audit } of failing(category)) {
      lines.push(`${lhr.categories[category].title}: ${audit.title}`);
    }
  }
  return lines;
}
