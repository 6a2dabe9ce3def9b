import type { Language } from "../../../contracts/language";
import { hashtagLengthAt } from "../../../shared/post-text/little-text";
import type { TopicShape } from "./topic-shape";

/**
 * Template mode's hashtags: at most three, made of the topic's meaningful words ("Pricing audits for retail chains"
 * -> #PricingAudits #RetailChains), none when the topic has no such word. Never the pillar's name glued together.
 * A topic that is a question or a sentence has verbs among its words: there, only words that do not look like a
 * verb make a tag, and two tags at most.
 */
export const HASHTAG_LIMITS = { count: 3, length: 25 };

const STOP: Record<Language, Set<string>> = {
  en: new Set(
    `a an the and or but nor of for to in on at by with without from about into over under after before as than then
    so if not no yes is are was were be been being am do does did doing done have has had having will would can could
    should may might must shall i me my mine we us our ours you your yours they them their he him his she her it its
    this that these those what why how when where who whom whose which here there now today tomorrow yesterday
    just very really more most less least much many few all any some every each other another own same such only also
    too even still ever never always again once first second third last next one two three four five six seven eight
    nine ten hundred week weeks year years day days month months time times make makes making made get gets getting
    got go goes going went gone stop stops stopped start starts started learn learns learned learnt lesson lessons
    need needs want wants use uses using used thing things way ways lot lots people nobody everyone everybody someone
    tell tells told say says said know knows knew think thinks thought matter matters new good bad better best worse
    worst big small real actually i'm we're you're they're it's that's there's i've we've don't doesn't didn't can't
    won't isn't aren't wasn't let lets keep kept try tried give gave take took come came see saw look looked find found
    quit almost gave why yet via per vs weekly daily monthly annual yearly anymore head hire hires write writes run runs
    grow grew cut cuts leave leaves leaving enjoy fail fails failing worth kill kills killing own owns stay stays read
    reads work works looks like answer answers word words long right size company job price team decent`.split(/\s+/),
  ),
  fr: new Set(
    `le la les l un une des du de d au aux et ou mais donc or ni car en dans sur sous pour par avec sans chez vers
    entre après avant contre ce cet cette ces c ça cela ceci celui celle ceux celles mon ma mes ton ta tes son sa ses
    notre nos votre vos leur leurs je j tu il elle on nous vous ils elles me m te t se s moi toi lui eux qui que qu quoi
    dont où pourquoi comment quand quel quelle quels quelles combien est sont était étaient sera seront être été avoir
    eu ai as a avons avez ont avait fait faire faites font faut fallait peut peuvent pouvoir doit doivent devoir va vont
    aller pas plus moins ne n y très tout tous toute toutes bien aussi encore déjà jamais toujours souvent comme si
    non oui premier première premiers premières dernier dernière deux trois quatre cinq six sept huit neuf dix an ans
    année années jour jours semaine semaines mois fois chose choses façon manière vraiment arrêté arrêter appris
    apprendre dit dire sais savoir pense penser rien personne chaque autre autres même mêmes nouveau nouvelle
    nouveaux nouvelles bon bonne bons bonnes grand grande petit petite mieux pire vrai vraie est-ce faut-il peut-on
    doit-on ici aujourd'hui hier demain voici voilà plupart quelque quelques temps effort mots mot
    page pages réponse réponses question questions partie moment retour meilleur meilleure taille lit marche
    hebdomadaire hebdomadaires annuel annuels quotidien sommes êtes suis es plutôt ancien anciens ancienne anciennes`.split(
      /\s+/,
    ),
  ),
};

/** Nouns that end like a verb ("-ing" in English, "-er" / "-ir" in French). */
const VERB_LIKE_NOUNS = new Set(
  `hiring pricing marketing onboarding branding writing coding networking mentoring recruiting fundraising storytelling
  engineering accounting consulting training learning leadership manager leader designer métier dossier atelier avenir
  plaisir loisir santé qualité société marché sécurité identité diversité créativité productivité rentabilité`.split(
    /\s+/,
  ),
);

