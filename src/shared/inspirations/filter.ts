import type { PostFormat } from "../../contracts/generation/rules";
import type { Language } from "../../contracts/language";
import { slotLabel, structureSlots } from "./structure";
import type { InspirationPattern, PatternGoal, PatternKind } from "./types";

/** Lower-case, accents and other marks removed: "Réécrire" matches "reecrire". */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

export interface InspirationFilter {
  query?: string;
  kind?: PatternKind;
  format?: PostFormat;
  goal?: PatternGoal;
  /** The post formats the chosen pillar fits (./pillar-fit.ts); undefined for no pillar filter. */
  pillarFormats?: readonly PostFormat[];
  /** Only these ids (the favourites); undefined for all. */
  onlyIds?: ReadonlySet<string>;
}

function searchable(pattern: InspirationPattern, language: Language): string {
  const t = pattern.text[language];
  const slots = structureSlots(t.structure).map((s) => slotLabel(s, language));
  return foldText([t.name, t.when, ...slots, ...Object.values(t.example)].join(" "));
}

/** The patterns that pass every filter given; the search matches every word, in any order, accents ignored. */
export function filterInspirations(
  patterns: readonly InspirationPattern[],
  filter: InspirationFilter,
  language: Language,
): InspirationPattern[] {
  const words = foldText(filter.query ?? "")
    .split(/\s+/)
    .filter(Boolean);
  return patterns.filter((p) => {
    if (filter.kind && p.kind !== filter.kind) return false;
    if (filter.format && !p.formats.includes(filter.format)) return false;
    if (filter.goal && !p.goals.includes(filter.goal)) return false;
    if (filter.pillarFormats && !p.formats.some((f) => filter.pillarFormats?.includes(f))) return false;
    if (filter.onlyIds && !filter.onlyIds.has(p.id)) return false;
    if (words.length === 0) return true;
    const text = searchable(p, language);
    return words.every((w) => text.includes(w));
  });
}

/** Favourites first, the library's order otherwise (a stable sort). */
export function favouritesFirst<T extends { id: string }>(items: readonly T[], favourites: ReadonlySet<string>): T[] {
  return [...items].sort((a, b) => Number(favourites.has(b.id)) - Number(favourites.has(a.id)));
}
