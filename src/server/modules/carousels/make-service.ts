import {
  carouselDesignSchema,
  DEFAULT_CAROUSEL_THEME,
  type CarouselDesign,
} from "../../../contracts/carousels/carousel";
import type { MakeCarouselInput, MakeCarouselResult } from "../../../contracts/carousels/make";
import { CAROUSEL_CODES } from "../../../contracts/carousels/rules";
import { CAROUSEL_NAME_MAX } from "../../../contracts/carousels/schemas";
import { isUuidShaped } from "../../../contracts/ids";
import { messageText } from "../../../contracts/message-catalog";
import { applyBrandKit } from "../../../shared/carousel/brand-kit";
import { withUser, type Database, type UserDb } from "../../db/client";
import type { Actor } from "../../lib/actor";
import { AppError } from "../../lib/errors";
import { findActivePillar, findNoteBody } from "../generation/queries";
import { brandKitService } from "./brand-kit-service";
import { findPostBody } from "./make-sources";
import * as q from "./queries";
import { clip, templateOutline, type OutlineSource } from "./template-outline";
import { toCarousel } from "./service";

const notFound = (what: "Post" | "Note" | "Pillar") =>
  new AppError({ code: "NOT_FOUND", message: `${what} not found`, issues: [{ path: "source.id", code: "NOT_FOUND" }] });

/** The source's words, read in the request's workspace (another workspace's post or note: 404, nothing of it read). */
async function readSource(db: UserDb, actor: Actor, source: MakeCarouselInput["source"]): Promise<OutlineSource> {
  switch (source.kind) {
    case "topic":
      return { kind: "topic", text: source.topic };
    case "post": {
      const body = isUuidShaped(source.id) ? await findPostBody(db, source.id) : undefined;
      if (body === undefined) throw notFound("Post");
      return { kind: "post", text: body };
    }
    case "note": {
      const body = isUuidShaped(source.id) ? await findNoteBody(db, source.id) : undefined;
      if (body === undefined) throw notFound("Note");
      return { kind: "note", text: body };
    }
    case "pillar": {
      // pillars are the user's (their strategy), not the workspace's
      const pillar = isUuidShaped(source.id) ? await findActivePillar(db, actor.userId, source.id) : undefined;
      if (!pillar) throw notFound("Pillar");
      return { kind: "pillar", title: pillar.name, text: pillar.description };
    }
  }
}

/** "Make a carousel": the built-in outline of the source, in the workspace's brand kit, saved as a new carousel. */
export function makeCarouselService({ database }: { database: Database }) {
  const kits = brandKitService({ database });
  return {
    async make(actor: Actor, input: MakeCarouselInput): Promise<MakeCarouselResult> {
      return withUser(database, actor, async (db) => {
        const source = await readSource(db, actor, input.source);
        if (!source.text.trim() && !source.title?.trim())
          throw new AppError({
            code: "VALIDATION_FAILED",
            message: messageText(CAROUSEL_CODES.sourceEmpty),
            issues: [{ path: "source", code: CAROUSEL_CODES.sourceEmpty }],
          });
        const kit = await kits.current(db);
        const slides = templateOutline(source, input.lang, kit.name);
        const base: CarouselDesign = carouselDesignSchema.parse({ theme: DEFAULT_CAROUSEL_THEME, slides });
        // the kit's images may have been deleted since it was saved: the carousel then goes without them
        const design = applyBrandKit(base, kit);
        const found = await q.libraryImageIds(
          db,
          [kit.logoMediaId, kit.headshotMediaId].filter((id): id is string => !!id),
        );
        design.author.logoMediaId = kit.logoMediaId && found.has(kit.logoMediaId) ? kit.logoMediaId : null;
        design.author.headshotMediaId =
          kit.headshotMediaId && found.has(kit.headshotMediaId) ? kit.headshotMediaId : null;
        const cover = slides[0]!.layout === "cover" ? slides[0]!.title : "";
        const name = input.name ?? clip(cover, CAROUSEL_NAME_MAX);
        const row = await q.insertCarousel(db, { name, pillarId: null, design: carouselDesignSchema.parse(design) });
        return { carousel: toCarousel(row), mode: "template" as const };
      });
    },
  };
}
