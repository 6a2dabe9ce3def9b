import { z } from "zod";
import type { Language } from "../../../contracts/language";
import type { LlmClient } from "../../integrations/llm/llm-client";
import type { Idea, IdeaPillar } from "./idea-templates";

/** Limits of an idea's lines (a card's title and angle, not a post). */
export const IDEA_LIMITS = { titleMax: 150, angleMax: 400 } as const;

export interface IdeaRequest extends IdeaPillar {
  count: number;
}

const ideaSchema = z.object({
  title: z.string().trim().min(1).max(IDEA_LIMITS.titleMax),
  angle: z.string().trim().min(1).max(IDEA_LIMITS.angleMax),
});

/** What the model must answer: for pillar number i (1-based, as the prompt lists them), at least its count of ideas. */
export function llmIdeasSchema(requests: readonly IdeaRequest[]) {
  return z
    .object({ pillars: z.array(z.object({ pillar: z.number().int(), ideas: z.array(ideaSchema) })) })
    .superRefine((value, ctx) => {
      requests.forEach((r, i) => {
        const found = value.pillars.find((p) => p.pillar === i + 1);
        if (!found || found.ideas.length < r.count)
          ctx.addIssue({ code: "custom", path: ["pillars"], message: `Pillar ${i + 1} needs ${r.count} ideas` });
      });
    });
}

const LANGUAGE_NAMES = { en: "English", fr: "French" } as const;

export function ideasPrompt(requests: readonly IdeaRequest[], language: Language) {
  const system = [
    "You are a LinkedIn content strategist. You suggest post ideas for a person's content pillars.",
    "Answer with a JSON object only, following the given schema exactly.",
  ].join(" ");
  const lines = [
    `Suggest LinkedIn post ideas for these content pillars, in ${LANGUAGE_NAMES[language]}.`,
    "",
    ...requests.flatMap((r, i) => [
      `Pillar ${i + 1}: ${r.name}`,
      ...(r.description ? [`  About: ${r.description}`] : []),
      ...(r.formats.length ? [`  Formats: ${r.formats.join(", ")}`] : []),
      `  Ideas wanted: ${r.count}`,
    ]),
    "",
    "Rules:",
    '- Answer {"pillars":[{"pillar":<the pillar number>,"ideas":[{"title":…,"angle":…}]}]}, one entry per pillar above.',
    `- title: a working title, one line, at most ${IDEA_LIMITS.titleMax} characters.`,
    `- angle: one or two short sentences saying what the post covers and how (at most ${IDEA_LIMITS.angleMax} characters).`,
    "- Each idea distinct and specific to its pillar; real LinkedIn shapes (a lesson, a list, a contrarian take, a question, a story).",
    "- Ideas, not finished posts: no hashtags, no emojis.",
  ];
  return { system, prompt: lines.join("\n") };
}

/** Control characters (a NUL cannot be stored) and line breaks inside a title: an idea stays two plain parts. */
const clean = (text: string, keepBreaks: boolean) =>
  text
    // eslint-disable-next-line no-control-regex
    .replace(keepBreaks ? /[\u0000-\u0009\u000b-\u001f\u007f]/g : /[\u0000-\u001f\u007f]/g, keepBreaks ? "" : " ")
    .replace(/[ \t]+/g, " ")
    .trim();

/** Asks the model for each pillar's ideas (in the given order); throws LlmError when it gives none. */
export async function generateLlmIdeas(
  llm: LlmClient,
  requests: readonly IdeaRequest[],
  language: Language,
): Promise<Idea[][]> {
  const { system, prompt } = ideasPrompt(requests, language);
  const answer = await llm.generate({ schema: llmIdeasSchema(requests), schemaName: "pillar_ideas", system, prompt });
  return requests.map((r, i) =>
    answer.pillars
      .find((p) => p.pillar === i + 1)!
      .ideas.slice(0, r.count)
      .map((idea) => ({ title: clean(idea.title, false), angle: clean(idea.angle, true) })),
  );
}
