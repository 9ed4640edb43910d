// The support inbox: staff list, read, assign, answer and close requests; the
// signed-in shopper adds follow-ups to their own open request. Every staff change writes an
// audit entry in its transaction; a staff reply e-mails the requester (guest or signed in).
import { isLanguage } from '@harit/core/language';
import type { AdminSupportTicket, SupportInboxQuery } from '@harit/core/support';
import { statusAfterMessage } from '@harit/core/support';
import type { SupportReply, SupportTicket } from '@harit/core/types';
import {
  SUPPORT_TOPIC_LABELS,
  type SupportTicketStatus,
  type SupportTopic,
} from '@harit/core/validation';
import { recordAudit } from '../../audit/record.ts';
import type { Db } from '../../db/database.ts';
import { type Executor, type Trx, withTransaction } from '../../db/transaction.ts';
import { msg } from '../../locales/index.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { badRequest, conflict, notFound } from '../../plugins/errors.ts';
import type { TokenUser } from '../../plugins/identity/tokens.ts';
import type { ListPage } from '../../plugins/list-reply.ts';
import type { SupportStaff } from './neighbours.ts';
import {
  type InboxRow,
  inboxPage,
  insertReply,
  repliesOf,
  ticketByReference,
  toTicket,
  updateTicket,
} from './repository.ts';

const NOT_FOUND = msg('Support request not found');

async function toAdminTickets(
  db: Executor,
  people: SupportStaff,
  rows: InboxRow[],
): Promise<AdminSupportTicket[]> {
  const replies = await repliesOf(
    db,
    rows.map((r) => r.id),
  );
  const staff = rows.some((r) => r.assigned_to) ? await people.listStaff(db) : [];
  // Who wrote the request: the customer by name (decision 075), not "a signed-in shopper".
  const names = await people.accountNames(db, [
    ...new Set(rows.flatMap((r) => (r.user_id ? [r.user_id] : []))),
  ]);
  return rows.map((row) => {
    const assignee = row.assigned_to ? staff.find((s) => s.id === row.assigned_to) : undefined;
    return {
      ...toTicket(row, replies.get(row.id)),
      guest: row.user_id === null,
      customer: row.user_id ? { id: row.user_id, name: names.get(row.user_id) ?? row.email } : null,
      assignedTo: row.assigned_to
        ? { id: row.assigned_to, name: assignee?.name ?? 'A former staff member' }
        : null,
      updatedAt: new Date(row.updated_at).toISOString(),
    };
  });
}

const audited = (row: InboxRow) => ({ status: row.status, assignedTo: row.assigned_to });

export function createSupportInbox(db: Db, people: SupportStaff) {
  /** Locks the ticket, runs the change, audits it, and answers the ticket as it now is. */
  async function change(
    staff: TokenUser,
    reference: string,
    action: string,
    work: (trx: Trx, row: InboxRow) => Promise<InboxRow>,
  ): Promise<AdminSupportTicket> {
    return withTransaction(db, async (trx) => {
      const row = await ticketByReference(trx, reference, { forUpdate: true });
      if (!row) throw notFound(NOT_FOUND);
      const updated = await work(trx, row);
      await recordAudit(trx, {
        actor: staff,
        action: `support.${action}`,
        entity: 'support-ticket',
        entityId: reference,
        before: audited(row),
        after: audited(updated),
      }); // audit
      return (await toAdminTickets(trx, people, [updated]))[0]!;
    });
  }

  /** A message on a ticket that takes messages; the status follows core's rule. */
  async function addMessage(
    trx: Trx,
    row: InboxRow,
    author: { id: string; name: string },
    fromStaff: boolean,
    body: string,
  ): Promise<{ reply: SupportReply; row: InboxRow }> {
    const status = statusAfterMessage(row.status as SupportTicketStatus, fromStaff);
    if (!status) throw conflict('This request is closed; send a new request instead');
    const reply = await insertReply(trx, { ticketId: row.id, author, fromStaff, body });
    return { reply, row: await updateTicket(trx, row.id, { status }) };
  }

  return {
    async list(query: SupportInboxQuery, staff: TokenUser): Promise<ListPage<AdminSupportTicket>> {
      const { rows, total } = await inboxPage(db, query, staff.id);
      return { items: await toAdminTickets(db, people, rows), total };
    },

    /** Staff and admins, by name: whom a request may be assigned to. */
    async assignees(): Promise<{ id: string; name: string }[]> {
      const staff = await people.listStaff(db);
      return staff
        .map(({ id, name }) => ({ id, name }))
        .sort((a, b) => a.name.localeCompare(b.name));
    },

    async get(reference: string): Promise<AdminSupportTicket> {
      const row = await ticketByReference(db, reference);
      if (!row) throw notFound(NOT_FOUND);
      return (await toAdminTickets(db, people, [row]))[0]!;
    },

    /** To a staff member (or admin) by id, or to nobody (null). */
    assign: (staff: TokenUser, reference: string, staffId: string | null) =>
      change(staff, reference, 'assign', async (trx, row) => {
        if (staffId !== null && !(await people.listStaff(trx)).some((s) => s.id === staffId)) {
          throw badRequest('Staff member must be someone with the staff or admin role.');
        }
        return updateTicket(trx, row.id, { assigned_to: staffId });
      }),

    /**
     * A staff reply: the ticket becomes answered, and the requester is e-mailed once this
     * commits (decision 023) — a guest's only way to read it.
     */
    reply: (staff: TokenUser, reference: string, body: string) =>
      change(staff, reference, 'reply', async (trx, row) => {
        const { reply, row: updated } = await addMessage(trx, row, staff, true, body);
        await enqueueMail(trx, {
          key: `support-reply:${reply.id}`,
          to: row.email,
          // The requester's account's language; a guest has none, so the mail is in the language
          // the request was written in (migration 0024, decision 044).
          userId: row.user_id,
          language: isLanguage(row.language) ? row.language : undefined,
          template: 'support-reply',
          data: {
            // A request keeps no name, only the e-mail: the greeting goes without one.
            name: '',
            ticketReference: row.reference,
            ticketSubject: SUPPORT_TOPIC_LABELS[row.topic as SupportTopic] ?? row.topic,
            reply: body,
          },
        }); // mail
        return updated;
      }),

    close: (staff: TokenUser, reference: string) =>
      change(staff, reference, 'close', async (trx, row) => {
        if (row.status === 'closed') throw conflict('This request is already closed');
        return updateTicket(trx, row.id, { status: 'closed' });
      }),

    /** The shopper's follow-up on their own open ticket: it is open again for the shop. */
    async followUp(
      user: Pick<TokenUser, 'id' | 'name'>,
      reference: string,
      body: string,
    ): Promise<SupportTicket> {
      return withTransaction(db, async (trx) => {
        const row = await ticketByReference(trx, reference, { userId: user.id, forUpdate: true });
        if (!row) throw notFound(NOT_FOUND);
        const { row: updated } = await addMessage(trx, row, user, false, body);
        return toTicket(updated, (await repliesOf(trx, [updated.id])).get(updated.id));
      });
    },
  };
}

export type SupportInbox = ReturnType<typeof createSupportInbox>;
