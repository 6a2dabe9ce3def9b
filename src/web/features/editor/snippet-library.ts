import type { QueryClient } from "@tanstack/react-query";
import type { Language } from "@contracts/language";
import { favouritesOrNone } from "@/entities/inspirations/favourites";

export type SnippetKind = "hook" | "ending";
export interface Snippet {
  id: string;
  name: string;
  text: string;
  favourite: boolean;
}

/** How long the list waits for the favourites once the library is in (a stuck request): then it shows without. */
const FAVOURITES_GRACE_MS = 3000;

/** Inspirations' hooks and endings with the workspace's favourites, ready to filter (`find`). */
export interface SnippetLibrary {
  find: (query: string, kind: SnippetKind) => Snippet[];
}

/**
 * Loads the library's code (its own chunk) and the favourites side by side, when the picker opens: one wait for
 * both. The favourites are optional (failed or too slow: none, the library's order); the library's code is not
 * (offline and never loaded on this device, this rejects: the picker says so).
 */
export async function loadSnippetLibrary(client: QueryClient, language: Language): Promise<SnippetLibrary> {
  const code = Promise.all([
    import("@shared/inspirations/patterns"),
    import("@shared/inspirations/filter"),
    import("@shared/inspirations/structure"),
  ]);
  const favourites = favouritesOrNone(client);
  const [{ INSPIRATIONS }, { filterInspirations, favouritesFirst }, { skeleton }] = await code;
  const ids = await Promise.race([favourites, delay(FAVOURITES_GRACE_MS).then((): string[] => [])]);
  const favouriteSet = new Set(ids);
  return {
    find: (query, kind) =>
      favouritesFirst(filterInspirations(INSPIRATIONS, { query, kind }, language), favouriteSet).map((p) => ({
        id: p.id,
        name: p.text[language].name,
        text: skeleton(p.text[language], language),
        favourite: favouriteSet.has(p.id),
      })),
  };
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
