import { z } from "zod";
import {
  CONTENT_FORMATS,
  FREQUENCIES,
  PILLAR_TEXT_LIMITS,
  pillarContentSchema,
  STRATEGY_LIMITS,
  type PillarTextField,
} from "../../../contracts/strategy/schemas";
import type { LlmClient } from "../../integrations/llm/llm-client";
import type { StrategyBrief } from "../../../shared/strategy/brief";
import type { StrategyDraft } from "../../../shared/strategy/builtin";

/** A pillar as the model must give it: the contract's pillar, every text field filled. */
const completePillarSchema = pillarContentSchema.extend(
  Object.fromEntries(
    (Object.keys(PILLAR_TEXT_LIMITS) as PillarTextField[]).map((field) => [
      field,
      pillarContentSchema.shape[field].min(1),
    ]),
  ) as { [F in PillarTextField]: (typeof pillarContentSchema.shape)[F] },
);

/** What the model must answer: a name and exactly `count` complete pillars. */
export function llmStrategySchema(count: number) {
  return z.object({
    name: z.string().trim().min(1).max(STRATEGY_LIMITS.strategyNameMax),
    pillars: z.array(completePillarSchema).length(count, `Exactly ${count} pillars are required`),
  });
}

const LANGUAGE_NAMES = { en: "English", fr: "French" } as const;

export function strategyPrompt(brief: StrategyBrief): { system: string; prompt: string } {
  const system = [
    "You are a senior LinkedIn content strategist. You design content strategies made of content pillars:",
    "recurring themes a professional posts about, each with a clear purpose and audience.",
    "Answer with a JSON object only, following the given schema exactly.",
  ].join(" ");
  const lines = [
    `Design a LinkedIn content strategy with exactly ${brief.pillarCount} content pillars for this person.`,
    "",
    "Their answers to the strategy questionnaire:",
    ...brief.answers.map((a) => `- ${a.question}\n  ${a.answer}`),
    "",
    `Tone: ${brief.tone}. Primary target audience: ${brief.targetAudience}.`,
    "",
    "Rules:",
    `- Write the strategy name and every text field in ${LANGUAGE_NAMES[brief.language]}.`,
    `- "formats": choose from exactly these values (keep them in English, as written): ${CONTENT_FORMATS.join("; ")}.` +
      (brief.formats.length ? ` Prefer the formats the person chose: ${brief.formats.join("; ")}.` : ""),
    `- "frequency": exactly one of these values (in English, as written): ${FREQUENCIES.join("; ")}.` +
      (brief.frequency ? ` Across all pillars the total should fit a posting rhythm of "${brief.frequency}".` : ""),
    "- Use the topics, expertise, goal and audience above; make each pillar distinct and specific to this person, not generic.",
    "- description: what the posts of the pillar are about (1-2 sentences). purpose: why it serves the person's goal.",
    "- engagementStyle: how to write and engage (tone, hooks, calls to action) in the chosen tone.",
  ];
  return { system, prompt: lines.join("\n") };
}

/** Asks the model for a strategy; throws LlmError (timeout, invalid-output, error) when it gives none. */
export async function generateLlmStrategy(
  llm: Pick<LlmClient, "generate">,
  brief: StrategyBrief,
  strategyName?: string,
): Promise<StrategyDraft> {
  const { system, prompt } = strategyPrompt(brief);
  const result = await llm.generate({
    schema: llmStrategySchema(brief.pillarCount),
    schemaName: "linkedin_strategy",
    system,
    prompt,
  });
  return { name: strategyName || result.name, pillars: result.pillars };
}
