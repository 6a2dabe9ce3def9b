import { defineEndpoint } from "../endpoint";
import { AI_PATHS as P } from "./paths";
import { aiConnectionCheckSchema } from "./schemas";

const tags = ["AI"];

export const checkAiConnection = defineEndpoint({
  ...P.checkConnection,
  tags,
  access: { permission: "ai.configure" },
  summary:
    "Test the AI connection: the server's models list (with the key), LLM_MODEL among them, one tiny structured " +
    "answer from the model; each step's outcome, what stops AI and how long each took",
  responses: { 200: { description: "What the test learned", json: aiConnectionCheckSchema } },
  errors: [401, 429],
});
