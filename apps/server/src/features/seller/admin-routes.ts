import { sellerSettingsAnswer } from '@harit/core/api/admin';
import { sellerSettingsSchema } from '@harit/core/seller';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SellerConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { withTransaction } from '../../db/transaction.ts';
import { requireAdmin } from '../../plugins/identity/plugin.ts';
import { changeSellerSettings, sellerSettings } from './service.ts';

const admins = { tags: ['admin'], security: [{ bearer: ['admin'] }] };

/**
 * The console's seller settings (decision 083), admins only: who sells, as the documents issued
 * from now on print it. `defaults` are the server's SELLER_* variables.
 */
export const sellerAdminRoutes: FastifyPluginAsyncZod<{ db: Db; defaults: SellerConfig }> = async (
  app,
  { db, defaults },
) => {
  app.get(
    '/seller-settings',
    {
      onRequest: requireAdmin,
      schema: {
        ...admins,
        operationId: 'getSellerSettings',
        summary: 'The seller printed on tax invoices and credit notes (admins)',
        response: { 200: sellerSettingsAnswer },
      },
    },
    async () => sellerSettings(db, defaults),
  );

  app.put(
    '/seller-settings',
    {
      onRequest: requireAdmin,
      schema: {
        ...admins,
        operationId: 'saveSellerSettings',
        summary:
          'Saves the seller; documents issued from now on print it, numbered with its invoice prefix (admins)',
        body: sellerSettingsSchema,
        response: { 200: sellerSettingsAnswer },
      },
    },
    async (request) =>
      withTransaction(db, (trx) =>
        changeSellerSettings(trx, request.user!, defaults, request.body),
      ),
  );
};
