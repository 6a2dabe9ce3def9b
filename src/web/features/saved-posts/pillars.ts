import { useQuery } from "@tanstack/react-query";
import type { Pillar } from "@contracts/strategy/schemas";
import { strategiesQuery } from "@/features/strategy/api";

const NONE: Pillar[] = [];

/** The pillars a saved post can belong to: the active ones of the user's latest strategy (as the editor's). */
export function useActivePillars(): Pillar[] {
  const { data } = useQuery(strategiesQuery);
  return data?.find((s) => s.pillars.length > 0)?.pillars.filter((p) => p.isActive) ?? NONE;
}
