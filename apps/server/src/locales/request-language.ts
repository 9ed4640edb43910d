// The language a request is answered in (decision 044): the same choice a page makes
// (decision 042, core's pickLanguage) — `?lang=` in the address, then the browser's remembered
// choice (the harit-lang cookie), then Accept-Language (the web app sends the language it shows),
// English otherwise. A client that asks for nothing is answered in English.
import {
  cookieValue,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  type Language,
  pickLanguage,
} from '@harit/core/language';
import type { FastifyRequest } from 'fastify';

export function requestLanguage(request: FastifyRequest): Language {
  const query = request.url.indexOf('?');
  const param =
    query === -1 ? null : new URLSearchParams(request.url.slice(query + 1)).get(LANGUAGE_PARAM);
  return pickLanguage({
    param,
    cookie: cookieValue(request.headers.cookie, LANGUAGE_COOKIE),
    accepted: request.headers['accept-language'],
  });
}
