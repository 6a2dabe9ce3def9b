import type { Logger } from "pino";
import type { Database } from "../db/client";

export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
    database: Database;
    /** The signed-in user's id, or null. Set by the session middleware on /api routes. */
    userId: string | null;
    /** Returns the user's id or throws a 401 AppError. */
    requireUserId: () => string;
  };
}
