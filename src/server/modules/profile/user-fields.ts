import { toLanguage } from "../../../contracts/language";
import type { UserFields } from "../../../contracts/profile/schemas";

/** What the queries read for the user's fields (users row, and whether a LinkedIn identity exists). */
export interface UserFieldsRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  fullName: string;
  headline: string | null;
  linkedin: string | null;
  language: string;
  timeZone: string | null;
  image: string | null;
  li: unknown;
}

/** The one mapping from the users row to the API's names (GET /api/profile and GET /api/me). */
export function toUserFields(row: UserFieldsRow): UserFields {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: row.fullName,
    headline: row.headline,
    linkedin: row.linkedin,
    language: toLanguage(row.language),
    timeZone: row.timeZone,
    avatarUrl: row.image,
    linkedinConnected: row.li !== null,
  };
}
