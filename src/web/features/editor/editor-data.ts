import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import type { Pillar } from "@contracts/strategy/schemas";
import { strategiesQuery } from "@/features/strategy/api";
import { useCurrentUser } from "@/entities/profile/me";
import type { PreviewAuthor } from "./components/post-preview";

/** The pillars a post can belong to: the active ones of the user's latest strategy. */
export function useActivePillars(): Pillar[] {
  return useActivePillarsState().pillars;
}

/** The active pillars and whether they are still loading (loading is not "no pillars": say which). */
export function useActivePillarsState(): { pillars: Pillar[]; loading: boolean } {
  const { data, isPending } = useQuery(strategiesQuery);
  const latest = data?.find((s) => s.pillars.length > 0);
  // the same array while the strategies are: a page's effect that depends on it runs once per change, not per render
  const pillars = useMemo(() => latest?.pillars.filter((p) => p.isActive) ?? NO_PILLARS, [latest]);
  return { pillars, loading: isPending };
}
const NO_PILLARS: Pillar[] = [];

/** The author as the preview shows them: display name, headline and picture. */
export function usePreviewAuthor(): PreviewAuthor {
  const { name, image, initials, me } = useCurrentUser();
  return { name, image, initials, headline: me?.headline ?? null };
}
