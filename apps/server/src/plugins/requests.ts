// Requests the routes never see, or see only once parsed here: bodies,
// URLs that are not UTF-8, oversized headers. Before any route, so every route, /api/auth/*
// included, gets the same answers, in the API's one error shape.
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { msg, translate } from '../locales/index.ts';
import { requestLanguage } from '../locales/request-language.ts';
import { badRequest } from './errors.ts';

/**
 * Deepest nesting of objects and arrays a JSON body may have. The deepest real body (an order:
 * body → items → item) is 3; JSON.stringify and other recursive walkers overflow the stack at
 * a few thousand levels, so a body nested deeper than this is refused before anything walks it.
 */
export const MAX_JSON_DEPTH = 32;

/** How deep `json` nests objects and arrays, read without parsing (brackets inside strings do not count). */
export function jsonNestingDepth(json: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const char = json.charCodeAt(i);
    if (inString) {
      if (char === 0x5c /* \ */) i++;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x7b /* { */ || char === 0x5b /* [ */) {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (char === 0x7d /* } */ || char === 0x5d /* ] */) {
      depth--;
    }
  }
  return deepest;
}

/** Fastify's own JSON parser (prototype-poisoning checks included), behind a depth check. */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonNestingDepth(body as string) > MAX_JSON_DEPTH) {
      done(badRequest('Request body is nested too deeply.'), undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
}

const REQUEST_HEADERS_TOO_LARGE = JSON.stringify({
  message: 'Request headers are too large. Please sign in again or clear this site’s cookies.',
});

/**
 * Node's clientError handler for Fastify: a request Node could not read (headers too large,
 * malformed) gets an answer in the API's error shape that says `Connection: close`, and the
 * socket is closed, so a keep-alive client does not send its next request down a dead line.
 */
export function closeOnClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, body] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', REQUEST_HEADERS_TOO_LARGE]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', JSON.stringify({ message: 'The request took too long.' })]
        : [400, 'Bad Request', JSON.stringify({ message: 'The request could not be read.' })];
  // The response of a request still being answered on this socket is left alone: Node would
  // interleave two responses otherwise.
  const pending = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
  if (socket.writable && !pending?.headersSent) {
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroySoon();
}

/**
 * Fastify's `frameworkErrors`: a URL whose percent-escapes are not UTF-8 (`/api/products/%FF`)
 * never reaches a route; answer it like any other bad input, not in Fastify's own shape.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const say = (key: string) => translate(requestLanguage(request), key);
  if (error.code === 'FST_ERR_BAD_URL') {
    reply.status(400).send({ message: say(msg('The address is not valid.')) });
  } else if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    reply.status(414).send({ message: say(msg('The address is too long.')) });
  } else {
    reply.log.error({ err: error }, 'framework error');
    reply.status(500).send({ message: say(msg('Internal Server Error')) });
  }
}
