/** Row ids (UUIDs, any version), checked before a query so that a malformed id is a plain "not found". No zod here. */
export const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Exactly a UUID (no surrounding space): what is queried is what was checked. */
export const isUuidShaped = (v: unknown): v is string => typeof v === "string" && UUID_SHAPE.test(v);
