// Can a script tell a registered e-mail from an unknown one by timing?
// Against the built server: password-reset requests for a known and an unknown e-mail, and
// sign-ups with a registered and a new e-mail, interleaved, 20 of each; prints the medians.
// Run: npm run build && node bench/enumeration-timing.mjs [runs]   (BENCH_DB=postgres as in
// signin-burst.mjs; BENCH_PORT moves the port)
import { createDatabase, signUp, startHarit } from './lib.mjs';

const RUNS = Number(process.argv[2] ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 3159);

const median = (samples) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const database = process.env.BENCH_DB === 'postgres' ? await createDatabase('harit_enum') : null;
const server = await startHarit({
  port: PORT,
  env: database ? { DATABASE_URL: database.url } : {},
});
const origin = server.base.replace('127.0.0.1', 'localhost');
async function timedPost(url, body) {
  const started = performance.now();
  const response = await fetch(`${server.base}/api/auth${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(body),
  });
  await response.text();
  return { ms: performance.now() - started, status: response.status };
}

try {
  const known = await signUp(server.base, 0, origin);
  const samples = { resetKnown: [], resetUnknown: [], signUpExisting: [], signUpNew: [] };
  const statuses = new Set();
  for (let i = 0; i < RUNS + 2; i++) {
    const take = (key, result) => {
      statuses.add(`${key} ${result.status}`);
      if (i >= 2) samples[key].push(result.ms); // two warm-up rounds
    };
    take('resetKnown', await timedPost('/request-password-reset', { email: known.email }));
    take(
      'resetUnknown',
      await timedPost('/request-password-reset', { email: `nobody-${i}@example.in` }),
    );
    const password = 'timing-password-7';
    take(
      'signUpExisting',
      await timedPost('/sign-up/email', { email: known.email, password, name: 'Probe' }),
    );
    take(
      'signUpNew',
      await timedPost('/sign-up/email', {
        email: `new-${i}-${Date.now()}@example.in`,
        password,
        name: 'Probe',
      }),
    );
  }
  console.log(
    `\nmedian of ${RUNS} each, ${database ? 'PostgreSQL' : 'PGlite'} (statuses: ${[...statuses].join(', ')})`,
  );
  for (const [key, values] of Object.entries(samples)) {
    console.log(`  ${key.padEnd(15)} ${median(values).toFixed(1).padStart(7)} ms`);
  }
} finally {
  await server.stop();
  await database?.drop();
}
