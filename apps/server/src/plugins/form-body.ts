// Decision 060: a public form posted by a browser without JavaScript arrives as
// application/x-www-form-urlencoded. Only the scopes that take such forms register this parser;
// the API keeps answering JSON alone.
import type { FastifyInstance } from 'fastify';

/** A posted form's fields (the first value of each name); at most 16 kB of them. */
export function acceptFormPosts(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => {
      const fields: Record<string, string> = {};
      for (const [name, value] of new URLSearchParams(body as string)) {
        if (!(name in fields)) fields[name] = value;
      }
      done(null, fields);
    },
  );
}

/** A posted form's field as text ('' when missing). */
export function formField(body: unknown, name: string): string {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : '';
  return typeof value === 'string' ? value : '';
}
