// Working together in the merchant console (decision 081): admins invite staff by e-mail, staff
// keep notes on orders that shoppers never see, and reuse saved replies in the support inbox.

import { FULL_NAME_MAX_LENGTH } from './limits.ts';
import {
  EMAIL_PATTERN,
  idSchema,
  passwordSchema,
  SUPPORT_MESSAGE_MAX,
  singleLine,
  text,
} from './validation.ts';
import { z } from './zod.ts';

/** An invitation link works this long. */
export const INVITE_DAYS = 7;
export const INVITE_ROLES = ['staff', 'admin'] as const;
export type InviteRole = (typeof INVITE_ROLES)[number];

/** POST /api/admin/staff/invites: who is invited, and as what. */
export const staffInviteBody = z.object({
  email: singleLine().trim().max(254).regex(EMAIL_PATTERN, 'Please enter a valid email.'),
  role: z.enum(INVITE_ROLES, { error: 'Role must be staff or admin' }),
});
export type StaffInviteInput = z.infer<typeof staffInviteBody>;

/** /api/admin/staff/invites/:id */
export const staffInviteIdParams = z.object({ id: idSchema });

/** /api/staff-invites/:token — the link's secret, as the mail gave it. */
export const inviteTokenParams = z.object({ token: singleLine().trim().min(1).max(128) });

/**
 * POST /api/staff-invites/:token/accept. Without a name and password: the signed-in account
 * with the invited e-mail takes the role. With them: a new account (sign-up's rules, SPEC §5).
 */
export const inviteAcceptBody = z
  .object({
    // Sign-up's Full Name rule; a control character is refused naming the field as sent.
    name: singleLine()
      .trim()
      .min(1, 'Full name is required')
      .max(FULL_NAME_MAX_LENGTH, `Full name must be at most ${FULL_NAME_MAX_LENGTH} characters.`),
    password: text().min(1, 'Password is required').pipe(passwordSchema),
    confirmPassword: text().min(1, 'Please confirm your password'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type InviteAcceptInput = z.infer<typeof inviteAcceptBody>;

/** An open invitation, as the Staff page lists it. */
export interface StaffInvite {
  id: string;
  email: string;
  role: InviteRole;
  invitedBy: string;
  createdAt: string;
  expiresAt: string;
}

/** What the invitation page shows before the invitee acts. */
export interface InviteDetails {
  shopName: string;
  email: string;
  role: InviteRole;
  /** whether an account with this e-mail already exists (then: sign in as it and accept) */
  accountExists: boolean;
  expiresAt: string;
}

export const ORDER_NOTE_MAX = 2_000;

/** POST /api/admin/orders/:orderNumber/notes: several lines allowed (decision 081). */
export const orderNoteBody = z.object({
  note: text()
    .trim()
    .min(1, 'Please write a note')
    .max(ORDER_NOTE_MAX, `Note must be at most ${ORDER_NOTE_MAX} characters.`),
});
export type OrderNoteInput = z.infer<typeof orderNoteBody>;

export interface OrderNote {
  id: string;
  note: string;
  author: string;
  at: string;
}

export const SAVED_REPLY_TITLE_MAX = 80;

/** POST/PUT /api/admin/support/saved-replies: a title to pick it by, a body to insert. */
export const savedReplyBody = z.object({
  title: singleLine()
    .trim()
    .min(1, 'Please give the reply a title')
    .max(SAVED_REPLY_TITLE_MAX, `Title must be at most ${SAVED_REPLY_TITLE_MAX} characters.`),
  body: text()
    .trim()
    .min(1, 'Please write a message')
    .max(SUPPORT_MESSAGE_MAX, 'Please keep your message under 2000 characters'),
});
export type SavedReplyInput = z.infer<typeof savedReplyBody>;

export const savedReplyIdParams = z.object({ id: idSchema });

export interface SavedReply {
  id: string;
  title: string;
  body: string;
  updatedBy: string;
  updatedAt: string;
}
