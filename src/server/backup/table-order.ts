import type pg from "pg";

type Query = Pick<pg.ClientBase, "query">;

/**
 * The tables in an order where every table comes after the tables its foreign keys reference (ties by name, so the
 * same schema always gives the same order). A table's references to itself are checked at the end of its COPY.
 */
export async function dependencyOrder(client: Query, tables: readonly string[]): Promise<string[]> {
  const { rows } = await client.query<{ child: string; parent: string }>(
    `SELECT c.relname AS child, p.relname AS parent FROM pg_constraint k
       JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
      WHERE k.contype = 'f' AND c.relnamespace = 'public'::regnamespace`,
  );
  const wanted = new Set(tables);
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { child, parent } of rows)
    if (wanted.has(child) && wanted.has(parent) && child !== parent) parents.get(child)!.add(parent);
  const order: string[] = [];
  const left = new Set([...tables].sort());
  while (left.size) {
    const ready = [...left].find((t) => [...parents.get(t)!].every((p) => !left.has(p)));
    if (!ready) throw new Error(`foreign keys form a cycle between ${[...left].join(", ")}`);
    order.push(ready);
    left.delete(ready);
  }
  return order;
}

/** The columns COPY reads and writes (generated and dropped columns left out), in the table's order. */
export async function copyColumns(client: Query, table: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT attname AS name FROM pg_attribute
      WHERE attrelid = ('public.' || quote_ident($1))::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = ''
      ORDER BY attnum`,
    [table],
  );
  return rows.map((r) => r.name);
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
