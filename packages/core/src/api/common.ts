// The pieces every answer of the API is built from (decision 072): the one error shape, money,
// ids, instants, e-mail, PIN and state. Each response schema in src/api/ is the contract of a
// route: the server serialises its answers with it and the OpenAPI document is generated from
// it, so a client generates its types from the same source the web's types are checked against.

import { INDIAN_STATES, type IndianState, PIN_FORMAT } from '../india.ts';
import { EMAIL_PATTERN } from '../validation.ts';
import { z } from '../zod.ts';

/** Every 4xx (and 5xx) answer: `{ message }` in the request's language (DESIGN.md §4). */
export const apiError = z
  .object({
    message: z.string().describe('What went wrong, in words a person reads'),
    code: z.string().optional().describe("Better Auth's code, on /api/auth answers"),
  })
  .meta({ id: 'Error', description: 'An error: the message names the problem (and the field)' });

/** The error answers a route declares beyond the ones the contract adds from its shape. */
export function errorAnswers<const Codes extends readonly (404 | 409 | 413 | 415 | 422 | 429)[]>(
  ...codes: Codes
): { [Code in Codes[number]]: typeof apiError } {
  return Object.fromEntries(codes.map((code) => [code, apiError])) as never;
}

/** Rupees with at most two decimals (DESIGN.md §4: stored as paise). */
export const rupees = z.number().multipleOf(0.01).describe('Rupees, at most two decimals');

/** An id the server made (a UUID for the shop's rows, Better Auth's for accounts). */
export const entityId = z.string().min(1).max(64).describe('An id');

/** An instant, ISO 8601 with the time zone (UTC as the server writes it). */
export const instant = z.string().meta({ format: 'date-time' });

/** "Looks like an e-mail" (SPEC §5) as the server checks it. */
export const email = z.string().regex(EMAIL_PATTERN).meta({ format: 'email' });

/** Six digits, as every Indian PIN code (SPEC §5). */
export const pinCode = z.string().regex(PIN_FORMAT).describe('Indian PIN code');

/** One of the 28 states and 8 union territories, as core's INDIAN_STATES spells them. */
export const indianState = z.enum(INDIAN_STATES as [IndianState, ...IndianState[]]).meta({
  id: 'IndianState',
  description: 'One of the 28 states and 8 union territories of India',
}) as unknown as z.ZodType<string>; // the web's types read it as text

/** `{ ok: true, message }`: SPEC §7's acknowledgement of a change. */
export const okMessage = z.object({ ok: z.boolean().describe('Always true'), message: z.string() });

/**
 * Compile-time check that a response schema and the type the web reads agree (decision 072):
 * what the schema lets through is a value of the type, and both name the same fields.
 * `conforms<Type>()(schema)` fails to compile otherwise.
 */
export function conforms<Type>() {
  return <Schema extends z.ZodType>(
    schema: Schema &
      (z.output<Schema> extends Type
        ? [keyof Type] extends [keyof z.output<Schema>]
          ? [keyof z.output<Schema>] extends [keyof Type]
            ? unknown
            : { error: 'the schema has fields the type lacks' }
          : { error: 'the type has fields the schema lacks' }
        : { error: 'the schema lets through values the type does not allow' }),
  ): Schema => schema;
}

/** GET /api/health: open to fields the operations side adds (decision 072). */
export const health = z
  .looseObject({
    status: z.enum(['ok', 'unavailable']),
    database: z.string().optional(),
    replica: z.string().optional(),
    message: z.string().optional(),
  })
  .meta({ id: 'Health' });

/** 204: done, nothing to say. */
export const noContent = z.undefined().describe('Done: no content');

/**
 * One of `values` in the document and when serialised, read as text by the web's types (which
 * name the field `string`): the enum is the contract, the type stays as the web has it.
 */
export function textEnum<const Value extends string>(values: readonly Value[]) {
  return z.enum(values as [Value, ...Value[]]) as unknown as z.ZodType<string>;
}

/** 304: the ETag sent in If-None-Match still matches; the client keeps what it has. */
export const notModified = z.undefined().describe('Not modified: what the client has is current');
