// Start-up time and memory of the embedded shop: from spawning `node main.js` to
// the first 200 of /api/health, on a new data folder and on one that already holds the shop;
// then the resident memory after a warm-up (the catalogue, the shop's pages, a search, a
// product page, sign-up and a cart). This build is started twice: as `npm start` starts it (its
// environment from scripts/server-process.mjs) and as a bare `node main.js`. With
// BASELINE_MAIN=<another build's main.js>, that build is measured too (bare), all in turns, side
// by side (the machine is noisy).
// node bench/startup.mjs          (BENCH_RUNS=5 starts per build and kind; BENCH_PORT, default 3251)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverEnvironment } from '../scripts/server-process.mjs';
import { root, signUp, startHarit } from './lib.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const thisBuild = path.join(root, 'apps/server/dist/main.js');
/** [name, main.js, environment added to the bench's own] */
const builds = [
  ['this build, as npm start runs it', thisBuild, serverEnvironment({ ...process.env })],
  ['this build, bare node main.js', thisBuild, {}],
  ...(process.env.BASELINE_MAIN ? [['baseline, bare', process.env.BASELINE_MAIN, {}]] : []),
];
const PORT = Number(process.env.BENCH_PORT ?? 3251);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
/**
 * CPU seconds the server used so far (all its threads): on a machine shared with other work the
 * wall time mostly measures the others, the CPU time what this build does.
 */
const cpuSeconds = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
const residentMb = (pid) =>
  Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)[1]) / 1024;

/** What a visitor and a shopper do first: every kind of page and call, once or twice. */
async function warmUp(base) {
  for (const url of ['/', '/shop', '/shop?category=Solar', '/api/products?search=bamboo']) {
    await (await fetch(`${base}${url}`)).text();
  }
  const products = await (await fetch(`${base}/api/products?limit=3`)).json();
  await (await fetch(`${base}/product/${products[0].slug}`)).text();
  const user = await signUp(base, 1);
  await fetch(`${base}/api/cart/add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
    body: JSON.stringify({ userId: user.id, productId: products[0]._id, quantity: 1 }),
  });
  await (
    await fetch(`${base}/api/cart/${user.id}`, {
      headers: { authorization: `Bearer ${user.token}` },
    })
  ).text();
  await (await fetch(`${base}/api/pin-codes/560001`)).text();
  // Let the collector settle what the warm-up left behind.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
}

const results = new Map(
  builds.map(([name]) => [
    name,
    { fresh: [], existing: [], freshCpu: [], existingCpu: [], memory: [] },
  ]),
);
for (let run = 0; run < RUNS; run++) {
  for (const [name, main, buildEnv] of builds) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'harit-startup-'));
    const env = { ...buildEnv, SEED_DEMO: 'true' };
    try {
      const fresh = await startHarit({ port: PORT, dataDir, main, env });
      results.get(name).fresh.push(fresh.startMs);
      results.get(name).freshCpu.push(cpuSeconds(fresh.child.pid));
      await fresh.stop();
      const existing = await startHarit({ port: PORT, dataDir, main, env });
      results.get(name).existing.push(existing.startMs);
      results.get(name).existingCpu.push(cpuSeconds(existing.child.pid));
      await warmUp(existing.base);
      results.get(name).memory.push(residentMb(existing.child.pid));
      await existing.stop();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    const r = results.get(name);
    console.error(
      `run ${run + 1} ${name}: new ${Math.round(r.fresh.at(-1))} ms (CPU ${r.freshCpu.at(-1)} s), existing ${Math.round(r.existing.at(-1))} ms (CPU ${r.existingCpu.at(-1)} s), ${Math.round(r.memory.at(-1))} MB`,
    );
  }
}

console.log(
  `\nStart to first 200 and resident memory after warm-up, embedded (PGlite), median of ${RUNS}; load average ${readFileSync(
    '/proc/loadavg',
    'utf8',
  )
    .split(' ')
    .slice(0, 3)
    .join(' ')}\n`,
);
console.log(
  '| build | start, new data | start, existing data | resident memory after warm-up | CPU to first 200, new / existing |',
);
console.log('|---|---|---|---|---|');
for (const [name, r] of results) {
  console.log(
    `| ${name} | ${(median(r.fresh) / 1000).toFixed(2)} s | ${(median(r.existing) / 1000).toFixed(2)} s | ${Math.round(median(r.memory))} MB | ${median(r.freshCpu).toFixed(2)} / ${median(r.existingCpu).toFixed(2)} s |`,
  );
}