/** Whether a word of a question or a sentence may be its verb ("killing", "grew", "recruter", "échouent"). */
function verbLike(word: string, language: Language): boolean {
  const w = word.toLowerCase();
  if (VERB_LIKE_NOUNS.has(w)) return false;
  if (language === "en") return /..(ing|ed)$/.test(w);
  return (
    /..(er|ir|(?<![oa])ire|endre|ttre|ée?s?|it|ant|ait|aient|[^i]ons|ez|[^m]ent)$/u.test(w) && !/[^a]ient$/u.test(w)
  );
}

/**
 * Words after which the next one is a verb ("we hire", "can't outsource", "j'utilise", "on recrute"); not "can",
 * "should", which open questions ("Should startups hire...?").
 */
const BEFORE_VERB: Record<Language, Set<string>> = {
  en: new Set(
    "i we you they he she it can't cannot couldn't shouldn't wouldn't won't don't doesn't didn't to".split(" "),
  ),
  fr: new Set("je j tu il elle on nous vous ils elles ne n qui qu'on qu'il qu'elle".split(" ")),
};

/**
 * Letter-and-digit words, in order, with `null` where punctuation or a stop word breaks a run of meaningful words;
 * in a `headline` (a question or a sentence), also where a word looks like a verb.
 */
function tokens(topic: string, language: Language, headline: boolean): (string | null)[] {
  const out: (string | null)[] = [];
  let previous = "";
  for (const raw of topic.normalize("NFC").replace(/’/g, "'").split(/\s+/)) {
    const pieces = raw.split(/[^\p{L}\p{N}'-]+/u);
    pieces.forEach((piece, i) => {
      if (i > 0) out.push(null);
      // "l'IA" -> "IA"; a trailing apostrophe or hyphen is not part of the word
      const elided = /^(\p{L}+)'/u.exec(piece)?.[1].toLowerCase() ?? "";
      const word = piece.replace(/^\p{L}+'(?=\p{L})/u, "").replace(/^['-]+|['-]+$/gu, "");
      const afterSubject = BEFORE_VERB[language].has(previous) || BEFORE_VERB[language].has(elided);
      previous = piece.toLowerCase();
      const meaningful =
        /^[\p{L}\p{N}]+$/u.test(word) &&
        !/^\p{N}+$/u.test(word) &&
        !STOP[language].has(word.toLowerCase()) &&
        (word.length >= 4 || /^\p{Lu}[\p{Lu}\p{N}]+$/u.test(word) || /\p{Lu}/u.test(word.slice(1))) &&
        !(language === "en" && /..ed$/.test(word.toLowerCase()) && word === word.toLowerCase()) &&
        !(
          headline &&
          (afterSubject || verbLike(word, language) || (word.length < 5 && !/\p{Lu}/u.test(word.slice(1))))
        );
      out.push(meaningful ? word : null);
    });
  }
  return out;
}

const tag = (words: string[]) =>
  `#${words.map((w) => (/\p{Lu}/u.test(w.slice(1)) ? w : w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())).join("")}`;

/** The topic's hashtags: each run of meaningful words gives one tag (two words at most, the head noun's pair). */
export function topicHashtags(topic: string, language: Language, shape: TopicShape = "noun"): string[] {
  const headline = shape !== "noun";
  const runs: string[][] = [];
  let run: string[] = [];
  for (const t of [...tokens(topic, language, headline), null]) {
    if (t) run.push(t);
    else if (run.length) {
      runs.push(run);
      run = [];
    }
  }
  const tags: string[] = [];
  for (const r of runs) {
    // English puts the head noun last ("weekly status reports"), French first ("tarification dynamique des prix")
    const pair = r.length <= 2 ? r : language === "en" ? r.slice(-2) : r.slice(0, 2);
    // too long, or not a hashtag once published (one starting with a digit is sent as plain text): its last word
    const fits = (t: string) => t.length <= HASHTAG_LIMITS.length + 1 && hashtagLengthAt(t, 0) === t.length;
    let candidate = tag(pair);
    if (!fits(candidate)) candidate = tag([pair[pair.length - 1]]);
    if (!fits(candidate)) continue;
    if (!tags.some((t) => t.toLowerCase() === candidate.toLowerCase())) tags.push(candidate);
    if (tags.length === (headline ? 2 : HASHTAG_LIMITS.count)) break;
  }
  return tags;
}
