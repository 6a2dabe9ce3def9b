import { namedStatementsOn, type UserDb } from "./client";

/**
 * A query prepared once per pooled connection (Drizzle's prepared statement = a named Postgres statement, which
 * lives on one connection): later calls skip both Drizzle's query building and Postgres's parsing and planning.
 * For hot read paths; `build` must use sql.placeholder() for its inputs and pass its `name` to .prepare().
 * Without named statements (DATABASE_PREPARED_STATEMENTS=false, e.g. behind PgBouncer before 1.21 in transaction
 * mode) the name is empty: Drizzle then sends an unnamed statement, built once but parsed by Postgres each time.
 */
export function preparedPerConnection<Q>(name: string, build: (db: UserDb, name: string) => Q): (db: UserDb) => Q {
  const cache = new WeakMap<UserDb, Q>();
  return (db) => {
    let query = cache.get(db);
    if (!query) {
      query = build(db, namedStatementsOn(db) ? name : "");
      cache.set(db, query);
    }
    return query;
  };
}
