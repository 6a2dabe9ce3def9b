import type pg from "pg";

/**
 * Where the shared limits live: the owner pool (the tables are system tables, outside row-level security) and a
 * key prefix. Production uses no prefix, so every process on the database counts together; tests give each app
 * instance its own prefix, as they give each test its own users.
 */
export interface LimitStore {
  pool: Pick<pg.Pool, "query">;
  scope: string;
}

export function limitStore(pool: LimitStore["pool"], scope = ""): LimitStore {
  return { pool, scope };
}
