#!/usr/bin/env node
// Feature boundaries (decision 015, issue 13 item 2). No dependencies: reads the source as text.
//   web:    a file under apps/web/src/features/A imports nothing from apps/web/src/features/B —
//           pages that compose features live in apps/web/src/app/routes/.
//   web:    a file under apps/web/src/features imports nothing from apps/web/src/app — the app
//           layer (router, layouts, composing pages) sits above the features, not beside them.
//   server: a file under apps/server/src/features/A imports no apps/server/src/features/B/repository*
//           — a feature reaches another's data through that feature's service, not its SQL.
// Usage: node scripts/check-boundaries.mjs [root]   (root defaults to the repository)
// Prints one line per violation and exits 1 when there is any.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..'));

const rules = [
  {
    name: 'web',
    features: 'apps/web/src/features',
    // The `@/` alias is not configured today; resolving it keeps the rule true if it is added.
    alias: { '@/': 'apps/web/src/' },
    forbids: (target) => target.rest.length > 0,
    explain: (from, target) => `features/${from} imports features/${target.feature}`,
  },
  {
    name: 'server',
    features: 'apps/server/src/features',
    alias: {},
    forbids: (target) => /^repository[^/]*$/.test(target.rest),
    explain: (from, target) =>
      `features/${from} imports features/${target.feature}/${target.rest} (another feature's repository)`,
  },
];

const sourceFile = /\.(m?[jt]sx?|cjs)$/;
// import … from '…', export … from '…', import '…', import('…'), vi.mock('…'), require('…')
const specifiers =
  /(?:\bfrom\s*|\bimport\s*\(?\s*|\bvi\.(?:mock|doMock|importActual)\s*\(\s*|\brequire\s*\(\s*)(['"])([^'"\n]+)\1/g;

function listFiles(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  // Sorted, so the report reads the same on every file system.
  entries.sort((a, b) => a.name.localeCompare(b.name));
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : listFiles(path);
    return sourceFile.test(entry.name) ? [path] : [];
  });
}

/** Which feature (and the path inside it) an import resolves to, or null when it leaves the features folder. */
function resolveTarget(rule, file, specifier) {
  let absolute;
  if (specifier.startsWith('.')) {
    absolute = resolve(dirname(file), specifier);
  } else {
    const alias = Object.keys(rule.alias).find((prefix) => specifier.startsWith(prefix));
    if (!alias) return null;
    absolute = join(root, rule.alias[alias], specifier.slice(alias.length));
  }
  const inside = relative(join(root, rule.features), absolute);
  if (inside.startsWith('..') || inside === '') return null;
  const [feature, ...rest] = inside.split(sep);
  return { feature, rest: rest.join('/') };
}

const violations = [];
for (const rule of rules) {
  const featuresDir = join(root, rule.features);
  for (const file of listFiles(featuresDir)) {
    const from = relative(featuresDir, file).split(sep)[0];
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, index) => {
      for (const match of line.matchAll(specifiers)) {
        const target = resolveTarget(rule, file, match[2]);
        if (!target || target.feature === from || !rule.forbids(target)) continue;
        violations.push(
          `${rule.name}: ${relative(root, file).split(sep).join('/')}:${index + 1} ${rule.explain(from, target)} ('${match[2]}')`,
        );
      }
    });
  }
}

// The web's layers: a feature may use shared code (components/, lib/) but never the app layer.
const webFeatures = join(root, 'apps/web/src/features');
const webApp = join(root, 'apps/web/src/app');
for (const file of listFiles(webFeatures)) {
  const from = relative(webFeatures, file).split(sep)[0];
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      for (const match of line.matchAll(specifiers)) {
        const specifier = match[2];
        const absolute = specifier.startsWith('.')
          ? resolve(dirname(file), specifier)
          : specifier.startsWith('@/')
            ? join(root, 'apps/web/src', specifier.slice(2))
            : null;
        if (!absolute || relative(webApp, absolute).startsWith('..')) continue;
        violations.push(
          `web: ${relative(root, file).split(sep).join('/')}:${index + 1} features/${from} imports the app layer ('${specifier}')`,
        );
      }
    });
}

if (violations.length > 0) {
  console.log(violations.join('\n'));
  console.log(
    `${violations.length} boundary violation${violations.length === 1 ? '' : 's'} (see docs/decisions/015)`,
  );
  process.exit(1);
}
console.log('feature boundaries: no violations');
