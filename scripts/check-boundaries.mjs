#!/usr/bin/env node
// Feature boundaries (decisions 015 and 063). No dependencies: reads the source as text.
//   web:    a file under apps/web/src/features/A imports nothing from apps/web/src/features/B —
//           pages that compose features live in apps/web/src/app/routes/.
//   web:    a file under apps/web/src/features imports nothing from apps/web/src/app — the app
//           layer (router, layouts, composing pages) sits above the features, not beside them.
//   server: a file under apps/server/src/features/A imports nothing from
//           apps/server/src/features/B — an operation that spans features is a workflow
//           (apps/server/src/workflows/), a read of another feature's data a function handed in
//           at composition (app.ts). Pairs still waiting to move are listed, each with its
//           reason, in scripts/boundaries-allowlist.txt; an entry no longer needed fails too, so
//           the list only shrinks. Another feature's repository* is never allowed.
//   server: a feature imports nothing from apps/server/src/workflows (the layer above it), and a
//           workflow calls a feature's service, never its repository*.
//   server: no import cycle between features, allowed pairs included.
// Usage: node scripts/check-boundaries.mjs [root]   (root defaults to the repository)
// Prints one line per violation and exits 1 when there is any.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..'));

const isRepository = (target) => /^repository[^/]*$/.test(target.rest);

// Server feature pairs ("from -> to") still allowed, one a line, `#` starts a comment.
const allowlistFile = join(root, 'scripts/boundaries-allowlist.txt');
const allowed = new Map(
  (existsSync(allowlistFile) ? readFileSync(allowlistFile, 'utf8') : '')
    .split('\n')
    .map((line, index) => [line.replace(/#.*/, '').trim(), index + 1])
    .filter(([pair]) => pair !== ''),
);
const allowedUsed = new Set();
/** Server feature → features it imports, allowed or not: the graph the cycle check walks. */
const serverGraph = new Map();

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
    forbids: (target, from) => isRepository(target) || !allowed.has(`${from} -> ${target.feature}`),
    explain: (from, target) =>
      isRepository(target)
        ? `features/${from} imports features/${target.feature}/${target.rest} (another feature's repository)`
        : `features/${from} imports features/${target.feature} (a workflow or composition joins features)`,
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
        if (!target || target.feature === from) continue;
        if (rule.name === 'server') {
          if (!serverGraph.has(from)) serverGraph.set(from, new Set());
          serverGraph.get(from).add(target.feature);
          allowedUsed.add(`${from} -> ${target.feature}`);
        }
        if (!rule.forbids(target, from)) continue;
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

/** Each import specifier in a file, with its line, resolved to a path when it is relative. */
function importsOf(file) {
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line, index) =>
      [...line.matchAll(specifiers)].map((match) => ({
        line: index + 1,
        specifier: match[2],
        absolute: match[2].startsWith('.') ? resolve(dirname(file), match[2]) : null,
      })),
    );
}
const shown = (file) => relative(root, file).split(sep).join('/');
const inside = (dir, absolute) => {
  const path = relative(dir, absolute);
  return path !== '' && !path.startsWith('..');
};

// The server's layers: workflows sit above the features and call their services.
const serverFeatures = join(root, 'apps/server/src/features');
const serverWorkflows = join(root, 'apps/server/src/workflows');
for (const file of listFiles(serverFeatures)) {
  const from = relative(serverFeatures, file).split(sep)[0];
  for (const { line, specifier, absolute } of importsOf(file)) {
    if (!absolute || !inside(serverWorkflows, absolute)) continue;
    violations.push(
      `server: ${shown(file)}:${line} features/${from} imports the workflows layer ('${specifier}')`,
    );
  }
}
for (const file of listFiles(serverWorkflows)) {
  for (const { line, specifier, absolute } of importsOf(file)) {
    if (!absolute || !inside(serverFeatures, absolute)) continue;
    const [feature, ...rest] = relative(serverFeatures, absolute).split(sep);
    if (!isRepository({ rest: rest.join('/') })) continue;
    violations.push(
      `server: ${shown(file)}:${line} a workflow imports features/${feature}/${rest.join('/')} (call the feature's service) ('${specifier}')`,
    );
  }
}

// Allowed pairs that no longer occur: the list only shrinks.
for (const [pair, line] of allowed) {
  if (!allowedUsed.has(pair)) {
    violations.push(
      `server: scripts/boundaries-allowlist.txt:${line} '${pair}' is no longer imported; remove it`,
    );
  }
}

// Cycles between server features: one line per cycle, from its alphabetically first feature.
const cycles = new Set();
function walk(start, node, path) {
  for (const next of [...(serverGraph.get(node) ?? [])].sort()) {
    if (next === start) {
      cycles.add([...path, start].map((f) => `features/${f}`).join(' -> '));
    } else if (next > start && !path.includes(next)) {
      walk(start, next, [...path, next]);
    }
  }
}
for (const start of [...serverGraph.keys()].sort()) walk(start, start, [start]);
for (const cycle of cycles) violations.push(`server: import cycle ${cycle}`);

if (violations.length > 0) {
  console.log(violations.join('\n'));
  console.log(
    `${violations.length} boundary violation${violations.length === 1 ? '' : 's'} (see docs/decisions/015 and 063)`,
  );
  process.exit(1);
}
console.log('feature boundaries: no violations');
