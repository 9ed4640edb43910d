// Password hashing on dedicated worker threads. Better Auth's own scrypt
// runs on libuv's thread pool, which gzip, file reads and DNS share: 200 concurrent sign-ins
// queued 200 hashes there and a compressed catalogue response waited 9–13 s behind them.
// Here each worker hashes synchronously on its own thread, one password at a time, and the
// rest wait in a queue, so libuv's pool stays free for browsing and hashing never takes more
// cores than it is given (docs/decisions/014).
//
// The format is Better Auth's (@better-auth/utils/password): `<salt hex>:<key hex>`, scrypt
// N=16384 r=16 p=1, 64-byte key, password NFKC-normalised, the salt's hex text as the salt.
// Hashes made before this change verify, and Better Auth's own code can verify ours.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

const SCRYPT = { N: 16384, r: 16, p: 1, dkLen: 64 } as const;

// Inline source, so the bundled server needs no second file.
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
parentPort.on('message', ({ id, password, salt, N, r, p, dkLen }) => {
  try {
    const key = scryptSync(password, salt, dkLen, { N, r, p, maxmem: 128 * N * r * 2 });
    parentPort.postMessage({ id, key: key.toString('hex') });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message || error) });
  }
});`;

interface Job {
  id: number;
  password: string;
  salt: string;
  resolve: (keyHex: string) => void;
  reject: (error: Error) => void;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(data: { hash: string; password: string }): Promise<boolean>;
}

/** One worker per core but one, at least one: the main thread keeps a core for requests. */
export function defaultHashThreads(): number {
  return Math.max(1, Math.min(4, availableParallelism() - 1));
}

function createWorkerPool(size: number) {
  const queue: Job[] = [];
  const idle: Worker[] = [];
  const running = new Map<Worker, Job>();
  let workers = 0;
  let nextId = 0;

  /**
   * Workers start when there is a password to hash and none is idle, up to `size`: a start of
   * the server does not wait for (or keep the memory of) threads no sign-in has needed yet
   * (decision 040).
   */
  function spawn(): void {
    workers++;
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    // Hashing must never keep the process alive on its own (tests, shutdown).
    worker.unref();
    worker.on('message', (message: { id: number; key?: string; error?: string }) => {
      const job = running.get(worker);
      running.delete(worker);
      if (job && job.id === message.id) {
        if (message.key !== undefined) job.resolve(message.key);
        else job.reject(new Error(message.error ?? 'password hashing failed'));
      }
      idle.push(worker);
      dispatch();
    });
    worker.on('error', (error) => {
      const job = running.get(worker);
      running.delete(worker);
      job?.reject(error);
      // A worker that died is replaced when the next password waits.
      workers--;
      dispatch();
    });
    idle.push(worker);
  }

  function dispatch(): void {
    while (queue.length > 0) {
      if (idle.length === 0) {
        if (workers >= size) return;
        spawn();
      }
      const worker = idle.pop()!;
      const job = queue.shift()!;
      running.set(worker, job);
      worker.postMessage({ id: job.id, password: job.password, salt: job.salt, ...SCRYPT });
    }
  }

  return {
    derive(password: string, salt: string): Promise<string> {
      return new Promise((resolve, reject) => {
        queue.push({ id: nextId++, password: password.normalize('NFKC'), salt, resolve, reject });
        dispatch();
      });
    },
  };
}

const pools = new Map<number, ReturnType<typeof createWorkerPool>>();

/**
 * The process's hasher with `threads` workers; one pool per size for the whole process (every
 * app built in it shares the same cores).
 */
export function workerPasswordHasher(threads: number = defaultHashThreads()): PasswordHasher {
  let pool = pools.get(threads);
  if (!pool) {
    pool = createWorkerPool(threads);
    pools.set(threads, pool);
  }
  const { derive } = pool;
  return {
    async hash(password) {
      const salt = randomBytes(16).toString('hex');
      return `${salt}:${await derive(password, salt)}`;
    },
    async verify({ hash, password }) {
      const [salt, key] = hash.split(':');
      if (!salt || !key) throw new Error('Invalid password hash');
      const derived = Buffer.from(await derive(password, salt), 'hex');
      const stored = Buffer.from(key, 'hex');
      return derived.length === stored.length && timingSafeEqual(derived, stored);
    },
  };
}
