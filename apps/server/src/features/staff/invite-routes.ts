import { apiError, errorAnswers } from '@harit/core/api/common';
import { inviteAccepted, inviteDetails } from '@harit/core/api/teamwork';
import { inviteAcceptBody, inviteTokenParams } from '@harit/core/teamwork';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import type { Auth } from '../../plugins/identity/auth.ts';
import { refuseOtherUsersId } from '../../plugins/identity/plugin.ts';
import {
  acceptInvite,
  acceptInviteWithNewAccount,
  inviteDetails as readInvite,
} from './invite-service.ts';

const tags = ['staff-invites'];

/**
 * The invitation link's API (decision 081), public: the link's token is the credential. It
 * shows the invitation, makes the invitee's account, or lets the signed-in account with the
 * invited e-mail accept. A used, withdrawn or expired link answers 409 saying which; an
 * unknown one 404.
 */
export const staffInviteRoutes: FastifyPluginAsyncZod<{ db: Db; auth: Auth }> = async (
  app,
  { db, auth },
) => {
  app.get(
    '/staff-invites/:token',
    {
      schema: {
        tags,
        operationId: 'getStaffInvite',
        summary: "The invitation behind a link: the shop's name, the e-mail and the role",
        params: inviteTokenParams,
        response: { 200: inviteDetails, ...errorAnswers(404, 409) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return readInvite(db, request.params.token);
    },
  );

  app.post(
    '/staff-invites/:token/account',
    {
      // Nobody's data is named here, but a userId sent anyway is refused as everywhere (403).
      preValidation: refuseOtherUsersId,
      schema: {
        tags,
        operationId: 'acceptStaffInviteWithNewAccount',
        summary:
          'Creates the invitee’s account (sign-up’s rules) with the invited role; then sign in',
        params: inviteTokenParams,
        body: inviteAcceptBody,
        // 403: a userId sent anyway (refuseOtherUsersId).
        response: { 201: inviteAccepted, 403: apiError, ...errorAnswers(404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await acceptInviteWithNewAccount(db, auth, request.params.token, request.body)),
  );

  app.post(
    '/staff-invites/:token/accept',
    {
      onRequest: app.requireUser,
      preValidation: refuseOtherUsersId,
      schema: {
        tags,
        operationId: 'acceptStaffInvite',
        summary:
          'The signed-in account with the invited e-mail takes the role; its sessions end, so ' +
          'it signs in again (403 for another account)',
        params: inviteTokenParams,
        response: { 200: inviteAccepted, ...errorAnswers(404, 409) },
        security: [{ bearer: [] }],
      },
    },
    async (request) => acceptInvite(db, request.params.token, request.user!),
  );
};
