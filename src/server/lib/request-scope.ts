import type { Logger } from "pino";
import type { Database } from "../db/client";

/** What a service needs from the request: its database handle (it carries the session to confirm) and logger. */
export interface RequestScope {
  database: Database;
  logger: Logger;
}

/**
 * A service built once with its integrations and bound to a request by a cheap call (`services.posts(c.var)`),
 * because the request's database handle carries its session proof.
 */
export type Scoped<S> = (scope: RequestScope) => S;
