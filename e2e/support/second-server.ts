// A second server of the built app beside the one playwright.config.ts starts, for a spec that
// needs other settings (e.g. PAYMENTS_TEST_GATEWAY=false, decision 056): the same command and
// the same stand-ins for mail, on a free loopback port and a fresh embedded database of its own.
// The main server is left as it is.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { SMTP_PORT } from './mock-ports';

export interface SecondServer {
  url: string;
  /** Everything the server wrote to stdout and stderr so far (its start log). */
  output(): string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts `apps/server/dist/main.js` with `env` over the e2e defaults; resolves once it answers. */
export async function startSecondServer(env: Record<string, string>): Promise<SecondServer> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'harit-e2e-second-'));
  let output = '';
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(import.meta.dirname, '../../apps/server/dist/main.js')],
    {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        AUTH_RATE_LIMIT: '100',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`the second server stopped:\n${output}`);
        return fetch(`${url}/api/health`).then(
          (response) => response.status,
          () => 0,
        );
      },
      { timeout: 120_000, intervals: [200] },
    )
    .toBe(200);
  return {
    url,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
