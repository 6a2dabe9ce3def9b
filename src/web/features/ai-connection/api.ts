import { AI_PATHS as P } from "@contracts/ai/paths";
import { api } from "@/lib/api/api-client";
import { useApiMutation } from "@/lib/api/api-mutation";

/** Runs the AI connection test (it costs a call to the model: the server limits it per user). */
export function useCheckAiConnection() {
  return useApiMutation({
    mutationFn: () => api(P.checkConnection, {}),
    failure: "aiConnection.failed",
  });
}
