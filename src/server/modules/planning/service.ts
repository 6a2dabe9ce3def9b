import type { Logger } from "pino";
import { toLanguage, type Language } from "../../../contracts/language";
import {
  FILL_GAP_FALLBACKS,
  FILL_GAP_MAX_PER_PILLAR,
  fillGapCount,
  fillGapRoom,
  FREQUENCY_MIX_TOTALS,
  mixFrequency,
  mixTargets,
  mostBehind,
  pillarGap,
  PILLAR_MIX_WEEKS,
  type FillGapFallback,
  type FillGapInput,
  type FillGapResult,
  type PillarMix,
  type PillarMixEntry,
  type SetPillarSharesInput,
} from "../../../contracts/planning/schemas";
import { parseOptions } from "../../../contracts/strategy/schemas";
import { withUser, type Database, type UserDb } from "../../db/client";
import { LlmError, type LlmClient } from "../../integrations/llm/llm-client";
import { AppError } from "../../lib/errors";
import { toPosts } from "../posts/service";
import { userLanguage } from "../strategy/queries";
import { ideaBody, templateIdeas, type Idea } from "./idea-templates";
import { generateLlmIdeas, type IdeaRequest } from "./llm-ideas";
import * as q from "./queries";
import type { Actor } from "../../lib/actor";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The mix's window: [now, now + PILLAR_MIX_WEEKS weeks). */
export function mixWindow(now = new Date()) {
  return { from: now, to: new Date(now.getTime() + PILLAR_MIX_WEEKS * 7 * DAY_MS) };
}

function toEntry(row: q.MixRow, target: number): PillarMixEntry {
  const counts = { target, scheduled: row.scheduled, drafts: row.drafts };
  return {
    pillarId: row.pillarId,
    name: row.name,
    share: row.share,
    ...counts,
    ideas: row.ideas,
    gap: pillarGap(counts),
  };
}

function parseAnswer(text: string | undefined): unknown {
  try {
    return text === undefined ? undefined : JSON.parse(text);
  } catch {
    return text;
  }
}

/** The mix: the user's answered frequency's total split across the active pillars by their shares. */
async function readMix(db: UserDb, userId: string, now = new Date()) {
  const { from, to } = mixWindow(now);
  const rows = await q.pillarMixRows(db, userId, from, to);
  const { frequency, answered } = mixFrequency(parseAnswer(await q.frequencyAnswer(db, userId)));
  const targets = mixTargets(
    frequency,
    rows.map((r) => r.share),
  );
  const pillars = rows.map((r, i) => toEntry(r, targets[i]));
  const mix: PillarMix = {
    from: from.toISOString(),
    to: to.toISOString(),
    weeks: PILLAR_MIX_WEEKS,
    frequency,
    answered,
    total: FREQUENCY_MIX_TOTALS[frequency],
    pillars,
    mostBehindPillarId: mostBehind(pillars)?.pillarId ?? null,
  };
  return { mix, rows };
}

/**
 * How many ideas each pillar gets: the given pillars (else every one), at most its room (the gap less its waiting
 * ideas) and `perPillar`; pillars without room get none.
 */
/** The mix's pillars of the given ids (any case, duplicates once); an id that is not one of them: 404. */
function mixPillars(mix: PillarMix, ids: readonly string[]): PillarMixEntry[] {
  const byId = new Map(mix.pillars.map((p) => [p.pillarId, p]));
  return [...new Set(ids.map((id) => id.toLowerCase()))].map((id) => {
    const pillar = byId.get(id);
    if (!pillar) throw new AppError({ code: "NOT_FOUND", message: "Pillar not found" });
    return pillar;
  });
}

function plan(mix: PillarMix, input: FillGapInput): Map<string, number> {
  const wanted = input.pillarIds ? mixPillars(mix, input.pillarIds) : mix.pillars;
  const cap = input.perPillar ?? FILL_GAP_MAX_PER_PILLAR;
  // the mix's order (the strategy's), whatever order the ids came in
  const chosen = new Set(wanted.map((p) => p.pillarId));
  return new Map(
    mix.pillars
      .filter((p) => chosen.has(p.pillarId) && fillGapRoom(p) > 0)
      .map((p) => [p.pillarId, fillGapCount(p, cap)] as const),
  );
}

export interface PlanningServiceDeps {
  database: Database;
  llm: LlmClient | null;
}

/**
 * The pillar mix (issues 12 and 25): the posts the user's frequency asks for, split across the active pillars, each
 * one's planned posts against its part, the shares, and "Fill the gap".
 */
