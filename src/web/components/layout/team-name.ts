import type { TFunction } from "@/lib/i18n/translate";

/**
 * The team entry's name: the workspace's own name, else (a personal workspace never named) "<first name>'s
 * workspace" in the interface language, so it follows both the language and a renamed user.
 */
export function teamName(
  t: TFunction,
  workspaceName: string | null | undefined,
  firstName: string | null | undefined,
): string {
  if (workspaceName) return workspaceName;
  const first = firstName?.trim();
  return first ? t("shell.team.personalOf", { firstName: first }) : t("shell.team.personal");
}
