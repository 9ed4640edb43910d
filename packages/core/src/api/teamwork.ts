// Answers of the console's working-together routes (decision 081): invitations, order notes,
// saved replies.

import {
  INVITE_ROLES,
  type InviteDetails,
  type OrderNote,
  type SavedReply,
  type StaffInvite,
} from '../teamwork.ts';
import { z } from '../zod.ts';
import { conforms, email, entityId, instant } from './common.ts';

export const staffInvite = conforms<StaffInvite>()(
  z
    .object({
      id: entityId,
      email,
      role: z.enum(INVITE_ROLES),
      invitedBy: z.string().describe('Name of the admin who invited'),
      createdAt: instant,
      expiresAt: instant,
    })
    .meta({ id: 'StaffInvite' }),
);

export const inviteDetails = conforms<InviteDetails>()(
  z
    .object({
      shopName: z.string(),
      email,
      role: z.enum(INVITE_ROLES),
      accountExists: z.boolean(),
      expiresAt: instant,
    })
    .meta({ id: 'InviteDetails' }),
);

export const inviteAccepted = z
  .object({
    email,
    role: z.enum(INVITE_ROLES),
    created: z
      .boolean()
      .describe('Whether a new account was made (else an existing one took the role)'),
  })
  .meta({ id: 'InviteAccepted' });

export const orderNote = conforms<OrderNote>()(
  z
    .object({ id: entityId, note: z.string(), author: z.string(), at: instant })
    .meta({ id: 'OrderNote' }),
);

export const savedReply = conforms<SavedReply>()(
  z
    .object({
      id: entityId,
      title: z.string(),
      body: z.string(),
      updatedBy: z.string(),
      updatedAt: instant,
    })
    .meta({ id: 'SavedReply' }),
);
