import type { SelectQueryBuilder } from 'kysely';
import type { Database } from './schema.ts';

/** One page of rows and how many rows matched in all (a list's X-Total-Count). */
export interface RowPage<Row> {
  rows: Row[];
  total: number;
}

/**
 * Reads one page of the rows `matching` finds, as `page` selects, orders and cuts them, and counts
 * every row `matching` finds. The page and the count start from the same filtered query, so the
 * total always counts what the page was taken from. The SQL stays in the feature's repository:
 * this only runs the two reads side by side.
 */
export async function pageWithTotal<TB extends keyof Database, O, Row>(
  matching: SelectQueryBuilder<Database, TB, O>,
  page: (matching: SelectQueryBuilder<Database, TB, O>) => { execute(): Promise<Row[]> },
): Promise<RowPage<Row>> {
  const [rows, counted] = await Promise.all([
    page(matching).execute(),
    matching.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(counted.total) };
}
