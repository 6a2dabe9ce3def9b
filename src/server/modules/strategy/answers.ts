import type { Actor } from "../../lib/actor";
import type { StrategyService } from "./service";

/** GET /api/strategies' body: its route and the pages that show the pillars (their first data) answer it alike. */
export const strategiesAnswer = async (strategy: StrategyService, actor: Actor) => ({
  strategies: await strategy.listStrategies(actor),
});
