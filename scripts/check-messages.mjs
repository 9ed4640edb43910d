#!/usr/bin/env node
// Decision 042: keeps the web app's message catalogues and its code in step. Fails when
//   - a message the code uses (t('…'), translate('…'), msg('…'), <Trans id="…">) is not in
//     apps/web/src/locales/en.json, or en.json holds one that no code uses;
//   - a key is in one language's catalogue and not the other's, a Hindi message is empty, a
//     message is not valid ICU MessageFormat, or the two languages' placeholders differ;
//   - a component renders a literal text (JSX text, a string in a JSX expression, a text
//     attribute such as aria-label or placeholder, a toast's text) instead of a message. Test
//     code (*.test.tsx, src/test/) is not looked at.
//
// The server's own texts (decision 044: API error messages, e-mails) are checked the same way
// against apps/server/src/locales/{en,hi}.json: the messages it uses (msg('…'), translate(language,
// '…'), the first text of badRequest/conflict/notFound/forbidden/unauthorized/unprocessable and of new
// HttpError(status, '…'), it.t('…')/it.tr('…') in a mail template, t('…') in a mail's subject)
// equal en.json's keys; an error message built from pieces (`${a} is …`), a literal
// `reply.send({ message: '…' })` and words written in a mail template outside a message fail.
// A message both apps show (core's validation messages, labels such as "Subtotal") takes its
// Hindi from the web's hi.json, the one place it is written: --write copies it, and the check
// fails when the server's differs.
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
const coreMessageKeys = new Set(); // core's validation messages, as lib/validation-messages.ts lists them

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
        if (relative === path.join('lib', 'validation-messages.ts')) coreMessageKeys.add(key);
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
// Messages both apps show, declared once in core with msg(): its sentence patterns and the words
// of its carbon tables.
const CORE_MESSAGE_FILES = [
  'packages/core/src/message-patterns.ts',
  'packages/core/src/carbon-texts.ts',
];
const coreDeclaredKeys = []; // [key, place]
for (const relative of CORE_MESSAGE_FILES) {
  walk(
    parse(fs.readFileSync(path.join(root, relative), 'utf8'), {
      sourceType: 'module',
      plugins: ['typescript'],
    }).program,
    (node) => {
      if (node.type !== 'CallExpression' || node.callee.name !== 'msg') return;
      const key = stringOf(node.arguments[0]);
      if (key === null) return;
      const place = `${relative}:${node.loc.start.line}`;
      coreDeclaredKeys.push([key, place]);
      if (!used.has(key)) used.set(key, place);
    },
  );
}

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

/** Each catalogue complete in both languages, valid ICU, the same placeholders. */
function checkCatalogs(catalogs, prefix) {
  for (const language of LANGUAGES) {
    const catalog = catalogs[language];
    for (const [key, message] of Object.entries(catalog)) {
      if (typeof message !== 'string' || message.trim() === '') {
        problems.push(`${prefix}${language}.json: "${key}" is empty`);
        continue;
      }
      try {
        compileMessage(message);
      } catch (error) {
        problems.push(
          `${prefix}${language}.json: "${key}" is not valid ICU MessageFormat: ${error.message}`,
        );
      }
    }
    for (const other of LANGUAGES) {
      if (other === language) continue;
      for (const key of Object.keys(catalog)) {
        if (!(key in catalogs[other]))
          problems.push(`${prefix}${other}.json lacks "${key}" (${language}.json has it)`);
      }
    }
  }
  for (const [key, message] of Object.entries(catalogs.hi)) {
    const english = catalogs.en[key];
    if (typeof english !== 'string' || typeof message !== 'string') continue;
    try {
      if (argumentsOf(english) !== argumentsOf(message)) {
        problems.push(
          `${prefix}hi.json: "${key}" has placeholders {${argumentsOf(message)}}, English {${argumentsOf(english)}}`,
        );
      }
    } catch {
      // reported above as invalid
    }
  }
}
checkCatalogs(catalogs, '');

// The server's own texts (decision 044).
const serverSrc = path.join(root, 'apps/server/src');
const serverLocales = path.join(serverSrc, 'locales');
const ERROR_CALLS = new Set([
  'badRequest',
  'unauthorized',
  'forbidden',
  'notFound',
  'conflict',
  'unprocessable',
]);
/** Words a mail may hold as they are: the brand, units, a reply's "Re". */
const MAIL_WORDS = /^(?:Harit|Re|GST|kg|CO2e|₹)$/;
const serverUsed = new Map();
const useServer = (key, place) => {
  if (!serverUsed.has(key)) serverUsed.set(key, place);
};

function serverFiles(dir) {
  const files = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...serverFiles(full));
    else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) files.push(full);
  }
  return files;
}

