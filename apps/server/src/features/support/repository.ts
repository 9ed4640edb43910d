// All customer-care SQL: support_tickets and support_replies. Rows are mapped to the API's
// SupportTicket shape here, once.
import type { Language } from '@harit/core/language';
import type { SupportInboxQuery } from '@harit/core/support';
import type { SupportReply, SupportTicket } from '@harit/core/types';
import type { SupportTicketStatus, SupportTopic } from '@harit/core/validation';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Db } from '../../db/database.ts';
import { containsPattern } from '../../db/like.ts';
import { pageWithTotal } from '../../db/page.ts';
import type { Database } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import { newSupportReference } from './reference.ts';

export interface NewSupportTicket {
  userId: string | null;
  email: string;
  /** The request's language: a staff reply's mail to a guest is written in it. */
  language: Language;
  topic: SupportTopic;
  orderNumber?: string;
  message: string;
}

export interface SupportTicketPage {
  items: SupportTicket[];
  total: number;
}

const COLUMNS = [
  'reference',
  'status',
  'topic',
  'order_number',
  'message',
  'email',
  'created_at',
] as const;

type TicketRow = {
  reference: string;
  status: string;
  topic: string;
  order_number: string | null;
  message: string;
  email: string;
  created_at: Date | string;
};

function toTicket(row: TicketRow, replies: SupportReply[] = []): SupportTicket {
  return {
    reference: row.reference,
    // The table's check constraints hold these to the core lists.
    status: row.status as SupportTicketStatus,
    topic: row.topic as SupportTopic,
    orderNumber: row.order_number,
    message: row.message,
    email: row.email,
    createdAt: new Date(row.created_at).toISOString(),
    replies,
  };
}

/** A collision in 10¹² references is all but impossible; a few retries make it harmless. */
const REFERENCE_ATTEMPTS = 5;

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown }).code === '23505';
}

export function createSupportRepository(db: Db, makeReference = newSupportReference) {
  return {
    async create(ticket: NewSupportTicket): Promise<SupportTicket> {
      for (let attempt = 1; ; attempt++) {
        try {
          const row = await db
            .insertInto('support_tickets')
            .values({
              reference: makeReference(),
              user_id: ticket.userId,
              email: ticket.email,
              topic: ticket.topic,
              order_number: ticket.orderNumber ?? null,
              message: ticket.message,
              language: ticket.language,
            })
            .returning(COLUMNS)
            .executeTakeFirstOrThrow();
          return toTicket(row);
        } catch (error) {
          if (!isUniqueViolation(error) || attempt >= REFERENCE_ATTEMPTS) throw error;
        }
      }
    },

    /** The user's own tickets, newest first. */
    async listForUser(
      userId: string,
      { limit, offset }: { limit: number; offset: number },
    ): Promise<SupportTicketPage> {
      const { rows, total } = await pageWithTotal(
        db.selectFrom('support_tickets').where('user_id', '=', userId),
        (theirs) =>
          theirs
            .select([...COLUMNS, 'id'])
            .orderBy('created_at', 'desc')
            .orderBy('id')
            .limit(limit)
            .offset(offset),
      );
      const replies = await repliesOf(
        db,
        rows.map((r) => r.id),
      );
      return { items: rows.map((r) => toTicket(r, replies.get(r.id))), total };
    },

    /** One ticket, only if it is the user's: someone else's is as absent as a made-up one. */
    async findForUser(userId: string, reference: string): Promise<SupportTicket | undefined> {
      const row = await db
        .selectFrom('support_tickets')
        .select([...COLUMNS, 'id'])
        .where('user_id', '=', userId)
        .where('reference', '=', reference)
        .executeTakeFirst();
      return row ? toTicket(row, (await repliesOf(db, [row.id])).get(row.id)) : undefined;
    },
  };
}

export type SupportRepository = ReturnType<typeof createSupportRepository>;

// ---- The conversation and the inbox ------------------------------------------

