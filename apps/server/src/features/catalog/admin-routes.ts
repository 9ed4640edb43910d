import {
  adminCategory,
  adminProduct,
  csvAnswer,
  productBulkResult,
  productImportReport,
  stockAdjustment,
  uploadedImage,
} from '@harit/core/api/admin';
import { apiError, errorAnswers, noContent } from '@harit/core/api/common';
import {
  adminIdParams,
  adminProductQuery,
  categoryCreateBody,
  categoryOrderBody,
  categoryUpdateBody,
  IMAGE_TYPES,
  MAX_IMAGE_BYTES,
  productBulkBody,
  productCreateBody,
  productImagesBody,
  productUpdateBody,
  productVersionBody,
  stockAdjustmentBody,
} from '@harit/core/catalog-admin';
import { MAX_IMPORT_BYTES, productImportBody, productImportQuery } from '@harit/core/product-csv';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../locales/request-language.ts';
import { HttpError } from '../../plugins/errors.ts';
import { requireAdmin } from '../../plugins/identity/plugin.ts';
import { sendCsvFile, sendListPage, wholeList } from '../../plugins/list-reply.ts';
import type { FileStore } from '../../storage/store.ts';
import type { Actor, CatalogAdminRepository } from './admin-repository.ts';
import type { CatalogCache } from './cache.ts';
import { storeImage, tooLarge } from './images.ts';

const staff = { tags: ['admin'], security: [{ bearer: ['staff'] }] };
const admins = { tags: ['admin'], security: [{ bearer: ['admin'] }] };

/** Content types an upload may declare; what it really is, sharp decides from its bytes. */
const UPLOAD_CONTENT_TYPES = [...IMAGE_TYPES, 'application/octet-stream'];

const uploadQuery = z.object({
  kind: z
    .enum(['products', 'categories'], { error: 'Kind must be products or categories.' })
    .default('products'),
});

function actorOf(request: FastifyRequest): Actor {
  const { id, name, email } = request.user!;
  return { id, name, email };
}

/**
 * The merchant console's catalogue: products, pictures, stock, categories. Under the
 * /api/admin scope, so staff or admin only (guardStaffRoutes).
 */
