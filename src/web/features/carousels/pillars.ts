import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import type { Pillar } from "@contracts/strategy/schemas";
import { strategiesQuery } from "@/features/strategy/api";

const NONE: Pillar[] = [];

/**
 * The user's pillars (their latest strategy's), for a carousel's pillar: `all` names a carousel's pillar even once
 * it was turned off, `active` are those a carousel can be given.
 */
export function useCarouselPillars(): { all: Pillar[]; active: Pillar[] } {
  const { data } = useQuery(strategiesQuery);
  return useMemo(() => {
    const all = data?.find((s) => s.pillars.length > 0)?.pillars ?? NONE;
    return { all, active: all.filter((p) => p.isActive) };
  }, [data]);
}