/** The replies of these tickets, oldest first, by ticket id. */
export async function repliesOf(
  db: Executor,
  ticketIds: readonly string[],
): Promise<Map<string, SupportReply[]>> {
  const byTicket = new Map<string, SupportReply[]>();
  if (ticketIds.length === 0) return byTicket;
  const rows = await db
    .selectFrom('support_replies')
    .select(['id', 'ticket_id', 'author_name', 'from_staff', 'body', 'created_at'])
    .where('ticket_id', 'in', ticketIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const list = byTicket.get(row.ticket_id) ?? [];
    list.push({
      id: row.id,
      author: row.author_name,
      fromStaff: row.from_staff,
      body: row.body,
      createdAt: new Date(row.created_at).toISOString(),
    });
    byTicket.set(row.ticket_id, list);
  }
  return byTicket;
}

const INBOX_COLUMNS = [
  ...COLUMNS,
  'id',
  'user_id',
  'assigned_to',
  'updated_at',
  'language',
] as const;
export type InboxRow = TicketRow & {
  id: string;
  user_id: string | null;
  assigned_to: string | null;
  updated_at: Date;
  language: string;
};

/** The ticket as the shopper and staff see it, with its replies. */
export async function toFullTicket(db: Executor, row: InboxRow): Promise<SupportTicket> {
  return toTicket(row, (await repliesOf(db, [row.id])).get(row.id));
}

export { toTicket };

/**
 * One ticket by reference; with `userId`, only if it is that user's. Locked for the rest of
 * the transaction when `forUpdate`, so two messages or a message and a close take turns.
 */
export function ticketByReference(
  db: Executor,
  reference: string,
  { userId, forUpdate = false }: { userId?: string; forUpdate?: boolean } = {},
): Promise<InboxRow | undefined> {
  let query = db
    .selectFrom('support_tickets')
    .select(INBOX_COLUMNS)
    .where('reference', '=', reference);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** The inbox: newest activity first, by status, assignee, reference or e-mail. */
export async function inboxPage(
  db: Executor,
  { status, mine, search, limit, offset }: SupportInboxQuery,
  staffId: string,
): Promise<{ rows: InboxRow[]; total: number }> {
  const matches = (eb: ExpressionBuilder<Database, 'support_tickets'>) => {
    const conditions: Expression<SqlBool>[] = [];
    if (status) conditions.push(eb('status', '=', status));
    if (mine) conditions.push(eb('assigned_to', '=', staffId));
    if (search) {
      const term = search.toLowerCase();
      const pattern = containsPattern(term);
      conditions.push(
        eb.or([
          eb(eb.fn('lower', ['reference']), '=', term),
          eb(eb.fn('lower', ['email']), 'like', pattern),
        ]),
      );
    }
    return eb.and(conditions);
  };
  const { rows, total } = await pageWithTotal(
    db.selectFrom('support_tickets').where(matches),
    (matching) =>
      matching
        .select(INBOX_COLUMNS)
        .orderBy('updated_at', 'desc')
        .orderBy('id')
        .limit(limit)
        .offset(offset),
  );
  return { rows: rows as InboxRow[], total };
}

export async function insertReply(
  trx: Executor,
  reply: {
    ticketId: string;
    author: { id: string; name: string };
    fromStaff: boolean;
    body: string;
  },
): Promise<SupportReply> {
  const row = await trx
    .insertInto('support_replies')
    .values({
      ticket_id: reply.ticketId,
      author_user_id: reply.author.id,
      author_name: reply.author.name,
      from_staff: reply.fromStaff,
      body: reply.body,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    author: reply.author.name,
    fromStaff: reply.fromStaff,
    body: reply.body,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export function updateTicket(
  trx: Executor,
  id: string,
  change: { status?: SupportTicketStatus; assigned_to?: string | null },
): Promise<InboxRow> {
  return trx
    .updateTable('support_tickets')
    .set({ ...change, updated_at: new Date() })
    .where('id', '=', id)
    .returning(INBOX_COLUMNS)
    .executeTakeFirstOrThrow() as Promise<InboxRow>;
}

/** Requests not closed yet (open or answered), every customer's: the merchant dashboard's figure. */
export async function openTicketCount(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('support_tickets')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .where('status', '!=', 'closed' satisfies SupportTicketStatus)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
