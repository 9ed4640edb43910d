#!/usr/bin/env node
// Issue 19, decision 042: keeps the web app's message catalogues and its code in step. Fails when
//   - a message the code uses (t('…'), translate('…'), msg('…'), <Trans id="…">) is not in
//     apps/web/src/locales/en.json, or en.json holds one that no code uses;
//   - a key is in one language's catalogue and not the other's, a Hindi message is empty, a
//     message is not valid ICU MessageFormat, or the two languages' placeholders differ;
//   - a component renders a literal text (JSX text, a string in a JSX expression, a text
//     attribute such as aria-label or placeholder, a toast's text) instead of a message. Test
//     code (*.test.tsx, src/test/) is not looked at.
//
//   node scripts/check-messages.mjs           check (CI)
//   node scripts/check-messages.mjs --write   add the code's new messages to en.json (as their
//                                             own English), drop unused ones from both, and list
//                                             what hi.json still lacks
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@babel/parser';
import { compileMessage } from '@lingui/message-utils/compileMessage';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webSrc = path.join(root, 'apps/web/src');
const localesDir = path.join(webSrc, 'locales');
const LANGUAGES = ['en', 'hi'];
const write = process.argv.includes('--write');

/** Calls whose first argument is a message key. */
const MESSAGE_CALLS = new Set(['t', 'translate', 'msg']);
/** Attributes a person reads or hears. */
const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'placeholder',
  'title',
  'alt',
  'label',
]);
/** Texts that are the same in every language: the brand, units, symbols. */
const SAME_IN_EVERY_LANGUAGE = /^(?:Harit|₹|kg|g|km|CO2e|CO₂e|UPI|GST|INR|OTP|PIN|HSN|MRP|COD|OK)$/;

const problems = [];
const used = new Map(); // key → first place it is used

function sourceFiles(dir) {
  const files = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name === 'test' || entry.name === 'locales') continue;
      files.push(...sourceFiles(full));
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      files.push(full);
    }
  }
  return files;
}

/** Whether a text has something to translate: letters that are not a same-everywhere word. */
function isWords(text) {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  if (!/\p{L}/u.test(trimmed)) return false;
  return trimmed.split(/[\s·•|/()—–-]+/).some((word) => {
    const bare = word.replace(/^[^\p{L}\d₹]+|[^\p{L}\d₹]+$/gu, '');
    return /\p{L}/u.test(bare) && !SAME_IN_EVERY_LANGUAGE.test(bare);
  });
}

function stringOf(node) {
  if (!node) return null;
  if (node.type === 'StringLiteral') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) {
    return node.quasis[0]?.value.cooked ?? null;
  }
  return null;
}

/** Literal texts an expression can evaluate to: 'a', cond ? 'a' : 'b', x ?? 'a', `a ${b}`. */
function literalTexts(node) {
  if (!node) return [];
  const text = stringOf(node);
  if (text !== null) return [text];
  if (node.type === 'TemplateLiteral') return node.quasis.map((q) => q.value.cooked ?? '');
  if (node.type === 'ConditionalExpression') {
    return [...literalTexts(node.consequent), ...literalTexts(node.alternate)];
  }
  if (node.type === 'LogicalExpression') {
    return [...literalTexts(node.left), ...literalTexts(node.right)];
  }
  return [];
}

/** Every node under `node`, depth first, with its parent. */
function walk(node, visit, parent = null) {
  if (!node || typeof node.type !== 'string') return;
  if (visit(node, parent) === false) return;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || key === 'start' || key === 'end' || key === 'extra') continue;
    if (Array.isArray(value)) for (const child of value) walk(child, visit, node);
    else if (value && typeof value === 'object') walk(value, visit, node);
  }
}

