import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { SEARCH_PATHS } from "@contracts/search/paths";
import { api } from "@/lib/api/api-client";

/** Typed text, settled for `ms` (no request per keystroke). */
export function useDebounced<T>(value: T, ms = 150): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** Posts and notes matching the text (full text, GET /api/search), once at least two characters are typed. */
export function useContentSearch(text: string, limit = 6) {
  const q = useDebounced(text.trim());
  return useQuery({
    queryKey: ["search", q, limit],
    queryFn: () => api(SEARCH_PATHS.search, { query: { q, limit } }).then((r) => r.results),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    meta: { silent: true },
  });
}
