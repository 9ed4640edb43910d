import { pinCodeAnswer, savedAddress } from '@harit/core/api/account';
import { errorAnswers, okMessage } from '@harit/core/api/common';
import { deliveryEstimate } from '@harit/core/delivery';
import type { PinCodeAnswer } from '@harit/core/types';
import { addressIdParams, addressInputSchema, pinParams } from '@harit/core/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../plugins/errors.ts';
import { guardUserRoutes } from '../../plugins/identity/plugin.ts';
import { sendListPage, wholeList } from '../../plugins/list-reply.ts';
import { createAddressBook } from './address-book.ts';
import { lookupPin } from './pin-codes.ts';

const docs = { tags: ['account'], security: [{ bearer: [] }] };

/**
 * Where a PIN code is: public, for the address forms to fill city and state, and
 * the delivery estimate there (decision 029) — computed here, where the PIN's real state is
 * known, from core's one zone table and the seller's state.
 */
export const pinCodeRoutes: FastifyPluginAsyncZod<{
  /** the state of the seller in force (decision 083) */
  sellerState: () => Promise<string>;
}> = async (app, { sellerState }) => {
  app.get(
    '/pin-codes/:pin',
    {
      schema: {
        operationId: 'getPinCode',
        tags: ['account'],
        summary:
          "Where an Indian PIN code is and when an order placed now arrives there: { pin, city (its head office's town, or null), district, state, states (more than one on a border), delivery: { zone, label, minDays, maxDays, earliest, latest } }; 404 when India Post doesn't know it",
        params: pinParams,
        response: { 200: pinCodeAnswer, ...errorAnswers(404) },
      },
    },
    async (request): Promise<PinCodeAnswer> => {
      const place = lookupPin(request.params.pin);
      if (!place) throw notFound('We do not know this PIN code');
      return { ...place, delivery: deliveryEstimate(place, await sellerState(), new Date()) };
    },
  );
};

/** The shopper's address book under /api/account/addresses: their own only. */
export const addressRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  guardUserRoutes(app);
  const book = createAddressBook(db);

  app.get(
    '/account/addresses',
    {
      schema: {
        ...docs,
        operationId: 'listAddresses',
        summary: 'Saved addresses, the default first',
        response: { 200: z.array(savedAddress) },
      },
    },
    async (request, reply) => sendListPage(reply, wholeList(await book.list(request.user!.id))),
  );

  app.post(
    '/account/addresses',
    {
      schema: {
        ...docs,
        operationId: 'addAddress',
        summary: 'Adds an address (at most 20; the first becomes the default)',
        body: addressInputSchema,
        response: { 201: savedAddress, ...errorAnswers(409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await book.add(request.user!.id, request.body)),
  );

  app.put(
    '/account/addresses/:addressId',
    {
      schema: {
        ...docs,
        operationId: 'updateAddress',
        summary: 'Changes an address',
        params: addressIdParams,
        body: addressInputSchema,
        response: { 200: savedAddress, ...errorAnswers(404) },
      },
    },
    async (request) => book.update(request.user!.id, request.params.addressId, request.body),
  );

  app.delete(
    '/account/addresses/:addressId',
    {
      schema: {
        ...docs,
        operationId: 'deleteAddress',
        summary: 'Deletes an address (the oldest left becomes the default)',
        params: addressIdParams,
        response: { 200: okMessage, ...errorAnswers(404) },
      },
    },
    async (request) => {
      await book.remove(request.user!.id, request.params.addressId);
      return { ok: true, message: 'Address deleted' };
    },
  );

  app.post(
    '/account/addresses/:addressId/default',
    {
      schema: {
        ...docs,
        operationId: 'setDefaultAddress',
        summary: 'Makes the address the default one the checkout preselects',
        params: addressIdParams,
        response: { 200: savedAddress, ...errorAnswers(404) },
      },
    },
    async (request) => book.makeDefault(request.user!.id, request.params.addressId),
  );
};
