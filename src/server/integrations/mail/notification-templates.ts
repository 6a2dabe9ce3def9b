import type { Language } from "../../../contracts/language";
import { notificationHref, type MailedKind } from "../../../contracts/notifications/rules";
import type { PublishError } from "../../../contracts/publishing/rules";
import type { MailMessage } from "./mailer";
import { layout } from "./templates";

/** What a notification's mail says: its kind and non-secret facts (never a token). */
export interface NotificationMailInput {
  kind: MailedKind;
  postId: string | null;
  firstLine?: string;
  error?: PublishError;
  days?: number;
}

type Texts = {
  subject: (n: NotificationMailInput) => string;
  body: (n: NotificationMailInput) => string;
  action: string;
};

const errors: Record<Language, Record<PublishError, string>> = {
  en: {
    RECONNECT_NEEDED: "LinkedIn refused the connection: reconnect LinkedIn, then publish the post again.",
    DUPLICATE_POST: "LinkedIn refused it as a duplicate of an earlier post.",
    REJECTED: "LinkedIn refused the post.",
    MISSED_TIME: "It missed its time while the server was down: decide whether to publish it now.",
    TOO_LONG: "It is longer than LinkedIn's 3,000 characters: shorten it, then publish it again.",
    EMPTY: "It is empty.",
    NOT_CONNECTED: "No LinkedIn account is connected: connect LinkedIn, then publish it again.",
    FIRST_COMMENT_FAILED: "The post is on LinkedIn, but its first comment could not be added.",
    SCHEDULER_NOT_ALLOWED:
      "The member who scheduled it can no longer publish in this workspace: schedule it again if it should go out.",
  },
  fr: {
    RECONNECT_NEEDED: "LinkedIn a refusé la connexion : reconnectez LinkedIn, puis publiez à nouveau le post.",
    DUPLICATE_POST: "LinkedIn l'a refusé comme doublon d'un post précédent.",
    REJECTED: "LinkedIn a refusé le post.",
    MISSED_TIME: "Son heure est passée pendant que le serveur était arrêté : décidez s'il faut le publier maintenant.",
    TOO_LONG: "Il dépasse les 3 000 caractères de LinkedIn : raccourcissez-le, puis publiez-le à nouveau.",
    EMPTY: "Il est vide.",
    NOT_CONNECTED: "Aucun compte LinkedIn n'est connecté : connectez LinkedIn, puis publiez-le à nouveau.",
    FIRST_COMMENT_FAILED: "Le post est sur LinkedIn, mais son premier commentaire n'a pas pu être ajouté.",
    SCHEDULER_NOT_ALLOWED:
      "Le membre qui l'a programmé ne peut plus publier dans cet espace : programmez-le à nouveau s'il doit paraître.",
  },
};

const quoted = (n: NotificationMailInput, lang: Language) =>
  n.firstLine
    ? lang === "fr"
      ? `« ${n.firstLine} »`
      : `“${n.firstLine}”`
    : lang === "fr"
      ? "(sans texte)"
      : "(no text)";

const texts: Record<Language, Record<MailedKind, Texts>> = {
  en: {
    publish_failed: {
      subject: () => "Your LinkedIn post was not published",
      body: (n) => `${quoted(n, "en")} was not published. ${n.error ? errors.en[n.error] : ""}`.trim(),
      action: "Open the post",
    },
    needs_check: {
      subject: () => "Check your LinkedIn post",
      body: (n) =>
        `We could not confirm whether LinkedIn published ${quoted(n, "en")}. Check on LinkedIn, then mark it as published or publish it again.`,
      action: "Open the post",
    },
    first_comment_failed: {
      subject: () => "The first comment of your LinkedIn post was not added",
      body: (n) => `${quoted(n, "en")} is on LinkedIn, but its first comment could not be added.`,
      action: "Open the post",
    },
    linkedin_expiring: {
      subject: (n) =>
        n.days === 1 ? "Your LinkedIn connection expires tomorrow" : "Your LinkedIn connection expires soon",
      body: (n) =>
        `Your LinkedIn connection expires in ${n.days === 1 ? "less than a day" : `less than ${n.days ?? 7} days`}. Reconnect LinkedIn so your scheduled posts are published: they are all kept.`,
      action: "Reconnect LinkedIn",
    },
    linkedin_reconnect_needed: {
      subject: () => "Reconnect LinkedIn",
      body: () =>
        "LinkedIn refused the connection (it expired or was revoked). Reconnect LinkedIn so your scheduled posts are published: they are all kept.",
      action: "Reconnect LinkedIn",
    },
  },
  fr: {
    publish_failed: {
      subject: () => "Votre post LinkedIn n'a pas été publié",
      body: (n) => `${quoted(n, "fr")} n'a pas été publié. ${n.error ? errors.fr[n.error] : ""}`.trim(),
      action: "Ouvrir le post",
    },
    needs_check: {
      subject: () => "Vérifiez votre post LinkedIn",
      body: (n) =>
        `Nous n'avons pas pu confirmer que LinkedIn a publié ${quoted(n, "fr")}. Vérifiez sur LinkedIn, puis marquez-le comme publié ou publiez-le à nouveau.`,
      action: "Ouvrir le post",
    },
    first_comment_failed: {
      subject: () => "Le premier commentaire de votre post LinkedIn n'a pas été ajouté",
      body: (n) => `${quoted(n, "fr")} est sur LinkedIn, mais son premier commentaire n'a pas pu être ajouté.`,
      action: "Ouvrir le post",
    },
    linkedin_expiring: {
      subject: (n) =>
        n.days === 1 ? "Votre connexion LinkedIn expire demain" : "Votre connexion LinkedIn expire bientôt",
      body: (n) =>
        `Votre connexion LinkedIn expire dans ${n.days === 1 ? "moins d'un jour" : `moins de ${n.days ?? 7} jours`}. Reconnectez LinkedIn pour que vos posts programmés soient publiés : ils sont tous conservés.`,
      action: "Reconnecter LinkedIn",
    },
    linkedin_reconnect_needed: {
      subject: () => "Reconnectez LinkedIn",
      body: () =>
        "LinkedIn a refusé la connexion (elle a expiré ou a été révoquée). Reconnectez LinkedIn pour que vos posts programmés soient publiés : ils sont tous conservés.",
      action: "Reconnecter LinkedIn",
    },
  },
};

/** A notification's mail in the user's language, linking to the post in the editor (or to /apps). */
export function notificationMail(lang: Language, to: string, appUrl: string, n: NotificationMailInput): MailMessage {
  const t = texts[lang][n.kind];
  const url = `${appUrl}${notificationHref(n)}`;
  const subject = t.subject(n);
  const body = t.body(n);
  return {
    to,
    subject,
    text: `${body}\n\n${t.action}: ${url}\n`,
    html: layout(lang, subject, [body], { label: t.action, url }),
  };
}
