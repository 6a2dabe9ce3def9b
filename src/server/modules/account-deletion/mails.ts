import type { Language } from "../../../contracts/language";
import type { MailMessage } from "../../integrations/mail/mailer";
import { layout } from "../../integrations/mail/templates";

const TEXTS = {
  en: {
    code: {
      subject: "Your code to delete your PillarPost account",
      body: (minutes: number) =>
        `Enter this code in Settings > Account to confirm that your account is to be deleted. It works for ${minutes} minutes.`,
      ignore: "If you did not ask for this, do not share the code and sign in to check your devices.",
    },
    deleted: {
      subject: "Your PillarPost account is deleted",
      body: "Your account and everything in it are deleted: your posts, notes, files, strategy, scheduled posts (none will be published) and your LinkedIn connection.",
      linkedin:
        "LinkedIn does not let apps like PillarPost withdraw your permission themselves: you can remove PillarPost from LinkedIn's Settings > Data privacy > Permitted services.",
      end: "This is the last email we send to this address.",
    },
  },
  fr: {
    code: {
      subject: "Votre code pour supprimer votre compte PillarPost",
      body: (minutes: number) =>
        `Saisissez ce code dans Paramètres > Compte pour confirmer la suppression de votre compte. Il est valable ${minutes} minutes.`,
      ignore:
        "Si vous n'êtes pas à l'origine de cette demande, ne communiquez pas ce code et connectez-vous pour vérifier vos appareils.",
    },
    deleted: {
      subject: "Votre compte PillarPost est supprimé",
      body: "Votre compte et tout ce qu'il contenait sont supprimés : vos posts, notes, fichiers, stratégie, posts programmés (aucun ne sera publié) et votre connexion LinkedIn.",
      linkedin:
        "LinkedIn ne permet pas à une application comme PillarPost de retirer elle-même votre autorisation : vous pouvez retirer PillarPost dans les Préférences LinkedIn > Confidentialité des données > Services autorisés.",
      end: "C'est le dernier e-mail que nous envoyons à cette adresse.",
    },
  },
} as const;

/** The one-time code that confirms the deletion of an account without a password. */
export function deletionCodeMail(lang: Language, to: string, code: string, minutes: number): MailMessage {
  const t = TEXTS[lang].code;
  return {
    to,
    subject: t.subject,
    text: `${t.body(minutes)}\n\n${code}\n\n${t.ignore}\n`,
    html: layout(lang, t.subject, [t.body(minutes), t.ignore], undefined, code),
  };
}

/** Sent once the account is gone, to the address it had. */
export function accountDeletedMail(lang: Language, to: string): MailMessage {
  const t = TEXTS[lang].deleted;
  const paragraphs = [t.body, t.linkedin, t.end];
  return { to, subject: t.subject, text: `${paragraphs.join("\n\n")}\n`, html: layout(lang, t.subject, paragraphs) };
}
