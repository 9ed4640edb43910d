// All customer-care SQL. Rows are mapped to the API's SupportTicket shape here, once.
import type { SupportTicket } from '@harit/core/types';
import type { SupportTicketStatus, SupportTopic } from '@harit/core/validation';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Executor } from '../../db/transaction.ts';
import { newSupportReference } from './reference.ts';

export interface NewSupportTicket {
  userId: string | null;
  email: string;
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

function toTicket(row: TicketRow): SupportTicket {
  return {
    reference: row.reference,
    // The table's check constraints hold these to the core lists.
    status: row.status as SupportTicketStatus,
    topic: row.topic as SupportTopic,
    orderNumber: row.order_number,
    message: row.message,
    email: row.email,
    createdAt: new Date(row.created_at).toISOString(),
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
      const [rows, counted] = await Promise.all([
        db
          .selectFrom('support_tickets')
          .select(COLUMNS)
          .where('user_id', '=', userId)
          .orderBy('created_at', 'desc')
          .orderBy('id')
          .limit(limit)
          .offset(offset)
          .execute(),
        db
          .selectFrom('support_tickets')
          .select(sql<number>`count(*)`.as('total'))
          .where('user_id', '=', userId)
          .executeTakeFirst(),
      ]);
      return { items: rows.map(toTicket), total: Number(counted?.total ?? 0) };
    },

    /** One ticket, only if it is the user's: someone else's is as absent as a made-up one. */
    async findForUser(userId: string, reference: string): Promise<SupportTicket | undefined> {
      const row = await db
        .selectFrom('support_tickets')
        .select(COLUMNS)
        .where('user_id', '=', userId)
        .where('reference', '=', reference)
        .executeTakeFirst();
      return row ? toTicket(row) : undefined;
    },
  };
}

export type SupportRepository = ReturnType<typeof createSupportRepository>;

/** Tickets not yet resolved, every customer's (the merchant dashboard, issue 15). */
export async function openTicketCount(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('support_tickets')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .where('status', '!=', 'resolved' satisfies SupportTicketStatus)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
