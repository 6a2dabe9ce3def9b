import type { Language } from "../../../contracts/language";
import type { CreatePromptInput, Prompt, UpdatePromptInput } from "../../../contracts/prompts/schemas";
import { PROMPT_LIMITS } from "../../../contracts/prompts/rules";
import type { PostFormat } from "../../../contracts/generation/rules";
import { isUuidShaped } from "../../../contracts/ids";
import { withUser, type Database, type UserDb } from "../../db/client";
import { AppError } from "../../lib/errors";
import { checkPillar } from "../posts/service";
import * as q from "./queries";
import { starterPrompts } from "./starters";
import type { Actor } from "../../lib/actor";

export function toPrompt(row: q.PromptRow): Prompt {
  return {
    id: row.id,
    name: row.name,
    text: row.text,
    pillarId: row.pillarId,
    format: row.format as PostFormat | null,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const notFound = () => new AppError({ code: "PROMPT_NOT_FOUND" });

/**
 * One prompt of the request's workspace, inside a caller's withUser transaction (Generate Post reads the chosen
 * prompt this way); PROMPT_NOT_FOUND (404) for a malformed id, another workspace's or a deleted one.
 */
export async function readPrompt(db: UserDb, id: string): Promise<Prompt> {
  if (!isUuidShaped(id)) throw notFound();
  const row = await q.findPrompt(db, id);
  if (!row) throw notFound();
  return toPrompt(row);
}

/** Saved prompts of the request's workspace (withUser sets it; row-level security enforces it). */
export function promptService({ database }: { database: Database }) {
  return {
    async list(actor: Actor): Promise<{ items: Prompt[] }> {
      const rows = await withUser(database, actor, (db) => q.listPrompts(db), { readOnly: true });
      return { items: rows.map(toPrompt) };
    },

    /** One prompt by id (the same check as readPrompt, in its own read-only transaction). */
    async get(actor: Actor, id: string): Promise<Prompt> {
      if (!isUuidShaped(id)) throw notFound();
      return withUser(database, actor, (db) => readPrompt(db, id), { readOnly: true });
    },

    async create(actor: Actor, input: CreatePromptInput): Promise<Prompt> {
      return withUser(database, actor, async (db) => {
        await checkPillar(db, actor.userId, input.pillarId);
        await q.lockWorkspacePrompts(db);
        if ((await q.countPrompts(db)) >= PROMPT_LIMITS.countMax) throw new AppError({ code: "TOO_MANY_PROMPTS" });
        return toPrompt(
          await q.insertPrompt(db, {
            name: input.name,
            text: input.text,
            pillarId: input.pillarId,
            format: input.format,
          }),
        );
      });
    },

    async update(actor: Actor, id: string, input: UpdatePromptInput): Promise<Prompt> {
      if (!isUuidShaped(id)) throw notFound();
      return withUser(database, actor, async (db) => {
        await checkPillar(db, actor.userId, input.pillarId);
        const { version, ...change } = input;
        const row = await q.updatePrompt(db, id, version, change);
        if (row) return toPrompt(row);
        if (!(await q.findPrompt(db, id))) throw notFound();
        throw new AppError({ code: "VERSION_CONFLICT" });
      });
    },

    async remove(actor: Actor, id: string): Promise<Prompt> {
      if (!isUuidShaped(id)) throw notFound();
      const row = await withUser(database, actor, (db) => q.deletePrompt(db, id));
      if (!row) throw notFound();
      return toPrompt(row);
    },

    starters(language: Language) {
      return { items: starterPrompts(language) };
    },
  };
}

export type PromptService = ReturnType<typeof promptService>;
