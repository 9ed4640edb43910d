import { csvAnswer, customerDetail, customerSummary } from '@harit/core/api/admin';
import { errorAnswers } from '@harit/core/api/common';
import {
  type CustomerDetail,
  type CustomerNoteInput,
  type CustomerQuery,
  type CustomerSummary,
  customerIdParams,
  customerNoteBody,
  customerQuery,
  customersCsvQuery,
} from '@harit/core/customers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../plugins/identity/plugin.ts';
import type { TokenUser } from '../../plugins/identity/tokens.ts';
import { type ListPage, sendCsvFile, sendListPage } from '../../plugins/list-reply.ts';

const staff = { tags: ['admin'], security: [{ bearer: ['staff'] }] };

/** What the routes read and write, across features (src/workflows/customers.ts, by app.ts). */
export interface Customers {
  page(query: CustomerQuery): Promise<ListPage<CustomerSummary>>;
  detail(id: string): Promise<CustomerDetail>;
  setNote(
    actor: Pick<TokenUser, 'id' | 'name' | 'email'>,
    id: string,
    input: CustomerNoteInput,
  ): Promise<CustomerDetail>;
  csv(search?: string): Promise<string>;
}

/**
 * The console's customers (decision 075): staff read the list and a customer's page and keep
 * the shop's note; the list as a file is for admins.
 */
export const customerAdminRoutes: FastifyPluginAsyncZod<{ customers: Customers }> = async (
  app,
  { customers },
) => {
  app.get(
    '/customers',
    {
      schema: {
        ...staff,
        operationId: 'listCustomers',
        summary:
          'Customers, newest accounts first, with orders, spend, last order and points; search ' +
          'by name, e-mail or phone; X-Total-Count gives the total',
        querystring: customerQuery,
        response: { 200: z.array(customerSummary) },
      },
    },
    async (request, reply) => sendListPage(reply, await customers.page(request.query)),
  );

  app.get(
    '/customers.csv',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        security: [{ bearer: ['admin'] }],
        operationId: 'exportCustomersCsv',
        summary: 'Every customer (or those the search finds) as CSV (admins)',
        querystring: customersCsvQuery,
        response: { 200: csvAnswer },
      },
    },
    async (request, reply) =>
      sendCsvFile(reply, 'customers.csv', await customers.csv(request.query.search)),
  );

  app.get(
    '/customers/:id',
    {
      schema: {
        ...staff,
        operationId: 'getCustomer',
        summary:
          "A customer's figures, the shop's note, and their latest orders, returns and requests",
        params: customerIdParams,
        response: { 200: customerDetail, ...errorAnswers(404) },
      },
    },
    async (request) => customers.detail(request.params.id),
  );

  app.put(
    '/customers/:id/note',
    {
      schema: {
        ...staff,
        operationId: 'setCustomerNote',
        summary: "Sets the shop's note about a customer (empty removes it); never shown to them",
        params: customerIdParams,
        body: customerNoteBody,
        response: { 200: customerDetail, ...errorAnswers(404) },
      },
    },
    async (request) => customers.setNote(request.user!, request.params.id, request.body),
  );
};
