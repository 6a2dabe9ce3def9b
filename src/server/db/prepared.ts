import type { UserDb } from "./client";

/**
 * A query prepared once per pooled connection (Drizzle's prepared statement = a named Postgres statement, which
 * lives on one connection): later calls skip both Drizzle's query building and Postgres's parsing and planning.
 * For hot read paths; `build` must use sql.placeholder() for its inputs.
 */
export function preparedPerConnection<Q>(build: (db: UserDb) => Q): (db: UserDb) => Q {
  const cache = new WeakMap<UserDb, Q>();
  return (db) => {
    let query = cache.get(db);
    if (!query) {
      query = build(db);
      cache.set(db, query);
    }
    return query;
  };
}
