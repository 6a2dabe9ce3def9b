import { describe, expect, it } from "vitest";
import { NOTIFICATION_KINDS } from "@contracts/notifications/rules";
import { PUBLISH_ERRORS } from "@contracts/publishing/rules";
import type { Notification } from "@contracts/notifications/schemas";
import { notificationText, timeAgo } from "@/features/notifications/notification-text";
import { translate, type Strings, type TFunction } from "@/lib/i18n/translate";
import { en, fr } from "../support/locales";

const base = {
  id: "00000000-0000-4000-8000-000000000001",
  postId: null,
  readAt: null,
  createdAt: new Date().toISOString(),
};

const catalog = new Map<"en" | "fr", Strings>([
  ["en", en as Strings],
  ["fr", fr as Strings],
]);

async function translator(lng: "en" | "fr"): Promise<TFunction> {
  return (key, options) => translate(catalog, lng, key, options);
}

const day = (instant: string) => instant.slice(0, 10);

describe("notification texts", () => {
  it("every kind and every publishing error has its text in en and fr (no raw key shown)", async () => {
    for (const lng of ["en", "fr"] as const) {
      const t = await translator(lng);
      for (const kind of NOTIFICATION_KINDS)
        for (const error of [undefined, ...PUBLISH_ERRORS]) {
          const n: Notification = { ...base, kind, data: { firstLine: "Hello", error, days: 7 } };
          const { title, detail } = notificationText(t, n, day);
          expect(title, `${lng} ${kind}`).not.toMatch(/notifications\./);
          expect(detail, `${lng} ${kind} ${error}`).not.toMatch(/notifications\./);
          expect(title.length).toBeGreaterThan(0);
        }
    }
  });

  it("quotes the post's first line and gives the reason of a failure", async () => {
    const t = await translator("fr");
    const n: Notification = {
      ...base,
      kind: "publish_failed",
      data: { firstLine: "Bonjour", error: "DUPLICATE_POST" },
    };
    expect(notificationText(t, n, day)).toEqual({
      title: "Un post n'a pas été publié",
      detail: "« Bonjour » LinkedIn l'a refusé comme doublon d'un post précédent.",
    });
    const en1 = await translator("en");
    expect(notificationText(en1, { ...base, kind: "linkedin_expiring", data: { days: 1 } }, day).title).toBe(
      "LinkedIn expires within a day",
    );
  });

  it("an export ready: where to download it and until when, in en and fr", async () => {
    const n: Notification = { ...base, kind: "account_export_ready", data: { expiresAt: "2026-03-08T12:00:00.000Z" } };
    expect(notificationText(await translator("en"), n, day)).toEqual({
      title: "Your data export is ready",
      detail: "Download it from Settings › Account until 2026-03-08.",
    });
    expect(notificationText(await translator("fr"), n, day)).toEqual({
      title: "Votre export de données est prêt",
      detail: "Téléchargez-le depuis Paramètres › Compte jusqu'au 2026-03-08.",
    });
  });

  it("says how long ago in the interface language", () => {
    const now = Date.parse("2026-03-01T12:00:00Z");
    expect(timeAgo("en-US", "2026-03-01T11:55:00Z", now)).toBe("5 minutes ago");
    expect(timeAgo("fr-FR", "2026-02-28T12:00:00Z", now)).toBe("hier");
    expect(timeAgo("en-US", "2026-03-01T11:59:50Z", now)).toBe("this minute");
  });
});
