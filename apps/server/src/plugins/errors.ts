// One error shape for the whole API: { message }, with a 4xx that names the problem, or a
// bare "Internal Server Error" for anything unexpected (logged in full, never sent).
// Decision 044: the message is answered in the request's language. It is thrown as
// its English catalogue key, with its values apart (`conflict('{name} is out of stock',
// { name })`), and translated here, once, for the request that gets it.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { coreMessage } from '../locales/core-messages.ts';
import { type Language, msg, translate } from '../locales/index.ts';
import { requestLanguage } from '../locales/request-language.ts';

/**
 * A name the catalogue keeps in both languages (a product's, a category's): a message names it
 * in the language it is answered in, in English where it has no Hindi.
 */
export type Names = { readonly en: string; readonly hi: string };

/** Values of a message's placeholders (ICU: `{name}`, `{count, plural, …}`). */
export type MessageValues = Record<string, string | number | Names>;

/** The values with each name in `language`. */
function valuesIn(
  language: Language,
  values: MessageValues | undefined,
): Record<string, string | number> | undefined {
  if (!values) return undefined;
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'object' ? (language === 'hi' && value.hi) || value.en : value,
    ]),
  );
}

export class HttpError extends Error {
  /**
   * `key` is a catalogue key (its English text, ICU MessageFormat) or a text that comes
   * from elsewhere (core's validation); `.message` is its English, as logs and tests read it.
   */
  constructor(
    readonly statusCode: number,
    readonly key: string,
    readonly values?: MessageValues,
  ) {
    super(translate('en', key, valuesIn('en', values)));
  }

  /** The message in a language. */
  messageIn(language: Language): string {
    return coreMessage(language, translate(language, this.key, valuesIn(language, this.values)));
  }
}

export const badRequest = (message: string, values?: MessageValues) =>
  new HttpError(400, message, values);
export const unauthorized = (message: string = msg('Sign in required')) =>
  new HttpError(401, message);
export const forbidden = (message: string = msg('You can only access your own data')) =>
  new HttpError(403, message);
export const notFound = (message: string = msg('Not found'), values?: MessageValues) =>
  new HttpError(404, message, values);
export const conflict = (message: string, values?: MessageValues) =>
  new HttpError(409, message, values);
export const unprocessable = (message: string, values?: MessageValues) =>
  new HttpError(422, message, values);

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = requestLanguage(request);
    const say = (key: string) => translate(language, key);
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: error.messageIn(language) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // The core schemas word every message as a sentence that names its field (decision 012);
      // only an issue with the whole body, query or headers needs the part named.
      const issue = error.validation[0];
      const message = issue?.message ?? msg('Input is not valid.');
      const part = REQUEST_PARTS[error.validationContext ?? ''] ?? msg('Request');
      return reply.status(400).send({
        message: coreMessage(
          language,
          issue?.instancePath === '/' ? message.replace(/^Input\b/, part) : message,
        ),
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, body too large, wrong content type...
      return reply.status(status).send({ message: say(clientMessage(error)) });
    }
    if (isDeletedUser(error)) {
      // A write for a user deleted since their token was issued; the
      // revocation normally refuses the token first (decision 013).
      return reply
        .status(401)
        .send({ message: say(msg('Your session has ended; please sign in again')) });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .send({ message: say(msg('Service temporarily unavailable, please try again shortly')) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: say(msg('Internal Server Error')) });
  });
}

/** Fastify's validationContext → what a person calls that part of a request. */
const REQUEST_PARTS: Record<string, string> = {
  body: msg('Request body'),
  querystring: msg('Query string'),
  params: msg('Address'),
  headers: msg('Request headers'),
};

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return msg('Request body is too large');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return msg('Request body is not valid JSON');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return msg('Unsupported content type; send application/json');
    default:
      return error.message;
  }
}

const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P03']);

function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  const message = error instanceof Error ? error.message : '';
  return /Connection terminated|timeout exceeded when trying to connect/i.test(message);
}

/** A foreign-key violation (23503) on a user_id column: the user no longer exists. */
function isDeletedUser(error: unknown): boolean {
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return code === '23503' && typeof constraint === 'string' && constraint.endsWith('_user_id_fkey');
}
