/** Profile messages (SPEC §2 Profile, §5), without zod: the web reads them on pages that load no profile form. */
export const PROFILE_MESSAGES = {
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  linkedinInvalid: "Please enter a valid LinkedIn URL",
  languageInvalid: "Language must be en or fr",
  avatarMissing: "Please choose an image to upload",
  avatarType: "Please upload a PNG, JPEG, WebP or GIF image",
  avatarTooLarge: "The image must be 5 MB or smaller",
} as const;
