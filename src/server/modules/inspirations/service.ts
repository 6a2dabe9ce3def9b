import { findPattern } from "../../../shared/inspirations/patterns";
import { withUser, type Database } from "../../db/client";
import type { Actor } from "../../lib/actor";
import { AppError } from "../../lib/errors";
import * as q from "./queries";

const notFound = () => new AppError({ code: "NOT_FOUND", message: "Inspiration not found" });

/**
 * The workspace's favourite patterns. Each query names the request's workspace (the owner check in code) and
 * row-level security allows no other; an id the library does not have is a 404, and one it no longer has is
 * left out of the list.
 */
export function inspirationService({ database }: { database: Database }) {
  const list = async (actor: Actor) => {
    const ids = await withUser(database, actor, (db) => q.listFavouriteIds(db), { readOnly: true });
    return { favourites: ids.filter((id) => findPattern(id)) };
  };
  return {
    list,
    async add(actor: Actor, patternId: string) {
      if (!findPattern(patternId)) throw notFound();
      await withUser(database, actor, (db) => q.addFavourite(db, patternId));
      return list(actor);
    },
    async remove(actor: Actor, patternId: string) {
      if (!findPattern(patternId)) throw notFound();
      await withUser(database, actor, (db) => q.removeFavourite(db, patternId));
      return list(actor);
    },
  };
}

export type InspirationService = ReturnType<typeof inspirationService>;