export function planningService({ database, llm }: PlanningServiceDeps) {
  return {
    async mix(actor: Actor): Promise<PillarMix> {
      return (await withUser(database, actor, (db) => readMix(db, actor.userId), { readOnly: true })).mix;
    },

    /** Sets the given pillars' shares in one transaction: an id that is not an active pillar's writes nothing (404). */
    async setShares(actor: Actor, input: SetPillarSharesInput): Promise<PillarMix> {
      return withUser(database, actor, async (db) => {
        const { mix } = await readMix(db, actor.userId);
        // every id checked before the first write (the transaction would undo a half-write anyway)
        const changes = input.shares.map((s) => ({
          pillarId: mixPillars(mix, [s.pillarId])[0].pillarId,
          share: s.share,
        }));
        for (const c of changes) await q.setPillarShare(db, actor.userId, c.pillarId, c.share);
        return (await readMix(db, actor.userId)).mix;
      });
    },

    /**
     * Idea posts for the pillars behind (or the given ones): the model writes them when configured and under its
     * limit (`takeLlmCall` answers the seconds to wait), else (or when it fails) the built-in templates. The counts
     * are read again in the writing transaction, so ideas never go past a gap that closed meanwhile.
     */
    async fillGap(
      actor: Actor,
      input: FillGapInput,
      log: Logger,
      takeLlmCall: () => Promise<number> = async () => 0,
    ): Promise<FillGapResult> {
      const { mix, rows, language } = await withUser(
        database,
        actor,
        async (db) => ({
          ...(await readMix(db, actor.userId)),
          language: toLanguage(await userLanguage(db, actor.userId)),
        }),
        { readOnly: true },
      );
      const counts = plan(mix, input);
      const requests: (IdeaRequest & { pillarId: string })[] = rows
        .filter((r) => counts.has(r.pillarId))
        .map((r) => ({
          pillarId: r.pillarId,
          name: r.name,
          description: r.description,
          formats: parseOptions(r.formats) ?? [],
          count: counts.get(r.pillarId)!,
        }));

      let fallbackReason: FillGapFallback | null = llm ? null : "not-configured";
      // nothing to add: no model call, no write
      if (!requests.length) return { mode: "template", fallbackReason, posts: [], mix };

      let ideas: Idea[][] | undefined;
      let retryAfterSeconds: number | null = null;
      if (llm) {
        if ((await takeLlmCall()) > 0) fallbackReason = "rate-limited";
        else {
          try {
            ideas = await generateLlmIdeas(llm, requests, language);
          } catch (err) {
            // a reason of the client's the contract does not list (e.g. "cancelled": nothing cancels this call) is "error"
            const reason = err instanceof LlmError ? err.reason : "error";
            fallbackReason = (FILL_GAP_FALLBACKS as readonly string[]).includes(reason)
              ? (reason as FillGapFallback)
              : "error";
            if (err instanceof LlmError) retryAfterSeconds = err.retryAfterSeconds;
            log.warn(
              { reason: fallbackReason, err: (err as Error).message },
              "LLM idea generation failed; using the built-in ideas",
            );
          }
        }
      }
      const mode = ideas ? "llm" : "template";
      ideas ??= requests.map((r) => templateIdeas(r, r.count, language as Language));

      return withUser(database, actor, async (db) => {
        // what changed since the read (another tab's drafts, a pillar switched off) caps what is written
        const now = await readMix(db, actor.userId);
        const room = new Map(now.mix.pillars.map((p) => [p.pillarId, fillGapRoom(p)]));
        const values = requests.flatMap((r, i) =>
          ideas[i].slice(0, Math.min(r.count, room.get(r.pillarId) ?? 0)).map((idea) => ({
            pillarId: r.pillarId,
            body: ideaBody({ title: idea.title || r.name, angle: idea.angle }),
          })),
        );
        const inserted = await q.insertIdeas(db, values);
        // the mix after: the same counts plus the new ideas (ideas move no gap, nor the pillar most behind)
        const added = new Map<string, number>();
        for (const v of values) added.set(v.pillarId, (added.get(v.pillarId) ?? 0) + 1);
        const mix = {
          ...now.mix,
          pillars: now.mix.pillars.map((p) => ({ ...p, ideas: p.ideas + (added.get(p.pillarId) ?? 0) })),
        };
        return {
          mode,
          fallbackReason: mode === "llm" ? null : fallbackReason,
          retryAfterSeconds: mode === "llm" ? null : retryAfterSeconds,
          posts: await toPosts(db, inserted),
          mix,
        };
      });
    },
  };
}

export type PlanningService = ReturnType<typeof planningService>;
