// The contract test's check (decision 072): an answer a route gave, held against what the
// OpenAPI document declares for its operation and status. Every object of our schemas is closed
// (additionalProperties: false), so a field the schema lacks is drift: Fastify's serialiser
// would drop it without a word, and a client built from the document would never see it.
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import type { AnswerSeen } from '../src/plugins/contract.ts';

type Json = Record<string, unknown>;
interface Document {
  paths: Record<string, Record<string, { responses?: Record<string, Json> }>>;
  components?: { schemas?: Record<string, unknown> };
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** Compiled validators of one document, by operation and status. */
function checkerOf(document: Document) {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    // Rupees are multiples of 0.01: 19.99 / 0.01 is 1998.9999999999998 in floating point.
    multipleOfPrecision: 6,
    formats: {
      'date-time': INSTANT,
      email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
      binary: true,
    },
  });
  // The document's components as $defs, so its $refs resolve.
  const withDefs = (schema: unknown) =>
    JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', '"#/$defs/')) as Json;
  const definitions = withDefs(document.components?.schemas ?? {});
  const compiled = new Map<string, ValidateFunction | null>();
  const paths = Object.keys(document.paths).map((path) => ({
    path,
    pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+').replace(/[.]/g, '\\.')}$`),
  }));
  return {
    /** What is wrong with the answer; [] when it is as declared (or not in the document). */
    problems(answer: Omit<AnswerSeen, 'document'>): string[] {
      const openApiRoute = answer.route.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      const path =
        (document.paths[openApiRoute] ? openApiRoute : undefined) ??
        paths.find(({ pattern }) => pattern.test(answer.path))?.path;
      const operation = path ? document.paths[path]?.[answer.method.toLowerCase()] : undefined;
      if (!operation) return [];
      const where = `${answer.method} ${path} → ${answer.status}`;
      // 5xx are never declared: an answer that failed says only so (DESIGN.md §4).
      if (answer.status >= 500 || answer.status === 304) return [];
      const declared = operation.responses?.[String(answer.status)];
      if (!declared) return [`${where}: status not declared`];
      const content = declared.content as Record<string, { schema?: unknown }> | undefined;
      const schema = content?.['application/json']?.schema;
      if (answer.status === 204) {
        return answer.body === undefined ? [] : [`${where}: a body with 204`];
      }
      if (answer.body === undefined) {
        return content?.['application/json'] ? [`${where}: no body, one declared`] : [];
      }
      if (!schema) return content ? [] : [`${where}: a body, none declared`];
      const key = `${where}`;
      if (!compiled.has(key)) {
        compiled.set(key, ajv.compile({ ...withDefs(schema), $defs: definitions }));
      }
      const validate = compiled.get(key)!;
      if (validate(answer.body)) return [];
      return (validate.errors ?? []).map(
        (error) =>
          `${where}: ${error.instancePath || '(body)'} ${error.message}${
            error.keyword === 'additionalProperties'
              ? ` (${(error.params as { additionalProperty: string }).additionalProperty})`
              : ''
          }`,
      );
    },
  };
}

const checkers = new WeakMap<object, ReturnType<typeof checkerOf>>();

/** The problems of one answer against the document it names. */
export function answerProblems(answer: AnswerSeen): string[] {
  const document = answer.document() as Document;
  let checker = checkers.get(document);
  if (!checker) {
    checker = checkerOf(document);
    checkers.set(document, checker);
  }
  return checker.problems(answer);
}

/** Collects the drift of every answer an app gives; tests fail on what it holds. */
export function createContractCheck() {
  const drift: string[] = [];
  return {
    inspectAnswer(answer: AnswerSeen) {
      let problems: string[];
      try {
        problems = answerProblems(answer);
      } catch (error) {
        problems = [`${answer.method} ${answer.route}: the check failed: ${String(error)}`];
      }
      for (const problem of problems) if (!drift.includes(problem)) drift.push(problem);
    },
    /** The drift seen since the last call, emptied. */
    take(): string[] {
      return drift.splice(0);
    },
  };
}
