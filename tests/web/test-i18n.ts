import i18n from "@/lib/i18n/i18n";
import { en } from "../support/locales";

/** The app's i18n with the English strings in place, synchronously (the app itself loads /locales over HTTP). */
export async function setupTestI18n() {
  i18n.addResources("en", en);
  await i18n.changeLanguage("en");
  return i18n;
}
