import { messageCodes } from "../messages";

/**
 * Profile messages (SPEC §2 Profile, §5): English texts the server sends beside their codes (../messages); the
 * names (first, last) use COMMON_MESSAGES. Without zod: the web reads the codes on pages that load no profile form.
 */
export const PROFILE_MESSAGES = {
  linkedinInvalid: "Please enter a valid LinkedIn URL",
  languageInvalid: "Language must be en or fr",
  avatarMissing: "Please choose an image to upload",
  avatarType: "Please upload a PNG, JPEG, WebP or GIF image",
  avatarTooLarge: "The image must be 5 MB or smaller",
  timeZoneInvalid: "Choose a time zone from the list",
} as const;
export const PROFILE_CODES = messageCodes(PROFILE_MESSAGES);
