// `npm start`: builds what is missing or out of date, then runs the shop in this process.
// On a fresh clone this is the one command after `npm install` (README quick start).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function stale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((dir) => newestMtime(path.join(root, dir)) > built);
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
await import(path.join(root, 'apps/server/dist/main.js'));