function scan(file) {
  const text = fs.readFileSync(file, 'utf8');
  const ast = parse(text, {
    sourceType: 'module',
    plugins: [file.endsWith('.tsx') ? 'jsx' : null, 'typescript'].filter(Boolean),
  });
  const relative = path.relative(webSrc, file);
  const literals = [];
  const where = (node) => `${relative}:${node.loc.start.line}`;

  walk(ast.program, (node, parent) => {
    if (node.type === 'CallExpression') {
      const callee = node.callee;
      const name =
        callee.type === 'Identifier'
          ? callee.name
          : callee.type === 'MemberExpression' && callee.property.type === 'Identifier'
            ? callee.property.name
            : null;
      const key = stringOf(node.arguments[0]);
      if (name && MESSAGE_CALLS.has(name) && key !== null) {
        if (!used.has(key)) used.set(key, where(node));
        return false; // the message's own text is not a literal to flag
      }
      // A toast's text: toast('…'), toast.success('…'), toast.error('…').
      const isToast =
        (callee.type === 'Identifier' && callee.name === 'toast') ||
        (callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.object.name === 'toast');
      if (isToast) {
        for (const literal of literalTexts(node.arguments[0])) {
          if (isWords(literal)) literals.push(`${where(node)} toast "${literal}"`);
        }
      }
    }
    if (node.type === 'JSXAttribute' && node.name.type === 'JSXIdentifier') {
      const attribute = node.name.name;
      const value =
        node.value?.type === 'JSXExpressionContainer'
          ? literalTexts(node.value.expression)
          : literalTexts(node.value);
      const tag = parent?.name?.type === 'JSXIdentifier' ? parent.name.name : '';
      if (tag === 'Trans' && attribute === 'id') {
        const key = value[0];
        if (key !== undefined && !used.has(key)) used.set(key, where(node));
        return false;
      }
      if (TEXT_ATTRIBUTES.has(attribute)) {
        for (const literal of value) {
          if (isWords(literal)) literals.push(`${where(node)} ${attribute}="${literal}"`);
        }
      }
    }
    if (node.type === 'JSXText' && isWords(node.value)) {
      literals.push(`${where(node)} text "${node.value.replace(/\s+/g, ' ').trim()}"`);
    }
    // An attribute's value was judged above (only text attributes are words to translate).
    if (node.type === 'JSXExpressionContainer' && parent?.type !== 'JSXAttribute') {
      for (const literal of literalTexts(node.expression)) {
        if (isWords(literal)) literals.push(`${where(node)} text "${literal}"`);
      }
    }
  });
  return literals;
}

const files = sourceFiles(webSrc);
for (const file of files) {
  for (const literal of scan(file)) problems.push(`literal text, not a message: ${literal}`);
}

// The catalogues.
const read = (language) =>
  JSON.parse(fs.readFileSync(path.join(localesDir, `${language}.json`), 'utf8'));
const catalogs = Object.fromEntries(LANGUAGES.map((language) => [language, read(language)]));

if (write) {
  const en = catalogs.en;
  for (const key of used.keys()) if (!(key in en)) en[key] = key;
  for (const language of LANGUAGES) {
    const catalog = catalogs[language];
    for (const key of Object.keys(catalog)) if (!used.has(key)) delete catalog[key];
    const sorted = Object.fromEntries(
      Object.entries(catalog).sort(([a], [b]) => a.localeCompare(b, 'en')),
    );
    catalogs[language] = sorted;
    fs.writeFileSync(
      path.join(localesDir, `${language}.json`),
      `${JSON.stringify(sorted, null, 2)}\n`,
    );
  }
}

for (const [key, place] of used) {
  if (!(key in catalogs.en)) problems.push(`en.json lacks "${key}" (used at ${place})`);
}
for (const key of Object.keys(catalogs.en)) {
  if (!used.has(key)) problems.push(`en.json has "${key}", which no code uses`);
}

/** The names of a message's placeholders and plural/select arguments. */
function argumentsOf(message) {
  const names = new Set();
  const walk = (tokens) => {
    for (const token of Array.isArray(tokens) ? tokens : [tokens]) {
      if (!Array.isArray(token)) continue;
      const [name, , cases] = token;
      if (typeof name === 'string') names.add(name);
      if (cases && typeof cases === 'object') for (const value of Object.values(cases)) walk(value);
    }
  };
  walk(compileMessage(message));
  return [...names].sort().join(',');
}

for (const language of LANGUAGES) {
  const catalog = catalogs[language];
  for (const [key, message] of Object.entries(catalog)) {
    if (typeof message !== 'string' || message.trim() === '') {
      problems.push(`${language}.json: "${key}" is empty`);
      continue;
    }
    try {
      compileMessage(message);
    } catch (error) {
      problems.push(`${language}.json: "${key}" is not valid ICU MessageFormat: ${error.message}`);
    }
  }
  for (const other of LANGUAGES) {
    if (other === language) continue;
    for (const key of Object.keys(catalog)) {
      if (!(key in catalogs[other]))
        problems.push(`${other}.json lacks "${key}" (${language}.json has it)`);
    }
  }
}
for (const [key, message] of Object.entries(catalogs.hi)) {
  const english = catalogs.en[key];
  if (typeof english !== 'string' || typeof message !== 'string') continue;
  try {
    if (argumentsOf(english) !== argumentsOf(message)) {
      problems.push(
        `hi.json: "${key}" has placeholders {${argumentsOf(message)}}, English {${argumentsOf(english)}}`,
      );
    }
  } catch {
    // reported above as invalid
  }
}

const unique = [...new Set(problems)];
for (const problem of unique) console.log(problem);
console.log(
  `messages: ${used.size} in use, ${Object.keys(catalogs.hi).length} in Hindi; ${files.length} files checked; ${unique.length} problems`,
);
process.exit(unique.length === 0 ? 0 : 1);
