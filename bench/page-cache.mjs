// Rendered public pages kept for anonymous visitors (decision 046): time to the whole
// page of a kept page beside one rendered for the request, on the built server (embedded).
// Rendered every time = the same request with a cookie other than the language's, which the
// server treats as someone's own and never keeps or serves from the kept pages. In turns, so
// the shared machine's noise falls on both alike; then 10 connections for 5 s each
// (autocannon), as several visitors (or Lighthouse's requests) at once.
// node bench/page-cache.mjs     (BENCH_RUNS=20 requests per page and kind; BENCH_PORT, default 3251)
import { run, startHarit } from './lib.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 3251);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const server = await startHarit({ port: PORT });
try {
  const [product] = await (await fetch(`${server.base}/api/products?limit=1`)).json();
  const pages = ['/', '/shop', '/shop?category=Solar', `/product/${product.slug}`];
  const kinds = {
    kept: { 'accept-encoding': 'gzip' },
    rendered: { 'accept-encoding': 'gzip', cookie: 'bench=1' },
  };
  const timeOf = async (url, headers) => {
    const started = performance.now();
    const response = await fetch(`${server.base}${url}`, { headers });
    await response.arrayBuffer();
    return {
      ms: performance.now() - started,
      timing: response.headers.get('server-timing') ?? '',
    };
  };
  console.log(
    '| page | kept (anonymous), median | rendered (cookie), median | ratio | req/s kept / rendered, 10 connections |',
  );
  console.log('|---|---|---|---|---|');
  for (const url of pages) {
    await timeOf(url, kinds.kept); // the first anonymous request renders and keeps it
    const times = { kept: [], rendered: [] };
    for (let i = 0; i < RUNS; i++) {
      for (const [kind, headers] of Object.entries(kinds)) {
        const { ms, timing } = await timeOf(url, headers);
        if (kind === 'kept' && !timing.includes('hit')) throw new Error(`${url}: not kept`);
        times[kind].push(ms);
      }
    }
    const rps = {};
    for (const [kind, headers] of Object.entries(kinds)) {
      const result = await run({
        url: `${server.base}${url}`,
        headers,
        connections: 10,
        duration: Number(process.env.BENCH_DURATION ?? 5),
      });
      rps[kind] = Math.round(result.requests.average);
    }
    const kept = median(times.kept);
    const rendered = median(times.rendered);
    console.log(
      `| ${url.startsWith('/product/') ? '/product/:slug' : url} | ${kept.toFixed(1)} ms | ${rendered.toFixed(1)} ms | ${(rendered / kept).toFixed(1)}× | ${rps.kept} / ${rps.rendered} |`,
    );
  }
} finally {
  await server.stop();
}
