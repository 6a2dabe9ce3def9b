import { STRATEGY_DEFAULTS, type ContentFormat, type Frequency, type Language } from "../../contracts/strategy/rules";
import type { StrategyBrief } from "./brief";

/** A generated pillar before it is saved. */
export interface PillarDraft {
  name: string;
  description: string;
  purpose: string;
  targetAudience: string;
  formats: ContentFormat[];
  engagementStyle: string;
  frequency: Frequency;
}

export interface StrategyDraft {
  name: string;
  pillars: PillarDraft[];
}

interface Template {
  name: Record<Language, string>;
  formats: ContentFormat[];
  description: Record<Language, (focus: string, audience: string) => string>;
  purpose: Record<Language, (b: StrategyBrief) => string>;
}

// SPEC §4: the five template pillars, in this order.
const TEMPLATES: Template[] = [
  {
    name: { en: "Industry Insights", fr: "Analyses du secteur" },
    formats: ["Text-based posts", "Expert commentary", "Data visualizations", "Articles", "Image-based posts"],
    description: {
      en: (f, a) => `Timely takes on news, trends and data in ${f}, with your own reading of what they mean for ${a}.`,
      fr: (f, a) =>
        `Des analyses de l'actualité, des tendances et des chiffres de ${f}, avec votre lecture de ce qu'ils changent pour ${a}.`,
    },
    purpose: {
      en: () => "Show that you follow your field closely and help your audience make sense of change.",
      fr: () => "Montrer que vous suivez votre domaine de près et aider votre audience à comprendre les évolutions.",
    },
  },
  {
    name: { en: "Thought Leadership", fr: "Leadership d'opinion" },
    formats: ["Text-based posts", "Articles", "Expert commentary", "Videos", "Polls"],
    description: {
      en: (f, a) =>
        `Your convictions about ${f}: where you disagree with common practice, lessons learned and predictions you will defend in front of ${a}.`,
      fr: (f, a) =>
        `Vos convictions sur ${f} : là où vous n'êtes pas d'accord avec les pratiques courantes, vos leçons et les prédictions que vous défendez auprès de ${a}.`,
    },
    purpose: {
      en: (b) =>
        `Make your point of view recognisable so people associate you with ${b.expertise ?? "your expertise"}.`,
      fr: (b) =>
        `Rendre votre point de vue reconnaissable pour qu'on vous associe à ${b.expertise ?? "votre expertise"}.`,
    },
  },
  {
    name: { en: "Educational Content", fr: "Contenu pédagogique" },
    formats: ["Carousels", "Quick tips", "Tutorial videos", "Image-based posts", "Text-based posts"],
    description: {
      en: (f, a) => `Practical how-tos, frameworks and checklists on ${f} that ${a} can apply the same day.`,
      fr: (f, a) =>
        `Des méthodes, des cadres et des check-lists pratiques sur ${f} que ${a} peuvent appliquer le jour même.`,
    },
    purpose: {
      en: () => "Build trust by giving useful knowledge away freely.",
      fr: () => "Gagner la confiance en partageant librement un savoir utile.",
    },
  },
  {
    name: { en: "Behind-the-Scenes", fr: "Coulisses" },
    formats: ["Image-based posts", "Videos", "Text-based posts"],
    description: {
      en: (f) =>
        `The people, process and honest moments behind your work in ${f}: how decisions are made, mistakes and what you changed.`,
      fr: (f) =>
        `Les personnes, les méthodes et les moments vrais derrière votre travail dans ${f} : les décisions, les erreurs et ce que vous avez changé.`,
    },
    purpose: {
      en: (b) =>
        b.personalStories === false
          ? "Make your work relatable while keeping the focus on the team and the craft rather than your private life."
          : "Make your brand human and relatable through personal stories.",
      fr: (b) =>
        b.personalStories === false
          ? "Rendre votre travail accessible en restant centré sur l'équipe et le métier plutôt que sur votre vie privée."
          : "Humaniser votre marque grâce à des histoires personnelles.",
    },
  },
  {
    name: { en: "Success Stories", fr: "Histoires de réussite" },
    formats: ["Case studies", "Testimonial videos", "Image-based posts", "Text-based posts"],
    description: {
      en: (f) =>
        `Concrete results from clients and projects in ${f}: the starting point, what was done and the measurable outcome.`,
      fr: (f) =>
        `Des résultats concrets de clients et de projets dans ${f} : le point de départ, ce qui a été fait et le résultat mesurable.`,
    },
    purpose: {
      en: (b) =>
        b.clientResults === false
          ? "Prove your impact with anonymised examples and your own results."
          : `Prove your impact with evidence${b.offer ? ` and show what ${b.offer} achieves` : ""}.`,
      fr: (b) =>
        b.clientResults === false
          ? "Prouver votre impact avec des exemples anonymisés et vos propres résultats."
          : `Prouver votre impact par des faits${b.offer ? ` et montrer ce que permet ${b.offer}` : ""}.`,
    },
  },
];

