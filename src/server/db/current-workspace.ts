import { eq, sql, type Column } from "drizzle-orm";

// Every query names the request's workspace (app_current_workspace_id(), set with the user by withUser); row-level
// security stands behind it.

/** The request's workspace, as the queries name it; the benchmark passes a literal id to run the same SQL bare. */
export const CURRENT_WORKSPACE = sql`app_current_workspace_id()`;

/** `column` is the request's workspace. */
export const inWorkspace = (column: Column) => eq(column, CURRENT_WORKSPACE);
