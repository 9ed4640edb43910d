// How `npm start` runs the built server: in a process of its own, started with an allocator
// setting that only the command starting a process can give (decision 040, fourth step).
import { spawn } from 'node:child_process';

/**
 * glibc's malloc gives every allocation of 128 kB or more its own mapping, returned to the system
 * when freed. By default that threshold rises to the largest such block freed (up to 32 MB), and
 * the large buffers of the optimising WebAssembly compiler (PGlite's hot functions, compiled on
 * V8's background threads) then stay in those threads' heaps after they are freed: 35–45 MB of
 * the server's resident memory after warm-up. 32 kB would also return the compiler's 32 kB work
 * segments (−75 MB) but costs a fifth more CPU during a start (decision 040, fourth step). Read
 * by glibc when the process starts; other C libraries ignore it.
 */
export const MALLOC_TUNABLE = 'glibc.malloc.mmap_threshold=131072';

/** The environment the server is started with: the caller's, plus MALLOC_TUNABLE unless the
 * caller chose a threshold of their own (their other tunables are kept). */
export function serverEnvironment(env = process.env) {
  const tunables = env.GLIBC_TUNABLES ?? '';
  if (/(^|:)glibc\.malloc\.mmap_threshold=/.test(tunables)) return { ...env };
  return { ...env, GLIBC_TUNABLES: tunables ? `${tunables}:${MALLOC_TUNABLE}` : MALLOC_TUNABLE };
}

const FORWARDED_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
const SIGNAL_NUMBERS = { SIGINT: 2, SIGTERM: 15, SIGHUP: 1, SIGKILL: 9 };

/**
 * Runs `main` in a child node process with serverEnvironment(env), passing on the signals this
 * process gets (a process manager stops the launcher, not the server), and resolves with the exit
 * code to leave with: the server's, or 128 + the signal's number when a signal ended it.
 */
export function runServer(main, { env = process.env, nodeArgs = [] } = {}) {
  const child = spawn(process.execPath, [...nodeArgs, main], {
    env: serverEnvironment(env),
    stdio: 'inherit',
  });
  // Ctrl-C in a terminal reaches both processes; the server ignores a second stop request.
  const forward = (signal) => child.kill(signal);
  for (const signal of FORWARDED_SIGNALS) process.on(signal, forward);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      for (const name of FORWARDED_SIGNALS) process.off(name, forward);
      resolve(code ?? 128 + (SIGNAL_NUMBERS[signal] ?? 0));
    });
  });
}
