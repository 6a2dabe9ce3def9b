import { and, eq, sql } from "drizzle-orm";
import { PILLAR_MIX_SCHEDULED_STATUSES } from "../../../contracts/planning/rules";
import { QUESTION_IDS } from "../../../contracts/strategy/rules";
import type { UserDb } from "../../db/client";
import { linkedinStrategyPillars, posts, strategyUserResponses } from "../../db/schema";

// Pillars are the user's (user_id), posts the request's workspace's (app_current_workspace_id(), set by withUser);
// row-level security stands behind both.

export type MixRow = {
  pillarId: string;
  name: string;
  description: string;
  formats: string;
  share: number | null;
  scheduled: number;
  drafts: number;
  ideas: number;
};

const scheduledStatuses = sql.join(
  PILLAR_MIX_SCHEDULED_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/**
 * The active pillars of the user's active strategy (the newest one with pillars, as the editor's pillar picker
 * reads it), in the strategy's order, each with its live posts counted: scheduled (or publishing, published) with
 * `scheduled_at` in [from, to), drafts and ideas whatever their date. One statement; the posts side reads
 * `posts_workspace_pillar_status_idx` (workspace, pillar, status, scheduled_at; live posts with a pillar) as an
 * index-only scan: counting `p.status`, not `p.id`, keeps it off the table.
 */
export async function pillarMixRows(db: UserDb, userId: string, from: Date, to: Date): Promise<MixRow[]> {
  const { rows } = await db.execute<MixRow>(sql`
    WITH strategy AS (
      SELECT s.id FROM linkedin_strategies s
      WHERE s.user_id = ${userId}
        AND EXISTS (SELECT 1 FROM linkedin_strategy_pillars x WHERE x.strategy_id = s.id AND x.user_id = ${userId})
      ORDER BY s.created_at DESC, s.id DESC
      LIMIT 1
    )
    SELECT pl.id AS "pillarId", pl.name, pl.description, pl.formats, pl.mix_share AS share,
      count(p.status) FILTER (WHERE p.status IN (${scheduledStatuses}))::int AS scheduled,
      count(p.status) FILTER (WHERE p.status = 'draft')::int AS drafts,
      count(p.status) FILTER (WHERE p.status = 'idea')::int AS ideas
    FROM strategy s
    JOIN linkedin_strategy_pillars pl ON pl.strategy_id = s.id AND pl.user_id = ${userId} AND pl.is_active
    LEFT JOIN posts p ON p.workspace_id = app_current_workspace_id() AND p.pillar_id = pl.id
      AND p.deleted_at IS NULL AND p.pillar_id IS NOT NULL
      AND (p.status IN ('draft', 'idea')
        OR (p.status IN (${scheduledStatuses})
          AND p.scheduled_at >= ${from.toISOString()}::timestamptz AND p.scheduled_at < ${to.toISOString()}::timestamptz))
    GROUP BY pl.id
    ORDER BY pl.created_at, pl.id`);
  return rows;
}

/** The user's answer to the questionnaire's frequency question (its JSON text), if any. */
export async function frequencyAnswer(db: UserDb, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ response: strategyUserResponses.response })
    .from(strategyUserResponses)
    .where(and(eq(strategyUserResponses.userId, userId), eq(strategyUserResponses.questionId, QUESTION_IDS.frequency)));
  return row?.response;
}

/** Sets one pillar's share (the caller checked it is one of the user's active pillars). */
export async function setPillarShare(db: UserDb, userId: string, pillarId: string, share: number | null) {
  await db
    .update(linkedinStrategyPillars)
    .set({ mixShare: share })
    .where(and(eq(linkedinStrategyPillars.id, pillarId), eq(linkedinStrategyPillars.userId, userId)));
}

/** New idea posts (status idea, linked to their pillar) in the request's workspace, in the given order. */
export async function insertIdeas(db: UserDb, ideas: { pillarId: string; body: string }[]) {
  if (!ideas.length) return [];
  return db
    .insert(posts)
    .values(
      ideas.map((idea, i) => ({
        pillarId: idea.pillarId,
        body: idea.body,
        status: "idea",
        // one statement: the same now() for all; the given order is kept by microsecond offsets
        createdAt: sql`now() + make_interval(secs => ${i} * 0.000001)`,
        updatedAt: sql`now() + make_interval(secs => ${i} * 0.000001)`,
      })),
    )
    .returning();
}
