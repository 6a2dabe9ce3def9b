/** The query key of GET /api/me (a module of its own: the signed-in layout's loader needs it without the hooks). */
export const ME_QUERY_KEY = ["me"] as const;
