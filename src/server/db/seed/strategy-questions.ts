import { sql } from "drizzle-orm";
import {
  CONTENT_FORMAT_LABELS_FR,
  CONTENT_FORMATS,
  FREQUENCIES,
  FREQUENCY_LABELS_FR,
  QUESTION_IDS as Q,
  TONE_LABELS_FR,
  TONES,
  type ConditionalLogic,
  type QuestionType,
} from "../../../contracts/strategy/schemas";
import type { Db } from "../client";
import { strategyQuestions } from "../schema";

/**
 * The strategy questionnaire: the one source of truth for the rows of strategy_questions. Upserted by id
 * after every migration run, so editing a text here and restarting updates it everywhere.
 * `options.en` are the canonical values answers store; `options.fr` their French labels, same order.
 */
export interface QuestionSeed {
  id: string;
  order: number;
  type: QuestionType;
  text: { en: string; fr: string };
  options?: { en: readonly string[]; fr: readonly string[] };
  conditionalLogic?: ConditionalLogic;
}

const GOALS = {
  en: [
    "Build thought leadership",
    "Generate leads and clients",
    "Grow my network",
    "Attract talent to my team",
    "Find a new role",
    "Promote my company's products or services",
  ],
  fr: [
    "Développer mon leadership d'opinion",
    "Générer des prospects et des clients",
    "Développer mon réseau",
    "Attirer des talents dans mon équipe",
    "Trouver un nouveau poste",
    "Promouvoir les produits ou services de mon entreprise",
  ],
};

const AUDIENCES = {
  en: [
    "Industry professionals",
    "Decision-makers and executives",
    "Potential clients",
    "Recruiters and hiring managers",
    "Peers and colleagues",
    "Founders and entrepreneurs",
    "Job seekers and early-career professionals",
    "Investors",
  ],
  fr: [
    "Professionnels du secteur",
    "Décideurs et dirigeants",
    "Clients potentiels",
    "Recruteurs et responsables du recrutement",
    "Pairs et collègues",
    "Fondateurs et entrepreneurs",
    "Candidats et jeunes professionnels",
    "Investisseurs",
  ],
};

export const STRATEGY_QUESTIONS: readonly QuestionSeed[] = [
  {
    id: Q.role,
    order: 1,
    type: "text",
    text: {
      en: "What is your role, and in which industry do you work?",
      fr: "Quel est votre rôle et dans quel secteur travaillez-vous ?",
    },
  },
  {
    id: Q.goal,
    order: 2,
    type: "select",
    text: {
      en: "What is the main goal of your LinkedIn presence?",
      fr: "Quel est l'objectif principal de votre présence sur LinkedIn ?",
    },
    options: GOALS,
  },
  {
    id: Q.offer,
    order: 3,
    type: "text",
    text: {
      en: "Which offer, product or service should your content lead people to?",
      fr: "Vers quelle offre, quel produit ou quel service votre contenu doit-il mener ?",
    },
    conditionalLogic: { showIf: { questionId: Q.goal, anyOf: [GOALS.en[1], GOALS.en[5]] } },
  },
  {
    id: Q.targetAudience,
    order: 4,
    type: "multiselect",
    text: { en: "Who do you want to reach on LinkedIn?", fr: "Qui souhaitez-vous toucher sur LinkedIn ?" },
    options: AUDIENCES,
  },
  {
    id: Q.expertise,
    order: 5,
    type: "text",
    text: {
      en: "What expertise or strong point of view do you want to be known for?",
      fr: "Pour quelle expertise ou quel point de vue affirmé voulez-vous être reconnu ?",
    },
  },
  {
    id: Q.topics,
    order: 6,
    type: "text",
    text: {
      en: "Which topics do you want to post about? (separate them with commas)",
      fr: "Sur quels sujets voulez-vous publier ? (séparez-les par des virgules)",
    },
  },
  {
    id: Q.formats,
    order: 7,
    type: "multiselect",
    text: {
      en: "Which content formats are you comfortable creating?",
      fr: "Quels formats de contenu êtes-vous à l'aise de créer ?",
    },
    options: { en: CONTENT_FORMATS, fr: CONTENT_FORMATS.map((f) => CONTENT_FORMAT_LABELS_FR[f]) },
  },
  {
    id: Q.frequency,
    order: 8,
    type: "select",
    text: {
      en: "How often can you realistically post?",
      fr: "À quelle fréquence pouvez-vous publier de façon réaliste ?",
    },
    options: { en: FREQUENCIES, fr: FREQUENCIES.map((f) => FREQUENCY_LABELS_FR[f]) },
  },
  {
    id: Q.personalStories,
    order: 9,
    type: "checkbox",
    text: {
      en: "Are you comfortable sharing personal stories and behind-the-scenes moments?",
      fr: "Êtes-vous à l'aise pour partager des histoires personnelles et des coulisses ?",
    },
  },
  {
    id: Q.clientResults,
    order: 10,
    type: "checkbox",
    text: {
      en: "Can you share client results or case studies publicly (with permission)?",
      fr: "Pouvez-vous partager publiquement des résultats clients ou des études de cas (avec leur accord) ?",
    },
    conditionalLogic: { showIf: { questionId: Q.goal, anyOf: [GOALS.en[1], GOALS.en[5], GOALS.en[0]] } },
  },
  {
    id: Q.tone,
    order: 11,
    type: "select",
    text: { en: "Which tone fits you best?", fr: "Quel ton vous correspond le mieux ?" },
    options: { en: TONES, fr: TONES.map((t) => TONE_LABELS_FR[t]) },
  },
  {
    id: Q.pillarCount,
    order: 12,
    type: "select",
    text: {
      en: "How many content pillars do you want to focus on?",
      fr: "Sur combien de piliers de contenu voulez-vous vous concentrer ?",
    },
    options: { en: ["3", "4", "5"], fr: ["3", "4", "5"] },
  },
];

/** Upserts the questionnaire by id (idempotent; runs after migrations, as the owner). */
export async function seedStrategyQuestions(db: Db): Promise<void> {
  const rows = STRATEGY_QUESTIONS.map((q) => ({
    id: q.id,
    order: q.order,
    type: q.type,
    textEn: q.text.en,
    textFr: q.text.fr,
    optionsEn: q.options ? JSON.stringify(q.options.en) : null,
    optionsFr: q.options ? JSON.stringify(q.options.fr) : null,
    conditionalLogic: q.conditionalLogic ? JSON.stringify(q.conditionalLogic) : null,
  }));
  await db
    .insert(strategyQuestions)
    .values(rows)
    .onConflictDoUpdate({
      target: strategyQuestions.id,
      set: {
        order: sql`excluded."order"`,
        type: sql`excluded.type`,
        textEn: sql`excluded.text_en`,
        textFr: sql`excluded.text_fr`,
        optionsEn: sql`excluded.options_en`,
        optionsFr: sql`excluded.options_fr`,
        conditionalLogic: sql`excluded.conditional_logic`,
      },
    });
}
