import { listNotes } from "../../../contracts/notes/endpoints";
import { STRATEGY_PATHS } from "../../../contracts/strategy/paths";
import { notesListQuery } from "../../../shared/notes/list-query";
import { pageRequest } from "../../lib/page-request";
import type { Scoped } from "../../lib/request-scope";
import type { PageLoader } from "../module";
import { strategiesAnswer } from "../strategy/answers";
import type { StrategyService } from "../strategy/service";
import type { NoteService } from "./service";

/**
 * /notes' first view: the live notes (the list and its tag chips read the same answer) and the strategies (the
 * pillars a note is filed under), as features/notes/prefetch.ts asks them.
 */
export function notesPages(deps: {
  notes: Scoped<NoteService>;
  strategy: Scoped<StrategyService>;
}): Record<string, PageLoader> {
  return {
    "/notes": async ({ actor, scope }) => {
      const notes = pageRequest(listNotes, notesListQuery(false));
      const [list, strategies] = await Promise.all([
        deps.notes(scope).list(actor, notes.query),
        strategiesAnswer(deps.strategy(scope), actor),
      ]);
      return { [notes.url]: list, [STRATEGY_PATHS.listStrategies.path]: strategies };
    },
  };
}
