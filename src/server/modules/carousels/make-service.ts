import type { Logger } from "pino";
import type { BrandKit } from "../../../contracts/carousels/brand-kit";
import {
  carouselDesignSchema,
  DEFAULT_CAROUSEL_THEME,
  slideSchema,
  type Slide,
} from "../../../contracts/carousels/carousel";
import type { MakeCarouselEvent, MakeCarouselInput, MakeMode } from "../../../contracts/carousels/make";
import { CAROUSEL_CODES } from "../../../contracts/carousels/rules";
import { CAROUSEL_NAME_MAX } from "../../../contracts/carousels/schemas";
import { aiFailureCode } from "../../../contracts/generation/rules";
import { isUuidShaped } from "../../../contracts/ids";
import { messageText } from "../../../contracts/message-catalog";
import { applyBrandKit } from "../../../shared/carousel/brand-kit";
import { withUser, type Database, type UserDb } from "../../db/client";
import { LlmError, type LlmClient } from "../../integrations/llm/llm-client";
import type { Actor } from "../../lib/actor";
import { AppError } from "../../lib/errors";
import { loggableError } from "../../lib/log-error";
import { findActivePillar, findNoteBody } from "../generation/queries";
import { brandKitService } from "./brand-kit-service";
import { CAROUSEL_SCHEMA_NAME, llmSlidesSchema, makeCarouselPrompt } from "./make-prompt";
import { findPostBody } from "./make-sources";
import * as q from "./queries";
import { toCarousel } from "./service";
import { clip, templateOutline, type OutlineSource } from "./template-outline";

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

/** What a request makes, checked before the stream starts (404, 400 are answers, not stream events). */
export interface MakePlan {
  mode: MakeMode;
  source: OutlineSource;
  lang: MakeCarouselInput["lang"];
  name?: string;
  /** The workspace's kit, without an image deleted since it was saved. */
  kit: BrandKit;
  /** The carousel's pillar: the one it was made from (checked active by readSource), else none. */
  pillarId: string | null;
}

type Emit = (event: MakeCarouselEvent) => void;

/** "Make a carousel": the source's slides (the model's, or the built-in outline) in the brand kit, saved as a carousel. */
export function makeCarouselService({
  database,
  llm,
  logger,
}: {
  database: Database;
  llm: LlmClient | null;
  logger?: Logger;
}) {
  const kits = brandKitService({ database });

  async function writeWithLlm(plan: MakePlan, emit: Emit, signal: AbortSignal): Promise<Slide[]> {
    let sent = 0;
    // a slide is complete once the next one has begun: checked, then sent once (a repair turn's slides come with done)
    const send = (slides: unknown[], upTo: number) => {
      for (; sent < upTo; sent++) {
        const slide = slideSchema.safeParse(slides[sent]);
        if (!slide.success) return;
        emit({ type: "slide", index: sent, slide: slide.data });
      }
    };
    const { system, prompt } = makeCarouselPrompt(plan.source, plan.lang);
    const result = await llm!.stream({
      schema: llmSlidesSchema,
      schemaName: CAROUSEL_SCHEMA_NAME,
      system,
      prompt,
      signal,
      onThinking: () => emit({ type: "thinking" }),
      onPartial: (partial, attempt) => {
        const slides = (partial as { slides?: unknown })?.slides;
        if (attempt === 0 && Array.isArray(slides)) send(slides, slides.length - 1);
      },
    });
    send(result.slides, result.slides.length);
    return result.slides;
  }

  async function save(actor: Actor, plan: MakePlan, slides: Slide[]) {
    const design = applyBrandKit(carouselDesignSchema.parse({ theme: DEFAULT_CAROUSEL_THEME, slides }), plan.kit);
    const cover = slides[0]?.layout === "cover" ? slides[0].title : "";
    const name = plan.name ?? (clip(cover, CAROUSEL_NAME_MAX) || clip(plan.source.title ?? "", CAROUSEL_NAME_MAX));
    const row = await withUser(database, actor, (db) =>
      q.insertCarousel(db, {
        name: name || "Carousel",
        pillarId: plan.pillarId,
        design: carouselDesignSchema.parse(design),
      }),
    );
    return toCarousel(row);
  }

  return {
    llmAvailable: () => llm !== null,

    async plan(actor: Actor, input: MakeCarouselInput): Promise<MakePlan> {
      return withUser(
        database,
        actor,
        async (db) => {
          const source = await readSource(db, actor, input.source);
          if (!source.text.trim() && !source.title?.trim())
            throw new AppError({
              code: "VALIDATION_FAILED",
              message: messageText(CAROUSEL_CODES.sourceEmpty),
              issues: [{ path: "source", code: CAROUSEL_CODES.sourceEmpty }],
            });
          const kit = await kits.current(db);
          const found = await q.libraryImageIds(
            db,
            [kit.logoMediaId, kit.headshotMediaId].filter((id): id is string => !!id),
          );
          const present = (id: string | null) => (id && found.has(id) ? id : null);
          return {
            mode: input.mode === "template" || !llm ? "template" : "llm",
            source,
            lang: input.lang,
            name: input.name,
            pillarId: input.source.kind === "pillar" ? input.source.id : null,
            kit: { ...kit, logoMediaId: present(kit.logoMediaId), headshotMediaId: present(kit.headshotMediaId) },
          };
        },
        { readOnly: true },
      );
    },

    async run(actor: Actor, plan: MakePlan, emit: Emit, signal: AbortSignal): Promise<void> {
      emit({ type: "start", mode: plan.mode });
      try {
        let slides: Slide[];
        if (plan.mode === "llm") {
          slides = await writeWithLlm(plan, emit, signal);
        } else {
          slides = templateOutline(plan.source, plan.lang, plan.kit.name);
          slides.forEach((slide, index) => emit({ type: "slide", index, slide }));
        }
        if (signal.aborted) return;
        emit({ type: "done", mode: plan.mode, carousel: await save(actor, plan, slides) });
      } catch (err) {
        if (signal.aborted || (err instanceof LlmError && err.reason === "cancelled")) return;
        let code = "INTERNAL";
        let message = "Internal Server Error";
        if (err instanceof LlmError) {
          code = aiFailureCode(err.reason === "cancelled" ? "error" : err.reason, err.retryAfterSeconds);
          message = messageText(code);
          logger?.warn({ reason: err.reason, err: err.message }, "LLM carousel failed");
        } else if (err instanceof AppError) {
          ({ code, message } = err);
        } else logger?.error({ error: loggableError(err) }, "making a carousel failed");
        emit({ type: "error", code, message, templateAvailable: true });
      }
    },
  };
}

export type MakeCarouselService = ReturnType<typeof makeCarouselService>;
