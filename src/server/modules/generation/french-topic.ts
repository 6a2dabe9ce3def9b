import { uncapitalise } from "./topic-shape";

/**
 * A French noun topic inside a sentence: with its determiner it reads as it is ("sur la dette technique"), and
 * after « de » and « à » it contracts and elides ("du recrutement", "aux audits", "d'une équipe"); without one it
 * goes between guillemets, as a title ("sur « marque employeur »", "d'« intelligence artificielle »").
 */
const DETERMINER =
  /^(?:l['’](?=\p{L})|(?:le|la|les|un|une|des|du|mon|ma|mes|ton|ta|tes|son|sa|ses|notre|nos|votre|vos|leur|leurs|ce|cet|cette|ces)(?=\s|$))/iu;

/** Words whose "h" is mute (they elide: "l'histoire", "d'hôpital"); other "h" words do not. */
const MUTE_H =
  /^(homme|heure|histoire|habitude|hôpital|humain|hiver|horaire|hypothèse|huile|honneur|honnête|hôtel|héritage|hébergement|hygiène|harmonie|hésitation|heureu|humour|humilité|habitat|hommage|horizon|habit)/iu;

const startsWithVowel = (text: string) => /^[aeiouyàâäéèêëîïôöùûüœæ]/iu.test(text) || MUTE_H.test(text);

const CONTRACTIONS: Record<string, Record<string, string>> = {
  de: { le: "du", les: "des", des: "de", du: "de" },
  à: { le: "au", les: "aux" },
};

/** The topic (a noun subject) as it reads after `preposition` ("de", "à", either capitalised, or none). */
export function frenchNounAfter(subject: string, preposition: string | null): string {
  const determiner = DETERMINER.exec(subject)?.[0];
  const mid = determiner ? determiner.toLowerCase() + subject.slice(determiner.length) : `« ${uncapitalise(subject)} »`;
  if (!preposition) return mid;
  const upper = preposition !== preposition.toLowerCase();
  const withCase = (text: string) => (upper ? text.charAt(0).toUpperCase() + text.slice(1) : text);
  const table = CONTRACTIONS[preposition.toLowerCase()] ?? {};
  const article = /^(\p{L}+)\s/u.exec(mid);
  const contracted = article ? table[article[1]] : undefined;
  const [word, rest] = contracted ? [contracted, mid.slice(article![0].length)] : [preposition.toLowerCase(), mid];
  // "de" elides before a vowel or a mute h, also before a guillemet ("d'« intelligence artificielle »")
  if (word === "de" && startsWithVowel(rest.replace(/^«\s/u, ""))) return withCase(`d'${rest}`);
  return withCase(`${word} ${rest}`);
}
