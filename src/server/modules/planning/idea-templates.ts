import type { Language } from "../../../contracts/language";
import { CONTENT_FORMAT_LABELS_FR, CONTENT_FORMATS, type ContentFormat } from "../../../contracts/strategy/rules";
import { mulberry32 } from "../../../shared/random/seeded-random";

/** What the built-in idea generator knows of a pillar. */
export interface IdeaPillar {
  name: string;
  description: string;
  formats: string[];
}

/** One idea card: a working title line and a line or two of angle. */
export interface Idea {
  title: string;
  angle: string;
}

type Template = { title: (topic: string) => string; angle: (topic: string) => string };

// Real LinkedIn post shapes (a lesson, a mistake list, a contrarian take, a question...), written around the
// pillar's topic. Plain templates: they say what to write about, never pretend to be written for the person.
const TEMPLATES: Record<Language, Template[]> = {
  en: [
    {
      title: (t) => `3 mistakes I keep seeing in ${t}`,
      angle: () => "Name each mistake, why it happens and what to do instead. End by asking which one readers made.",
    },
    {
      title: (t) => `What I wish I had known earlier about ${t}`,
      angle: () => "One lesson learned the hard way: the situation, what went wrong, what you do differently now.",
    },
    {
      title: (t) => `An unpopular opinion about ${t}`,
      angle: () => "State the common belief, say where you disagree and back it with one concrete example.",
    },
    {
      title: (t) => `How I approach ${t}, step by step`,
      angle: () => "A short numbered list of the steps you actually follow, with one tip per step.",
    },
    {
      title: (t) => `A question for my network about ${t}`,
      angle: () => "Share a real dilemma you face right now and ask people how they would handle it.",
    },
    {
      title: (t) => `Behind the scenes: a week of ${t}`,
      angle: () => "What a normal week looks like, one surprising detail, and what it taught you.",
    },
    {
      title: (t) => `The one number that changed how I see ${t}`,
      angle: () => "Lead with a figure from your own work or a source you trust, then explain why it matters.",
    },
    {
      title: (t) => `A small win in ${t} worth sharing`,
      angle: () => "The context, the result, and the one decision that made the difference.",
    },
    {
      title: (t) => `${capitalize(t)}: myth vs. reality`,
      angle: () => "Pick one myth people repeat, show what really happens, and how to check it for yourself.",
    },
    {
      title: (t) => `The tool or habit that saves me time in ${t}`,
      angle: () => "What it is, how you use it day to day, and who it is (and is not) for.",
    },
    {
      title: (t) => `What beginners in ${t} should ignore`,
      angle: () => "Three things that look important early on but rarely matter, and the one that does.",
    },
    {
      title: (t) => `A story from a client or colleague about ${t}`,
      angle: () => "The problem they had, what you tried together, and what others can take from it.",
    },
  ],
  fr: [
    {
      title: (t) => `3 erreurs que je vois encore trop souvent en ${t}`,
      angle: () =>
        "Nommez chaque erreur, pourquoi elle arrive et quoi faire à la place. Finissez en demandant laquelle vos lecteurs ont faite.",
    },
    {
      title: (t) => `Ce que j'aurais aimé savoir plus tôt sur ${t}`,
      angle: () =>
        "Une leçon apprise à la dure : la situation, ce qui a mal tourné, ce que vous faites autrement aujourd'hui.",
    },
    {
      title: (t) => `Un avis à contre-courant sur ${t}`,
      angle: () => "Posez l'idée reçue, dites en quoi vous n'êtes pas d'accord et appuyez-vous sur un exemple concret.",
    },
    {
      title: (t) => `Ma méthode pour ${t}, étape par étape`,
      angle: () => "Une courte liste numérotée des étapes que vous suivez vraiment, avec un conseil par étape.",
    },
    {
      title: (t) => `Une question à mon réseau sur ${t}`,
      angle: () => "Partagez un vrai dilemme du moment et demandez comment les autres s'y prendraient.",
    },
    {
      title: (t) => `Dans les coulisses : une semaine de ${t}`,
      angle: () => "À quoi ressemble une semaine normale, un détail surprenant et ce qu'il vous a appris.",
    },
    {
      title: (t) => `Le chiffre qui a changé ma vision de ${t}`,
      angle: () =>
        "Ouvrez sur un chiffre tiré de votre travail ou d'une source fiable, puis expliquez pourquoi il compte.",
    },
    {
      title: (t) => `Une petite victoire en ${t} à partager`,
      angle: () => "Le contexte, le résultat et la décision qui a fait la différence.",
    },
    {
      title: (t) => `${capitalize(t)} : idées reçues et réalité`,
      angle: () => "Choisissez une idée reçue, montrez ce qui se passe vraiment et comment le vérifier soi-même.",
    },
    {
      title: (t) => `L'outil ou l'habitude qui me fait gagner du temps en ${t}`,
      angle: () => "Ce que c'est, comment vous l'utilisez au quotidien, et pour qui c'est fait (ou pas).",
    },
    {
      title: (t) => `Ce que les débutants en ${t} peuvent ignorer`,
      angle: () => "Trois choses qui semblent importantes au début mais comptent rarement, et celle qui compte.",
    },
    {
      title: (t) => `L'histoire d'un client ou d'un collègue autour de ${t}`,
      angle: () => "Le problème rencontré, ce que vous avez essayé ensemble et ce que d'autres peuvent en retenir.",
    },
  ],
};

