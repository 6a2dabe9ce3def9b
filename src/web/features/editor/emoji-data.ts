/**
 * The emoji LinkedIn writers use most, by group, each with English and French words to find it by. A short curated
 * set (a full emoji database would weigh more than the whole editor); any other emoji can still be typed or pasted.
 */
export interface EmojiEntry {
  char: string;
  words: string;
}

export const EMOJI_GROUPS: { id: "bullets" | "people" | "work" | "symbols"; emoji: EmojiEntry[] }[] = [
  {
    id: "bullets",
    emoji: [
      { char: "👉", words: "point right pointer doigt droite" },
      { char: "→", words: "arrow right flèche droite" },
      { char: "✅", words: "check done yes valide fait oui" },
      { char: "❌", words: "cross no wrong croix non faux" },
      { char: "🔹", words: "diamond blue bullet losange bleu puce" },
      { char: "▪️", words: "square bullet carré puce" },
      { char: "1️⃣", words: "one 1 number un chiffre" },
      { char: "2️⃣", words: "two 2 number deux chiffre" },
      { char: "3️⃣", words: "three 3 number trois chiffre" },
      { char: "4️⃣", words: "four 4 number quatre chiffre" },
      { char: "5️⃣", words: "five 5 number cinq chiffre" },
      { char: "⬇️", words: "arrow down flèche bas" },
      { char: "📌", words: "pin pushpin épingle punaise" },
      { char: "⚡", words: "lightning fast éclair rapide" },
      { char: "💡", words: "idea bulb idée ampoule" },
      { char: "🎯", words: "target goal cible objectif" },
    ],
  },
  {
    id: "people",
    emoji: [
      { char: "😀", words: "smile happy sourire content" },
      { char: "😂", words: "laugh tears joy rire larmes" },
      { char: "🙂", words: "slight smile sourire léger" },
      { char: "😉", words: "wink clin d'oeil" },
      { char: "😍", words: "love heart eyes amour yeux" },
      { char: "🤔", words: "thinking think réfléchir penser" },
      { char: "😅", words: "sweat relief soulagement" },
      { char: "😮", words: "surprised wow surpris" },
      { char: "🙌", words: "raising hands celebrate bravo mains levées" },
      { char: "👏", words: "clap applause applaudir" },
      { char: "👍", words: "thumbs up like pouce haut" },
      { char: "🙏", words: "thanks pray please merci prière" },
      { char: "💪", words: "strong muscle flex fort muscle" },
      { char: "🤝", words: "handshake deal partnership poignée de main accord" },
      { char: "👋", words: "wave hello hi bonjour salut" },
      { char: "🫶", words: "heart hands love coeur mains" },
    ],
  },
  {
    id: "work",
    emoji: [
      { char: "🚀", words: "rocket launch fusée lancement" },
      { char: "📈", words: "chart up growth graphique hausse croissance" },
      { char: "📉", words: "chart down decline graphique baisse" },
      { char: "📊", words: "bar chart data graphique données" },
      { char: "💼", words: "briefcase work job mallette travail" },
      { char: "💻", words: "laptop computer ordinateur portable" },
      { char: "📅", words: "calendar date calendrier" },
      { char: "⏰", words: "alarm clock time réveil heure" },
      { char: "📣", words: "megaphone announce mégaphone annonce" },
      { char: "📢", words: "loudspeaker announcement haut-parleur annonce" },
      { char: "📝", words: "memo write note écrire" },
      { char: "📚", words: "books learn livres apprendre" },
      { char: "🧠", words: "brain smart cerveau intelligent" },
      { char: "🏆", words: "trophy win trophée victoire" },
      { char: "🎉", words: "party celebrate fête célébrer" },
      { char: "💰", words: "money bag argent sac" },
    ],
  },
  {
    id: "symbols",
    emoji: [
      { char: "❤️", words: "heart love coeur amour" },
      { char: "🔥", words: "fire hot feu chaud" },
      { char: "✨", words: "sparkles new étincelles nouveau" },
      { char: "⭐", words: "star étoile" },
      { char: "💯", words: "hundred perfect cent parfait" },
      { char: "⚠️", words: "warning attention avertissement" },
      { char: "❓", words: "question mark point d'interrogation" },
      { char: "❗", words: "exclamation important point d'exclamation" },
      { char: "♻️", words: "recycle recycler" },
      { char: "🌱", words: "seedling grow pousse grandir" },
      { char: "🌍", words: "world earth monde terre" },
      { char: "🇫🇷", words: "france flag drapeau français" },
      { char: "🇪🇺", words: "europe flag drapeau européen" },
      { char: "🔑", words: "key clé" },
      { char: "🔗", words: "link lien" },
      { char: "👀", words: "eyes look yeux regarder" },
    ],
  },
];

const fold = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** The emoji whose words start with every typed word (accents and case ignored). */
export function findEmoji(query: string): EmojiEntry[] {
  const terms = fold(query).split(/\s+/).filter(Boolean);
  const all = EMOJI_GROUPS.flatMap((g) => g.emoji);
  if (!terms.length) return all;
  return all.filter((e) => {
    const words = fold(e.words).split(/\s+/);
    return terms.every((t) => words.some((w) => w.startsWith(t)));
  });
}
