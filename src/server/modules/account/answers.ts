import { meSchema, type Me } from "../../../contracts/profile/me";
import { withUser, type Database } from "../../db/client";
import type { Actor } from "../../lib/actor";
import { AppError } from "../../lib/errors";
import { findMe } from "./queries";

/** GET /api/me's body: its route and the pages whose first view shows the user's profile (the editor) answer it alike. */
export async function meAnswer(database: Database, actor: Actor): Promise<Me> {
  const me = await withUser(database, actor, (db) => findMe(db, actor.userId), { readOnly: true });
  if (!me) throw new AppError({ code: "NOT_FOUND", message: "User not found" });
  return meSchema.parse(me);
}