const FORMAT_LINE: Record<Language, (format: string) => string> = {
  en: (f) => `Format: ${f.toLowerCase()}.`,
  fr: (f) => `Format : ${f.toLowerCase()}.`,
};

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The pillar's name as a topic inside a sentence: a capitalised word becomes lower case ("Industry Insights" ->
 * "industry insights"), acronyms and mixed-case words stay ("AI Tools" -> "AI tools", "LinkedIn" stays).
 */
export function topicOf(name: string): string {
  const topic = name.replace(/\s+/g, " ").trim();
  return topic.replace(/\p{L}[\p{L}'’]*/gu, (word) => (/^\p{Lu}[\p{Ll}'’]*$/u.test(word) ? word.toLowerCase() : word));
}

function formatLabel(format: string, language: Language): string | null {
  if (!(CONTENT_FORMATS as readonly string[]).includes(format)) return null;
  return language === "fr" ? CONTENT_FORMAT_LABELS_FR[format as ContentFormat] : format;
}

/**
 * Built-in ideas for a pillar (no LLM): `count` distinct idea shapes (at most the number of templates) picked at
 * random around the pillar's topic, each with one of its formats in turn, in the given language.
 */
export function templateIdeas(
  pillar: IdeaPillar,
  count: number,
  language: Language,
  seed: number = Math.floor(Math.random() * 2 ** 32),
): Idea[] {
  const random = mulberry32(seed);
  const templates = [...TEMPLATES[language]];
  for (let i = templates.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [templates[i], templates[j]] = [templates[j], templates[i]];
  }
  const topic = topicOf(pillar.name) || (language === "fr" ? "mon domaine" : "my field");
  const formats = pillar.formats.map((f) => formatLabel(f, language)).filter((f): f is string => f !== null);
  const offset = formats.length ? Math.floor(random() * formats.length) : 0;
  return templates.slice(0, Math.max(0, count)).map((tpl, i) => {
    const format = formats.length ? formats[(offset + i) % formats.length] : null;
    return {
      title: tpl.title(topic),
      angle: format ? `${tpl.angle(topic)}\n${FORMAT_LINE[language](format)}` : tpl.angle(topic),
    };
  });
}

/** An idea as the post's text: the title line, then the angle. */
export const ideaBody = (idea: Idea) => `${idea.title}\n${idea.angle}`;
