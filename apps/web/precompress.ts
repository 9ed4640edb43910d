import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * The built assets compressed once, at the strongest settings, beside each file (`.br`, `.gz`):
 * apps/server serves them as they are (`preCompressed`), where compressing each response on the
 * fly used brotli's default quality (the React DOM chunk: 99.3 kB against 84 kB at quality 11).
 * A phone downloads what the first screen needs in fewer bytes (decision 059).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'harit:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.ssr ? '' : path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      handler() {
        if (!outDir) return;
        const assets = path.join(outDir, 'assets');
        for (const name of readdirSync(assets)) {
          if (!/\.(js|css|svg|json)$/.test(name)) continue;
          const file = path.join(assets, name);
          if (statSync(file).size < 1024) continue;
          const data = readFileSync(file);
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(data, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
              },
            }),
          );
          writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
        }
      },
    },
  };
}
