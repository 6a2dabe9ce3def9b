/**
 * The ways to ask for JSON, best first: `json_schema` (strict: the server constrains the answer to the schema),
 * `json_object` (any JSON; the schema is in the prompt), `prompt` (no response_format at all; the schema is in the
 * prompt and the answer is read tolerantly: fences, prose, reasoning). Servers refuse the first ones in different
 * ways (DeepSeek and old llama.cpp refuse json_schema, LM Studio json_object, Groq any response_format in a stream).
 */
import { STRUCTURED_OUTPUT_MODES, type StructuredOutputMode } from "../../../contracts/ai/rules";

export { STRUCTURED_OUTPUT_MODES, type StructuredOutputMode };
/** The LLM_STRUCTURED_OUTPUT setting: "auto" negotiates, any other forces that one mode. */
export const STRUCTURED_OUTPUT_SETTINGS = ["auto", ...STRUCTURED_OUTPUT_MODES] as const;
export type StructuredOutputSetting = (typeof STRUCTURED_OUTPUT_SETTINGS)[number];

/** The modes to try, in order, for a setting. */
export const modesFor = (setting: StructuredOutputSetting): readonly StructuredOutputMode[] =>
  setting === "auto" ? STRUCTURED_OUTPUT_MODES : [setting];

/** The request's response_format and the system text for a mode. */
export function structuredRequest(
  mode: StructuredOutputMode,
  request: { system: string; schemaName: string; jsonSchema: Record<string, unknown> },
): { system: string; response_format?: Record<string, unknown> } {
  if (mode === "json_schema")
    return {
      system: request.system,
      response_format: {
        type: "json_schema",
        json_schema: { name: request.schemaName, strict: true, schema: request.jsonSchema },
      },
    };
  const system = [
    request.system,
    "",
    `Answer with one JSON object only (no other text, no code fence) that follows this JSON schema, named "${request.schemaName}":`,
    JSON.stringify(request.jsonSchema),
  ].join("\n");
  return mode === "json_object" ? { system, response_format: { type: "json_object" } } : { system };
}
