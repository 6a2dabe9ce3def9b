import { defineModule } from "../module";
import { aiConnectionRoutes } from "./routes";
import { aiConnectionService } from "./service";

export const aiConnectionModule = defineModule({
  name: "ai-connection",
  shared: ({ config, integrations, limits, clock }) => ({
    /** The AI connection test (Apps page, and the log at start): per process, bound to no request. */
    aiConnection: aiConnectionService({
      llm: integrations.llm,
      settings: { baseUrl: config.LLM_BASE_URL ?? "", apiKey: config.LLM_API_KEY, model: config.LLM_MODEL },
      limits,
      clock,
    }),
  }),
  routes: aiConnectionRoutes,
});
