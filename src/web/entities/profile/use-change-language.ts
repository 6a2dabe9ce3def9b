import { useTranslation } from "@/lib/i18n/use-translation";
import type { LanguageCode } from "@/lib/i18n/i18n";
import { useUpdateProfile } from "@/entities/profile/api";
import { rememberLanguageChosen } from "@/lib/i18n/language-choice";

/**
 * The interface language and the profile language are one setting for a signed-in user: switching the interface
 * also saves it to the profile (mails, generated strategies). A failed save leaves the interface switched.
 */
export function useChangeLanguage() {
  const { i18n } = useTranslation();
  const update = useUpdateProfile();
  return (language: LanguageCode) => {
    rememberLanguageChosen();
    void i18n.changeLanguage(language);
    update.mutate({ language });
  };
}
