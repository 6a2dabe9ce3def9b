import type { QueryClient } from "@tanstack/react-query";
import type { I18n } from "@/lib/i18n/translate";
import { toLanguage, type Language } from "@contracts/language";
import { questionsQuery, responsesQuery, strategiesQuery } from "./api";

/** The wizard's language: the questions come in French or English. */
export function wizardLanguage(i18n: Pick<I18n, "resolvedLanguage">): Language {
  return toLanguage(i18n.resolvedLanguage);
}

/** Starts the wizard's three requests at once (the route loader calls this while the page's code loads). */
export function prefetchStrategy(queryClient: QueryClient, i18n: Pick<I18n, "resolvedLanguage">): Promise<unknown> {
  return Promise.all([
    queryClient.prefetchQuery(questionsQuery(wizardLanguage(i18n))),
    queryClient.prefetchQuery(responsesQuery),
    queryClient.prefetchQuery(strategiesQuery),
  ]);
}