export const catalogAdminRoutes: FastifyPluginAsyncZod<{
  catalogAdmin: CatalogAdminRepository;
  files: FileStore;
  /** This instance's kept shop answers (cache.ts). */
  catalogue: CatalogCache;
}> = async (app, { catalogAdmin, files, catalogue }) => {
  // A change empties this instance's kept shop answers as it is answered, not only when the
  // database's notification comes back a moment later: the merchant who saved, and anyone
  // after, sees it in the shop at once. Other instances empty on the notification.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && reply.statusCode < 400) catalogue.clear();
    return payload;
  });
  // Pictures arrive as the request body itself (the file's bytes), in this scope only.
  app.addContentTypeParser(
    UPLOAD_CONTENT_TYPES,
    { parseAs: 'buffer', bodyLimit: MAX_IMAGE_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/products',
    {
      schema: {
        ...staff,
        summary:
          'Products for the console: search, category, status (active, archived, all), low ' +
          'stock, featured; newest first; X-Total-Count gives the total',
        operationId: 'listAdminProducts',
        querystring: adminProductQuery,
        response: { 200: z.array(adminProduct) },
      },
    },
    async (request, reply) => sendListPage(reply, await catalogAdmin.listProducts(request.query)),
  );

  // Decision 075: the catalogue's files are for admins (the whole catalogue out, or changed at
  // once); staff keep the one-product form.
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: MAX_IMPORT_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/products.csv',
    {
      onRequest: requireAdmin,
      schema: {
        ...admins,
        operationId: 'exportProductsCsv',
        summary:
          'Every product (archived too) as CSV, one a line by slug: the columns an import reads (admins)',
        response: { 200: csvAnswer },
      },
    },
    async (_request, reply) => sendCsvFile(reply, 'products.csv', await catalogAdmin.productsCsv()),
  );

  app.post(
    '/products/import',
    {
      bodyLimit: MAX_IMPORT_BYTES,
      onRequest: requireAdmin,
      schema: {
        ...admins,
        operationId: 'importProductsCsv',
        summary:
          'Creates and changes products from a CSV body (text/csv) by slug, each line held to the ' +
          "product form's rules. dryRun=true reports what would change and every problem with its " +
          'line, changing nothing; otherwise all lines are applied in one transaction, or none ' +
          '(422 with the problems) (admins)',
        consumes: ['text/csv'],
        querystring: productImportQuery,
        body: productImportBody,
        response: {
          200: productImportReport,
          413: apiError,
          415: apiError,
          422: productImportReport,
        },
      },
    },
    async (request, reply) => {
      const report = await catalogAdmin.importProducts(actorOf(request), request.body, {
        dryRun: request.query.dryRun,
        language: requestLanguage(request),
      });
      return reply.status(report.dryRun || report.applied ? 200 : 422).send(report);
    },
  );

  app.post(
    '/products/bulk',
    {
      schema: {
        ...staff,
        operationId: 'bulkChangeProducts',
        summary:
          'One change to many products: archive, unarchive, set stock, or change the price by a ' +
          'percentage; a product the change would break (the MRP rule) is left as it is and ' +
          'listed with the reason',
        body: productBulkBody,
        response: { 200: productBulkResult },
      },
    },
    async (request) =>
      catalogAdmin.bulkChange(actorOf(request), request.body, requestLanguage(request)),
  );

  app.get(
    '/products/:id',
    {
      schema: {
        ...staff,
        operationId: 'getAdminProduct',
        summary: 'One product',
        params: adminIdParams,
        response: { 200: adminProduct, ...errorAnswers(404) },
      },
    },
    async (request) => catalogAdmin.product(request.params.id),
  );

  app.post(
    '/products',
    {
      schema: {
        ...staff,
        summary: 'Creates a product (slug from the name unless given)',
        operationId: 'createProduct',
        body: productCreateBody,
        response: { 201: adminProduct, ...errorAnswers(409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await catalogAdmin.createProduct(actorOf(request), request.body)),
  );

  app.patch(
    '/products/:id',
    {
      schema: {
        ...staff,
        summary: 'Edits a product; 409 when someone changed it after updatedAt',
        params: adminIdParams,
        operationId: 'updateProduct',
        body: productUpdateBody,
        response: { 200: adminProduct, ...errorAnswers(404, 409) },
      },
    },
    async (request) =>
      catalogAdmin.updateProduct(actorOf(request), request.params.id, request.body),
  );

  app.put(
    '/products/:id/images',
    {
      schema: {
        ...staff,
        operationId: 'setProductImages',
        summary:
          "Sets a product's pictures in the shop's order, 1 to 8, the first its main picture; " +
          '409 when someone changed it after updatedAt',
        params: adminIdParams,
        body: productImagesBody,
        response: { 200: adminProduct, ...errorAnswers(404, 409) },
      },
    },
    async (request) => catalogAdmin.setImages(actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/products/:id/archive',
    {
      schema: {
        ...staff,
        operationId: 'archiveProduct',
        summary: 'Archives a product: gone from the shop, kept in old orders',
        response: { 200: adminProduct, ...errorAnswers(404, 409) },
        params: adminIdParams,
        body: productVersionBody,
      },
    },
    async (request) =>
      catalogAdmin.archiveProduct(actorOf(request), request.params.id, request.body.updatedAt),
  );

  app.post(
    '/products/:id/unarchive',
    {
      schema: {
        ...staff,
        operationId: 'unarchiveProduct',
        summary: 'Puts an archived product back in the shop',
        response: { 200: adminProduct, ...errorAnswers(404, 409) },
        params: adminIdParams,
        body: productVersionBody,
      },
    },
    async (request) =>
      catalogAdmin.unarchiveProduct(actorOf(request), request.params.id, request.body.updatedAt),
  );

  app.get(
    '/products/:id/stock',
    {
      schema: {
        ...staff,
        operationId: 'listStockAdjustments',
        summary: "A product's stock adjustments, newest first",
        response: { 200: z.array(stockAdjustment), ...errorAnswers(404) },
        params: adminIdParams,
      },
    },
    async (request, reply) =>
      sendListPage(reply, wholeList(await catalogAdmin.stockAdjustments(request.params.id))),
  );

  app.post(
    '/products/:id/stock',
    {
      schema: {
        ...staff,
        summary: 'Changes stock by delta with a reason; never below 0 (409)',
        params: adminIdParams,
        operationId: 'adjustStock',
        body: stockAdjustmentBody,
        response: { 201: stockAdjustment, ...errorAnswers(404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await catalogAdmin.adjustStock(actorOf(request), request.params.id, request.body)),
  );

  app.post(
    '/images',
    {
      bodyLimit: MAX_IMAGE_BYTES,
      // A declared size over the limit is refused before a byte is read, in plain words.
      onRequest: async (request) => {
        if (Number(request.headers['content-length'] ?? 0) > MAX_IMAGE_BYTES) throw tooLarge();
      },
      schema: {
        ...staff,
        summary:
          'Uploads a picture (the body is the file: JPEG, PNG or WebP, at most 5 MB); answers ' +
          'the path to save as a product or category image',
        operationId: 'uploadImage',
        querystring: uploadQuery,
        response: { 201: uploadedImage, ...errorAnswers(413, 415) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (body !== undefined && body !== null && !Buffer.isBuffer(body)) {
        throw new HttpError(415, 'Send the picture itself as image/jpeg, image/png or image/webp.');
      }
      return reply
        .status(201)
        .send(await storeImage(files, request.query.kind, body ?? Buffer.alloc(0)));
    },
  );

  app.get(
    '/categories',
    {
      schema: {
        ...staff,
        operationId: 'listAdminCategories',
        summary: 'Categories in the shop order, with their number of products',
        response: { 200: z.array(adminCategory) },
      },
    },
    async (_request, reply) => sendListPage(reply, wholeList(await catalogAdmin.categories())),
  );

  app.post(
    '/categories',
    {
      schema: {
        ...staff,
        operationId: 'createCategory',
        summary: 'Creates a category',
        body: categoryCreateBody,
        response: { 201: adminCategory, ...errorAnswers(409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await catalogAdmin.createCategory(actorOf(request), request.body)),
  );

  app.put(
    '/categories/order',
    {
      schema: {
        ...staff,
        summary: 'Sets the order of the categories (every id, once)',
        operationId: 'reorderCategories',
        body: categoryOrderBody,
        response: { 200: z.array(adminCategory), ...errorAnswers(409) },
      },
    },
    async (request, reply) =>
      sendListPage(
        reply,
        wholeList(await catalogAdmin.reorderCategories(actorOf(request), request.body.ids)),
      ),
  );

  app.patch(
    '/categories/:id',
    {
      schema: {
        ...staff,
        summary: 'Renames a category, or changes its slug or image',
        params: adminIdParams,
        operationId: 'updateCategory',
        body: categoryUpdateBody,
        response: { 200: adminCategory, ...errorAnswers(404, 409) },
      },
    },
    async (request) =>
      catalogAdmin.updateCategory(actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/categories/:id',
    {
      schema: {
        ...staff,
        operationId: 'deleteCategory',
        summary: 'Deletes a category that has no products (409 otherwise)',
        response: { 204: noContent, ...errorAnswers(404, 409) },
        params: adminIdParams,
      },
    },
    async (request, reply) => {
      await catalogAdmin.deleteCategory(actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