/** Messages in an Eta template: it.t('…', …) and it.tr('…'). */
function etaMessages(source, place) {
  for (const match of source.matchAll(/\bit\.tr?\(\s*(['"])((?:\\.|(?!\1).)*)\1/g)) {
    useServer(match[2].replace(/\\(.)/g, '$1'), place);
  }
  // What is left outside <% %> and tags is read as it is: it must be no words.
  const rest = source
    .replace(/<%[\s\S]*?%>/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&\w+;/g, ' ');
  const words = rest
    .split(/[\s·•|/()—–:×#\-[\]]+/)
    .map((word) => word.replace(/^[^\p{L}\d₹]+|[^\p{L}\d₹]+$/gu, ''))
    .filter((word) => /\p{L}/u.test(word) && !MAIL_WORDS.test(word));
  if (words.length > 0) problems.push(`${place}: mail text not in a message: "${words.join(' ')}"`);
}

/** An error's message: a literal key, or a choice between literal keys; never built from pieces. */
function errorMessage(node, place) {
  if (!node) return;
  const text = stringOf(node);
  if (text !== null) return useServer(text, place);
  if (node.type === 'ConditionalExpression') {
    errorMessage(node.consequent, place);
    errorMessage(node.alternate, place);
  } else if (node.type === 'LogicalExpression') {
    errorMessage(node.left, place);
    errorMessage(node.right, place);
  } else if (node.type === 'TemplateLiteral' || node.type === 'BinaryExpression') {
    problems.push(
      `${place}: an error message built from pieces: use one message with placeholders`,
    );
  }
}

for (const file of serverFiles(serverSrc)) {
  const relative = path.relative(root, file);
  const isMail = relative.startsWith(path.join('apps', 'server', 'src', 'mail', 'templates'));
  const ast = parse(fs.readFileSync(file, 'utf8'), {
    sourceType: 'module',
    plugins: ['typescript'],
  });
  walk(ast.program, (node) => {
    const place = `${relative}:${node.loc?.start.line}`;
    if (node.type === 'CallExpression' || node.type === 'NewExpression') {
      const callee = node.callee;
      const name = callee.type === 'Identifier' ? callee.name : null;
      if (node.type === 'NewExpression') {
        if (name === 'HttpError') errorMessage(node.arguments[1], place);
        return;
      }
      if (name === 'msg' || (isMail && name === 't')) {
        const key = stringOf(node.arguments[0]);
        if (key !== null) useServer(key, place);
      } else if (name === 'translate') {
        const key = stringOf(node.arguments[1]);
        if (key !== null) useServer(key, place);
      } else if (name && ERROR_CALLS.has(name)) {
        errorMessage(node.arguments[0], place);
      } else if (
        callee.type === 'MemberExpression' &&
        callee.property.name === 'send' &&
        node.arguments[0]?.type === 'ObjectExpression'
      ) {
        // reply.send({ message: '…' }): an answer written past the error handler.
        for (const property of node.arguments[0].properties) {
          if (property.key?.name === 'message' && stringOf(property.value) !== null)
            problems.push(`${place}: a literal message sent as it is: translate a message instead`);
        }
      }
    }
    if (!isMail) return;
    // The templates' Eta sources: an html or text property, and the layout.
    const eta =
      node.type === 'ObjectProperty' &&
      node.key.type === 'Identifier' &&
      (node.key.name === 'html' || node.key.name === 'text')
        ? node.value
        : node.type === 'VariableDeclarator' && node.id.name === 'LAYOUT'
          ? node.init
          : null;
    const source = stringOf(eta);
    if (source !== null) etaMessages(source, place);
  });
}
// Core's validation messages come out of the API too (in its error answers).
for (const [key, place] of coreDeclaredKeys) useServer(key, place);
for (const key of coreMessageKeys) useServer(key, 'apps/web/src/lib/validation-messages.ts');

const readServer = (language) =>
  JSON.parse(fs.readFileSync(path.join(serverLocales, `${language}.json`), 'utf8'));
const serverCatalogs = Object.fromEntries(LANGUAGES.map((l) => [l, readServer(l)]));
if (write) {
  for (const key of serverUsed.keys()) {
    if (!(key in serverCatalogs.en)) serverCatalogs.en[key] = key;
    if (key in catalogs.hi) serverCatalogs.hi[key] = catalogs.hi[key];
  }
  for (const language of LANGUAGES) {
    const catalog = serverCatalogs[language];
    for (const key of Object.keys(catalog)) if (!serverUsed.has(key)) delete catalog[key];
    serverCatalogs[language] = Object.fromEntries(
      Object.entries(catalog).sort(([a], [b]) => a.localeCompare(b, 'en')),
    );
    fs.writeFileSync(
      path.join(serverLocales, `${language}.json`),
      `${JSON.stringify(serverCatalogs[language], null, 2)}\n`,
    );
  }
  const missing = Object.keys(serverCatalogs.en).filter((key) => !(key in serverCatalogs.hi));
  if (missing.length > 0) console.log(`server hi.json lacks:\n${missing.join('\n')}`);
}
for (const [key, place] of serverUsed) {
  if (!(key in serverCatalogs.en))
    problems.push(`server en.json lacks "${key}" (used at ${place})`);
}
for (const key of Object.keys(serverCatalogs.en)) {
  if (!serverUsed.has(key)) problems.push(`server en.json has "${key}", which no code uses`);
}
// One Hindi for one English text: a message both apps show is written once, in the web's hi.json.
for (const key of Object.keys(serverCatalogs.hi)) {
  if (key in catalogs.hi && serverCatalogs.hi[key] !== catalogs.hi[key])
    problems.push(`server hi.json: "${key}" differs from the web's (run --write to copy it)`);
}
checkCatalogs(serverCatalogs, 'server ');

const unique = [...new Set(problems)];
for (const problem of unique) console.log(problem);
console.log(
  `messages: ${used.size} in use, ${Object.keys(catalogs.hi).length} in Hindi; ${files.length} files checked; server: ${serverUsed.size} in use, ${Object.keys(serverCatalogs.hi).length} in Hindi; ${unique.length} problems`,
);
process.exit(unique.length === 0 ? 0 : 1);
