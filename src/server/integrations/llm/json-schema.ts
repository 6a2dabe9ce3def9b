import { z } from "zod";

/** Keywords some strict servers refuse in a schema (Groq: minItems/maxItems), checked after parsing instead. */
const REFUSED_KEYWORDS = ["minItems", "maxItems", "$schema"] as const;

/**
 * The JSON schema sent to the server: the zod schema's output shape without the keywords some servers refuse. The
 * answer is still validated against the whole zod schema (lengths, refinements) once parsed.
 */
export function portableJsonSchema(schema: z.ZodType): Record<string, unknown> {
  const json = z.toJSONSchema(schema, { target: "draft-7", io: "output", unrepresentable: "any" });
  return strip(json) as Record<string, unknown>;
}

function strip(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(strip);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !(REFUSED_KEYWORDS as readonly string[]).includes(key))
      .map(([key, v]) => [key, strip(v)]),
  );
}
