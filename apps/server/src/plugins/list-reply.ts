import type { FastifyReply } from 'fastify';

/** One page of a list and the count of everything that matched. */
export interface ListPage<T> {
  items: T[];
  total: number;
}

/**
 * Answers a list call as every list in the API does (README, API): the page's items as the body and
 * the count of all matches in X-Total-Count, which the web's apiPage() reads.
 */
export function sendListPage<T>(reply: FastifyReply, { items, total }: ListPage<T>): T[] {
  reply.header('X-Total-Count', String(total));
  return items;
}

/** A whole list as one page (lists without limit/offset: cart, wishlist). */
export function wholeList<T>(items: T[]): ListPage<T> {
  return { items, total: items.length };
}

/**
 * Sends a CSV file to download as `filename`. Private and not stored: the merchant's exports
 * hold customers' details.
 */
export function sendCsvFile(reply: FastifyReply, filename: string, csv: string): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .header('Cache-Control', 'private, no-store')
    .send(csv);
}
