// The web app's real server-rendering build (apps/web/src/entry-server.tsx, decision 035), made
// into a temporary folder for a test file (≈ 10 s), beside an index.html of the test's own: the
// test needs no `npm run build` first, and sees the renderer of the sources it runs with.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';

const WEB_ROOT = path.resolve(import.meta.dirname, '../../web');

/** WEB_DIST for buildTestApp, and how to remove the folder afterwards. */
export async function serverRenderingBuild(
  indexHtml: string,
): Promise<{ webDist: string; remove: () => void }> {
  const folder = mkdtempSync(path.join(tmpdir(), 'harit-ssr-'));
  mkdirSync(path.join(folder, 'dist'));
  writeFileSync(path.join(folder, 'dist', 'index.html'), indexHtml);
  await build({
    root: WEB_ROOT,
    configFile: path.join(WEB_ROOT, 'vite.config.ts'),
    logLevel: 'silent',
    publicDir: false,
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: path.join(folder, 'dist-ssr'),
      emptyOutDir: true,
    },
  });
  return {
    webDist: path.join(folder, 'dist'),
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}
