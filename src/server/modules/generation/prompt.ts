import { z } from "zod";
import {
  GENERATION_LIMITS,
  POST_LENGTH_TARGETS,
  type PostFormat,
  type PostLength,
} from "../../../contracts/generation/rules";
import { variantSchema } from "../../../contracts/generation/schemas";
import type { Language } from "../../../contracts/language";
import { displayStructure, exampleText } from "../../../shared/inspirations/structure";
import type { StructureBrief } from "./inspiration-structure";

/** The structured output's name (the fake LLM of the tests recognises post generations by it). */
export const VARIANTS_SCHEMA_NAME = "linkedin_post_variants";

/** A variant's hook: its text's first line (what the feed shows above "…see more"). */
export function hookOf(text: string): string {
  return text.trim().split("\n")[0]!.trim().slice(0, GENERATION_LIMITS.hookMax);
}

const normalized = (text: string) => hookOf(text).toLowerCase();

/**
 * What the model must answer: `count` variants, each only its text within LinkedIn's limit, whose first lines (the
 * hooks) all differ (a refinement: the JSON schema sent cannot say it, the check after the answer does). The text
 * is the first and only field so that the post itself streams from the answer's first characters: a separate
 * "hook" field written before it held the first visible character back by the hook's length.
 */
export function variantsSchema(count: number) {
  return z.object({
    variants: z
      .array(z.object({ text: variantSchema.shape.text }))
      .length(count)
      .refine((vs) => new Set(vs.map((v) => normalized(v.text))).size === vs.length, "Each hook must be different"),
  });
}

/** The contract's variant from the model's text: trimmed, its first line as the hook. */
export const toVariant = ({ text }: { text: string }): { hook: string; text: string } => ({
  hook: hookOf(text),
  text: text.trim(),
});

export interface PromptBrief {
  topic: string;
  pillar: { name: string; description: string; targetAudience: string; engagementStyle: string } | null;
  format: PostFormat;
  tone: string;
  length: PostLength;
  language: Language;
  /** A saved prompt's text: the writer's own extra instructions. */
  instructions: string | null;
  /** An Inspirations pattern the variants follow: a whole post's structure, a hook's or an ending's. */
  structure: StructureBrief | null;
  /** The writer's published posts, newest first: their voice. */
  voiceExamples: string[];
  /** Variants written already that the new ones must not repeat (regenerating one). */
  avoidHooks: string[];
  count: number;
}

const LANGUAGE_NAMES: Record<Language, string> = { en: "English", fr: "French" };

const FORMAT_GUIDES: Record<PostFormat, string> = {
  story: "a personal story: a moment, the tension, what changed, the lesson",
  "how-to": "a how-to: a numbered list of concrete steps the reader can follow",
  contrarian: "a contrarian take: a clear opinion against common advice, argued with reasons",
  lessons: "lessons learned: a list of lessons from experience, each with one line of why",
  question: "a question to the audience: context, the question, a few angles to answer",
  announcement: "an announcement: the news, why it matters, what comes next",
  "myth-busting": "myth-busting: common myths about the topic and the reality of each",
  "behind-the-scenes": "behind the scenes: how the work really happens, honest details",
  "case-study": "a case study: situation, problem, what was done, results, takeaway",
  checklist: "a checklist: short items the reader can tick off",
};

const STRUCTURE_ROLES: Record<StructureBrief["kind"], string> = {
  post: "Follow this structure, part by part and in this order (each {part} is what that paragraph says)",
  hook: "Open every variant with a hook built on this pattern (each {part} is what that part says)",
  ending: "End every variant with a closing line built on this pattern (each {part} is what that part says)",
};

/** A structure for the model: what it is for, its parts, and a worked example on another subject. */
function structureLines({ kind, text }: StructureBrief, language: Language): string[] {
  return [
    `${STRUCTURE_ROLES[kind]}, about the topic above; never print braces or the parts' names:`,
    `"${text.name}": ${displayStructure(text, language)}`,
    "An example of this structure filled in, on another subject (take its shape, none of its content):",
    "--- example ---",
    exampleText(text, language),
    "--- end of example ---",
  ];
}

/** The system and user messages of a post generation. The topic is labelled "Topic:" on a line of its own. */
export function generationPrompt(brief: PromptBrief): { system: string; prompt: string } {
  const { min, max } = POST_LENGTH_TARGETS[brief.length];
  const system = [
    "You are a ghostwriter for LinkedIn posts. You write posts that sound like a real professional, not like marketing:",
    "concrete, specific, plain words, short paragraphs separated by blank lines, no hashtag spam, no emoji walls.",
    "Answer with a JSON object only, following the given schema exactly.",
  ].join(" ");
  const lines = [
    `Write exactly ${brief.count} ${brief.count === 1 ? "variant" : "variants"} of one LinkedIn post.`,
    "",
    `Topic: ${brief.topic.replace(/\s+/g, " ").trim()}`,
    `Format: ${FORMAT_GUIDES[brief.format]}.`,
    `Tone: ${brief.tone}.`,
    `Language: write everything in ${LANGUAGE_NAMES[brief.language]}${brief.language === "fr" ? " (natural French, French typography)" : ""}.`,
    `Length: each text between ${min} and ${max} characters (never more than ${GENERATION_LIMITS.variantMax}).`,
  ];
  if (brief.pillar) {
    lines.push("", `Content pillar: ${brief.pillar.name}.`);
    if (brief.pillar.description) lines.push(`What the pillar is about: ${brief.pillar.description}`);
    if (brief.pillar.targetAudience) lines.push(`Audience: ${brief.pillar.targetAudience}`);
    if (brief.pillar.engagementStyle) lines.push(`Engagement style: ${brief.pillar.engagementStyle}`);
  }
  if (brief.structure) lines.push("", ...structureLines(brief.structure, brief.language));
  if (brief.instructions) lines.push("", "The writer's own instructions (follow them):", brief.instructions);
  if (brief.voiceExamples.length) {
    lines.push("", "Posts the writer published, as examples of their voice (match the voice, do not copy them):");
    brief.voiceExamples.forEach((example, i) => lines.push(`--- example ${i + 1} ---`, example));
    lines.push("--- end of examples ---");
  }
  lines.push(
    "",
    "Rules:",
    `- "text": the whole post. Its first line is the hook (at most ${GENERATION_LIMITS.hookMax} characters) that makes people click "see more".`,
    brief.count > 1
      ? "- Each variant opens with a different kind of hook (a story, a number, a bold claim, a question...)."
      : "- Open with a different kind of hook than the ones listed below.",
    "- End with a question or a call to action that invites comments.",
  );
  if (brief.avoidHooks.length)
    lines.push("", "Hooks already used (do not reuse them or their angle):", ...brief.avoidHooks.map((h) => `- ${h}`));
  return { system, prompt: lines.join("\n") };
}
