import type { QueryClient } from "@tanstack/react-query";
import { strategiesQuery } from "@/features/strategy/api";
import { notesQuery } from "./api";

/**
 * Starts the notes screen's first requests (the route's loader, while the page's code loads): the live notes (the
 * list and its tag chips read the same query) and the strategies (the pillars each note may be filed under).
 */
export function prefetchNotes(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([queryClient.prefetchQuery(notesQuery(false)), queryClient.prefetchQuery(strategiesQuery)]);
}
