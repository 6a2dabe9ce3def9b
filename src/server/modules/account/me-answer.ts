import { PROFILE_PATHS } from "../../../contracts/profile/paths";
import { meSchema, type Me } from "../../../contracts/profile/me";
import { withUser, type Database } from "../../db/client";
import type { Actor } from "../../lib/actor";
import { AppError } from "../../lib/errors";
import type { PageLoader } from "../module";
import { findMe } from "./queries";

/** GET /api/me's answer: the signed-in user, their names and the role in the workspace they act in. */
export async function meAnswer(database: Database, actor: Actor): Promise<Me> {
  const me = await withUser(database, actor, (db) => findMe(db, actor.userId), { readOnly: true });
  if (!me) throw new AppError({ code: "NOT_FOUND", message: "User not found" });
  return meSchema.parse(me);
}

/**
 * Every rendered page's shell asks /api/me (the names in the sidebar, the role that hides what a reviewer cannot do):
 * in the page's data, the first paint already shows them as the app will.
 */
export const meShellData: PageLoader = async ({ actor, scope }) => ({
  [PROFILE_PATHS.getMe.path]: await meAnswer(scope.database, actor),
});