const TONE_STYLES: Record<string, Record<Language, string>> = {
  professional: {
    en: "Professional, clear and evidence-based; close with a question that invites readers to share their experience.",
    fr: "Professionnel, clair et appuyé sur des faits ; terminez par une question qui invite à partager son expérience.",
  },
  conversational: {
    en: "Conversational and approachable, written the way you speak; reply to every comment in the first hour.",
    fr: "Conversationnel et accessible, écrit comme vous parlez ; répondez à chaque commentaire dans la première heure.",
  },
  inspirational: {
    en: "Inspirational and story-led; end each post with one takeaway readers can act on.",
    fr: "Inspirant et porté par des histoires ; terminez chaque post par une leçon applicable.",
  },
  educational: {
    en: "Educational and structured (numbered steps, one idea per slide); invite readers to save and share.",
    fr: "Pédagogique et structuré (étapes numérotées, une idée par slide) ; invitez à enregistrer et partager.",
  },
  "bold and opinionated": {
    en: "Bold and opinionated; take a clear position and invite respectful debate in the comments.",
    fr: "Affirmé et engagé ; prenez une position claire et invitez au débat respectueux en commentaire.",
  },
  witty: {
    en: "Witty and light, with a touch of humour, keeping a real insight at the core of each post.",
    fr: "Léger et plein d'humour, avec toujours une vraie idée au cœur de chaque post.",
  },
};

function engagementStyle(tone: string, lang: Language): string {
  const known = TONE_STYLES[tone.trim().toLowerCase()];
  if (known) return known[lang];
  return lang === "fr"
    ? `Ton ${tone.trim()} ; terminez par une question qui invite au commentaire et répondez aux réactions.`
    : `${tone.trim()} tone; close with a question that invites comments, and reply to the reactions.`;
}

/** The topic as a name's first word: "roadmaps" -> "Roadmaps" ("iPhone", "eBay" keep their own case). */
function sentenceStart(topic: string): string {
  const text = topic.trim();
  return /^\p{Ll}+\p{Lu}/u.test(text) ? text : text.charAt(0).toUpperCase() + text.slice(1);
}

/** A pillar named after a topic, in sentence case: "Roadmaps insights", "Tarification dynamique : décryptages". */
function topicName(topic: string, lang: Language): string {
  return lang === "fr" ? `${sentenceStart(topic)} : décryptages` : `${sentenceStart(topic)} insights`;
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

export function defaultStrategyName(lang: Language): string {
  return `${lang === "fr" ? "Stratégie de contenu LinkedIn" : STRATEGY_DEFAULTS.strategyName} - ${today()}`;
}

/**
 * SPEC §4 built-in generator: `pillarCount` pillars (3 by default, at most 5) from the five templates; the
 * first ones named after the topics, in sentence case ("Roadmaps insights"); formats from the user's answer (default Text-based
 * posts and Image-based posts); the answered frequency (default 2-3 times per week); descriptions built from
 * the answers (topics, expertise, audience, tone, goal), in the user's language.
 */
export function generateBuiltinStrategy(brief: StrategyBrief, strategyName?: string): StrategyDraft {
  const lang = brief.language;
  const count = Math.min(TEMPLATES.length, Math.max(1, brief.pillarCount || STRATEGY_DEFAULTS.pillarCount));
  const userFormats = brief.formats.length ? brief.formats : STRATEGY_DEFAULTS.formats;
  const general = brief.topics.length
    ? brief.topics.slice(0, 3).join(", ")
    : (brief.expertise ?? brief.role ?? (lang === "fr" ? "votre domaine" : "your field"));
  const goalLine = brief.goal
    ? lang === "fr"
      ? ` Au service de votre objectif : ${brief.goal}.`
      : ` Serves your goal: ${brief.goal}.`
    : "";

  const pillars = TEMPLATES.slice(0, count).map((tpl, i): PillarDraft => {
    const topic = brief.topics[i];
    const preferred = userFormats.filter((f) => tpl.formats.includes(f));
    return {
      name: topic ? topicName(topic, lang) : tpl.name[lang],
      description: tpl.description[lang](topic ?? general, brief.targetAudience),
      purpose: tpl.purpose[lang](brief) + goalLine,
      targetAudience: brief.targetAudience,
      formats: preferred.length ? preferred : userFormats.slice(0, 3),
      engagementStyle: engagementStyle(brief.tone, lang),
      frequency: brief.frequency ?? STRATEGY_DEFAULTS.frequency,
    };
  });
  return { name: strategyName || defaultStrategyName(lang), pillars };
}
