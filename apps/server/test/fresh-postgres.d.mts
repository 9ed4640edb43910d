export interface FreshPostgres {
  name: string;
  url: string;
  drop(): Promise<void>;
}

export function freshPostgres(
  adminUrl: string,
  prefix?: string,
  template?: string,
): Promise<FreshPostgres>;

/** Runs one statement on its own connection and returns its rows. */
export function queryOnce<Row = Record<string, unknown>>(
  url: string,
  text: string,
  values?: unknown[],
): Promise<Row[]>;
