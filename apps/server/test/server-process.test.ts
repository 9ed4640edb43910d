// scripts/server-process.mjs, which `npm start` runs the server with (decision 040, fourth step):
// the server's process must start with glibc's mmap threshold set, keep the caller's own
// tunables, stop when the launcher is asked to, and hand its exit code back. A stand-in server
// reports what it was started with.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const launcher = join(import.meta.dirname, '../../../scripts/server-process.mjs');
const folder = mkdtempSync(join(tmpdir(), 'harit-server-process-'));
const standIn = join(folder, 'main.mjs');
// Prints its pid and GLIBC_TUNABLES, then stops on SIGTERM or SIGINT with the exit code it was given.
writeFileSync(
  standIn,
  `const stop = () => { console.log('stopping'); process.exit(Number(process.env.STAND_IN_EXIT ?? 0)); };
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
console.log(JSON.stringify({ pid: process.pid, tunables: process.env.GLIBC_TUNABLES ?? null }));
setInterval(() => {}, 1000);
`,
);
const standInPids: number[] = [];
afterAll(() => {
  // A launcher that failed to pass a signal on leaves its stand-in behind.
  for (const pid of standInPids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {}
  }
  rmSync(folder, { recursive: true, force: true });
});

/** Starts the launcher on the stand-in and resolves with its first line of output. */
function launch(env: Record<string, string>) {
  const { GLIBC_TUNABLES: _, ...inherited } = process.env;
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const { runServer } = await import(${JSON.stringify(launcher)});
process.exitCode = await runServer(${JSON.stringify(standIn)});`,
    ],
    { env: { ...inherited, ...env }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  let reported = false;
  child.stdout?.setEncoding('utf8');
  const firstLine = new Promise<{ tunables: string | null }>((resolve) => {
    child.stdout?.on('data', (chunk: string) => {
      output += chunk;
      if (!reported && output.includes('\n')) {
        reported = true;
        const { pid, tunables } = JSON.parse(output.slice(0, output.indexOf('\n')));
        standInPids.push(pid);
        resolve({ tunables });
      }
    });
  });
  const exited = new Promise<{ code: number | null; output: string }>((resolve) => {
    child.once('close', (code) => resolve({ code, output }));
  });
  return { child, firstLine, exited };
}

async function stop(child: ChildProcess, exited: Promise<{ code: number | null; output: string }>) {
  child.kill('SIGTERM');
  return exited;
}

describe('the server process npm start runs', () => {
  it('starts with glibc’s mmap threshold and stops with the launcher', async () => {
    const { child, firstLine, exited } = launch({});
    expect(await firstLine).toEqual({ tunables: 'glibc.malloc.mmap_threshold=131072' });
    const { code, output } = await stop(child, exited);
    expect(output).toContain('stopping');
    expect(code).toBe(0);
  });

  it('keeps the caller’s other tunables and adds the threshold after them', async () => {
    const { child, firstLine, exited } = launch({ GLIBC_TUNABLES: 'glibc.malloc.arena_max=2' });
    expect(await firstLine).toEqual({
      tunables: 'glibc.malloc.arena_max=2:glibc.malloc.mmap_threshold=131072',
    });
    await stop(child, exited);
  });

  it('leaves a threshold the caller chose', async () => {
    const { child, firstLine, exited } = launch({
      GLIBC_TUNABLES: 'glibc.malloc.mmap_threshold=32768',
    });
    expect(await firstLine).toEqual({ tunables: 'glibc.malloc.mmap_threshold=32768' });
    await stop(child, exited);
  });

  it('leaves with the server’s exit code', async () => {
    const { child, firstLine, exited } = launch({ STAND_IN_EXIT: '3' });
    await firstLine;
    expect((await stop(child, exited)).code).toBe(3);
  });
});
