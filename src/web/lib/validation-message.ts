import { useTranslation } from "react-i18next";
import { AUTH_MESSAGE_KEYS } from "@contracts/auth-constants";

/** Translates a validation message from the shared zod schemas (English SPEC text -> i18n key). */
export function useValidationMessage() {
  const { t } = useTranslation();
  return (message: string | undefined) => {
    if (!message) return undefined;
    const key = AUTH_MESSAGE_KEYS[message];
    return key ? t(`validation.${key}`) : message;
  };
}
