export interface FreshPostgres {
  name: string;
  url: string;
  drop(): Promise<void>;
}

export function freshPostgres(adminUrl: string, prefix?: string): Promise<FreshPostgres>;
