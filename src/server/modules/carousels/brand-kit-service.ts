import {
  brandKitSchema,
  DEFAULT_BRAND_KIT,
  type BrandKit,
  type BrandKitState,
  type PutBrandKitInput,
} from "../../../contracts/carousels/brand-kit";
import { kitContrast } from "../../../contracts/carousels/contrast";
import { withUser, type Database, type UserDb } from "../../db/client";
import type { Actor } from "../../lib/actor";
import { AppError } from "../../lib/errors";
import * as q from "./brand-kit-queries";
import { libraryImageIds } from "./queries";

function toState(row: q.BrandKitRow | undefined): BrandKitState {
  // stored through the schema on every write; read back through it too. A stored kit that no longer parses (a
  // rule tightened since) answers the defaults rather than a 500: the next save writes a valid one.
  const parsed = row ? brandKitSchema.safeParse(row.kit) : undefined;
  const kit: BrandKit = parsed?.success ? parsed.data : DEFAULT_BRAND_KIT;
  return {
    kit,
    version: row?.version ?? 0,
    updatedAt: row ? row.updatedAt.toISOString() : null,
    contrast: kitContrast(kit),
  };
}

/** The kit's logo and headshot must be images of the workspace's Library (another workspace's, a PDF, a deleted one: 400). */
async function checkKitImages(db: UserDb, kit: BrandKit) {
  const ids = [kit.logoMediaId, kit.headshotMediaId].filter((id): id is string => !!id);
  const found = await libraryImageIds(db, ids);
  if (ids.some((id) => !found.has(id)))
    throw new AppError({
      code: "MEDIA_NOT_FOUND",
      message: "The logo or the headshot is not an image of this workspace's Library",
    });
}

/** The workspace's brand kit: the defaults until first saved, then saved with versions like a carousel. */
export function brandKitService({ database }: { database: Database }) {
  return {
    async get(actor: Actor): Promise<BrandKitState> {
      return toState(await withUser(database, actor, (db) => q.findBrandKit(db), { readOnly: true }));
    },

    /** The kit as saved; 409 VERSION_CONFLICT when it was saved elsewhere since `version` (0: never saved). */
    async put(actor: Actor, input: PutBrandKitInput): Promise<BrandKitState> {
      return withUser(database, actor, async (db) => {
        await checkKitImages(db, input.kit);
        const row =
          input.version === 0
            ? await q.insertBrandKit(db, input.kit)
            : await q.updateBrandKit(db, input.version, input.kit);
        if (!row) throw new AppError({ code: "VERSION_CONFLICT" });
        return toState(row);
      });
    },

    /** The kit to start a carousel from (the defaults when none is saved). */
    async current(db: UserDb): Promise<BrandKit> {
      return toState(await q.findBrandKit(db)).kit;
    },
  };
}

export type BrandKitService = ReturnType<typeof brandKitService>;
