import type { FastifyPluginAsync } from 'fastify';
import { msg, translate } from '../../locales/index.ts';
import { requestLanguage } from '../../locales/request-language.ts';
import { type FileStore, isStoredName } from '../../storage/store.ts';

/**
 * GET /uploads/<folder>/<hash>-<width>.webp: merchants' pictures, from the file
 * store (DATA_DIR/uploads, memory or S3). Their names carry a hash of the upload, so a name
 * never changes meaning: browsers keep them for a year.
 */
export const uploadRoutes: FastifyPluginAsync<{ files: FileStore }> = async (app, { files }) => {
  app.get<{ Params: { '*': string } }>(
    '/uploads/*',
    { schema: { hide: true } },
    async (request, reply) => {
      const name = request.params['*'];
      const file = isStoredName(name) ? await files.get(name) : undefined;
      if (!file) {
        const message = translate(requestLanguage(request), msg('Picture not found'));
        return reply.status(404).send({ message });
      }
      return reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .type(file.contentType)
        .send(file.data);
    },
  );
};
