// `npm start`: builds what is missing or out of date, then runs the shop in a process of its own
// (server-process.mjs: an allocator setting that only a process's start can give).
// On a fresh clone this is the one command after `npm install` (README quick start).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { runServer } from './server-process.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** Newest modification time under a source path, which may be a folder or a single file. */
function newestMtime(source) {
  const stats = statSync(source);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(source)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(source, entry)));
  }
  return newest;
}

function stale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((source) => newestMtime(path.join(root, source)) > built);
}

const core = 'packages/core/src';
if (
  stale(path.join(root, 'apps/web/dist/index.html'), ['apps/web/src', 'apps/web/index.html', core])
) {
  console.log('Building the web app…');
  execSync('npm run build -w @harit/web', { cwd: root, stdio: 'inherit' });
}
if (stale(path.join(root, 'apps/server/dist/main.js'), ['apps/server/src', core])) {
  console.log('Building the server…');
  execSync('npm run build -w @harit/server', { cwd: root, stdio: 'inherit' });
}

process.env.NODE_ENV ??= 'production';
process.exitCode = await runServer(path.join(root, 'apps/server/dist/main.js'));
