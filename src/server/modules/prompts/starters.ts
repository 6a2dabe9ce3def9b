import type { Language } from "../../../contracts/language";
import type { PostFormat } from "../../../contracts/generation/rules";

/** One starting prompt, written for each interface language (adapted, not translated word for word). */
interface StarterPrompt {
  key: string;
  format: PostFormat | null;
  text: Record<Language, { name: string; text: string }>;
}

/** The starting prompts shipped with the app (GET /api/prompts/starters; "Add" copies one into the user's list). */
export const STARTER_PROMPTS: readonly StarterPrompt[] = [
  {
    key: "lesson-from-mistake",
    format: "lessons",
    text: {
      en: {
        name: "A lesson from a mistake",
        text: [
          "Write about a mistake I made at work and what it taught me.",
          "Open with the moment I realised it went wrong, in one short sentence.",
          "Then: what I did, why it seemed right at the time, what it cost, and the one thing I do differently now.",
          "Stay honest and specific; no humble-bragging. End with a question asking readers about their own version.",
        ].join("\n"),
      },
      fr: {
        name: "Ce qu'une erreur m'a appris",
        text: [
          "Raconte une erreur que j'ai faite au travail et la leçon que j'en tire.",
          "Commence par l'instant où j'ai compris que ça n'allait pas, en une phrase courte.",
          "Ensuite : ce que j'ai fait, pourquoi ça me paraissait logique, ce que ça m'a coûté, et ce que je fais autrement aujourd'hui.",
          "Reste sincère et concret, sans fausse modestie. Termine en demandant aux lecteurs s'ils ont vécu la même chose.",
        ].join("\n"),
      },
    },
  },
  {
    key: "step-by-step",
    format: "how-to",
    text: {
      en: {
        name: "Step-by-step how-to",
        text: [
          "Teach one practical thing my audience can apply today.",
          "Start with the result they get, then give 3 to 5 numbered steps, one line each, with a concrete example for the hardest step.",
          "Mention the most common pitfall. No jargon, no fluff.",
        ].join("\n"),
      },
      fr: {
        name: "Mode d'emploi en étapes",
        text: [
          "Explique une méthode concrète que mon audience peut appliquer dès aujourd'hui.",
          "Annonce d'abord le résultat obtenu, puis donne 3 à 5 étapes numérotées d'une ligne chacune, avec un exemple précis pour l'étape la plus délicate.",
          "Signale le piège le plus fréquent. Pas de jargon, pas de remplissage.",
        ].join("\n"),
      },
    },
  },
  {
    key: "contrarian-take",
    format: "contrarian",
    text: {
      en: {
        name: "Respectful contrarian take",
        text: [
          "Challenge a piece of common advice in my field.",
          "State the usual advice fairly, then say where it breaks down, with one real situation as proof.",
          "Offer what I recommend instead. Firm but not arrogant; acknowledge when the usual advice does work.",
        ].join("\n"),
      },
      fr: {
        name: "Prendre le contre-pied",
        text: [
          "Remets en question un conseil très répandu dans mon domaine.",
          "Présente-le honnêtement, puis montre où il atteint ses limites, preuve à l'appui avec une situation réelle.",
          "Propose ce que je conseille à la place. Affirmé sans être arrogant ; reconnais les cas où le conseil habituel fonctionne.",
        ].join("\n"),
      },
    },
  },
  {
    key: "client-story",
    format: "case-study",
    text: {
      en: {
        name: "Client story (before / after)",
        text: [
          "Tell the story of a client or project: where they started, what we changed, and the result with one number if I have it.",
          "Keep the client anonymous unless I name them. Focus on the decision that made the difference, not on selling.",
          "Close with the takeaway other readers can reuse.",
        ].join("\n"),
      },
      fr: {
        name: "Cas client avant / après",
        text: [
          "Raconte l'histoire d'un client ou d'un projet : la situation de départ, ce que nous avons changé, et le résultat, chiffré si possible.",
          "Garde le client anonyme sauf si je le nomme. Mets l'accent sur la décision qui a tout changé, pas sur la vente.",
          "Conclus par l'enseignement que d'autres peuvent réutiliser.",
        ].join("\n"),
      },
    },
  },
  {
    key: "behind-the-scenes",
    format: "behind-the-scenes",
    text: {
      en: {
        name: "Behind the scenes of my week",
        text: [
          "Share what really happened behind the scenes this week: one thing that worked, one that did not, and what I am trying next.",
          "Conversational, first person, short paragraphs. Show the work, not just the wins.",
        ].join("\n"),
      },
      fr: {
        name: "Les coulisses de ma semaine",
        text: [
          "Montre les coulisses de ma semaine : une chose qui a marché, une qui a raté, et ce que je teste ensuite.",
          "Ton de conversation, à la première personne, paragraphes courts. Montre le travail, pas seulement les réussites.",
        ].join("\n"),
      },
    },
  },
  {
    key: "myth-buster",
    format: "myth-busting",
    text: {
      en: {
        name: "Bust a myth",
        text: [
          "Pick a myth people in my industry still believe. Name it in the first line.",
          "Explain why it persists, what the evidence or my experience actually shows, and what to do instead.",
          "Cite a source or a personal example; never invent figures.",
        ].join("\n"),
      },
      fr: {
        name: "Tordre le cou à une idée reçue",
        text: [
          "Choisis une idée reçue encore tenace dans mon secteur et nomme-la dès la première ligne.",
          "Explique pourquoi elle persiste, ce que montrent vraiment les faits ou mon expérience, et quoi faire à la place.",
          "Appuie-toi sur une source ou un exemple vécu ; n'invente jamais de chiffres.",
        ].join("\n"),
      },
    },
  },
  {
    key: "checklist",
    format: "checklist",
    text: {
      en: {
        name: "Save-worthy checklist",
        text: [
          "Write a checklist people will want to save: 5 to 7 short items, each starting with a verb.",
          "One-line intro saying who it is for and when to use it; end by inviting readers to add the item I missed.",
        ].join("\n"),
      },
      fr: {
        name: "Check-list à garder sous la main",
        text: [
          "Rédige une check-list qu'on a envie d'enregistrer : 5 à 7 points courts, chacun commençant par un verbe.",
          "Une phrase d'introduction pour dire à qui elle s'adresse et quand s'en servir ; termine en invitant les lecteurs à ajouter le point oublié.",
        ].join("\n"),
      },
    },
  },
  {
    key: "open-question",
    format: "question",
    text: {
      en: {
        name: "Start a conversation",
        text: [
          "Ask my network one open question about a real dilemma I face right now.",
          "Give just enough context (2 or 3 lines) and my current leaning, so people can disagree with something concrete.",
          "Keep it short; the comments are the point.",
        ].join("\n"),
      },
      fr: {
        name: "Lancer la discussion",
        text: [
          "Pose à mon réseau une vraie question ouverte sur un dilemme que je vis en ce moment.",
          "Donne juste assez de contexte (2 ou 3 lignes) et ce vers quoi je penche, pour qu'on puisse me contredire sur du concret.",
          "Fais court : l'intérêt est dans les commentaires.",
        ].join("\n"),
      },
    },
  },
];

export function starterPrompts(language: Language) {
  return STARTER_PROMPTS.map((s) => ({ key: s.key, format: s.format, ...s.text[language] }));
}
