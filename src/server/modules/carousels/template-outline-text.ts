import type { Language } from "../../../contracts/language";

/** The built-in outline's own words, per language (the user's text is never translated). */
export const OUTLINE_TEXT: Record<
  Language,
  {
    swipe: string;
    ctaTitle: string;
    ctaAction: (name: string) => string;
    untitled: string;
    scaffold: { problem: [string, string]; why: [string, string]; how: [string, string[]]; takeaway: [string, string] };
  }
> = {
  en: {
    swipe: "Swipe to read on →",
    ctaTitle: "Found this useful?",
    ctaAction: (name) =>
      name ? `Follow ${name} for more, and repost ♻️ to share it` : "Follow for more, and repost ♻️ to share it",
    untitled: "Untitled carousel",
    scaffold: {
      problem: ["The problem", "What goes wrong today, in one or two sentences."],
      why: ["Why it matters", "What it costs your reader: time, money, peace of mind."],
      how: ["How to fix it", ["The first step", "The second step", "The third step"]],
      takeaway: ["The takeaway", "The one thing to remember."],
    },
  },
  fr: {
    swipe: "Balayez pour lire la suite →",
    ctaTitle: "Cela vous a été utile ?",
    ctaAction: (name) =>
      name
        ? `Suivez ${name} pour la suite, et republiez ♻️ pour le partager`
        : "Suivez-moi pour la suite, et republiez ♻️ pour le partager",
    untitled: "Carrousel sans titre",
    scaffold: {
      problem: ["Le problème", "Ce qui ne va pas aujourd’hui, en une ou deux phrases."],
      why: ["Pourquoi c’est important", "Ce que cela coûte à votre lecteur : du temps, de l’argent, de la sérénité."],
      how: ["Comment faire", ["La première étape", "La deuxième étape", "La troisième étape"]],
      takeaway: ["À retenir", "La seule chose à retenir."],
    },
  },
};
