import type { Language } from "../../../contracts/language";
import type { MailMessage } from "../../integrations/mail/mailer";
import { layout } from "../../integrations/mail/templates";

const TEXTS = {
  en: {
    subject: "Your PillarPost data is ready",
    body: (days: number) =>
      `The export of your data you asked for is ready. Download it from Settings > Account within ${days} days; after that it is deleted.`,
    note: "Only you can download it, once signed in to PillarPost.",
    action: "Download my data",
  },
  fr: {
    subject: "Vos données PillarPost sont prêtes",
    body: (days: number) =>
      `L'export de vos données que vous avez demandé est prêt. Téléchargez-le depuis Paramètres > Compte dans les ${days} jours ; passé ce délai, il est supprimé.`,
    note: "Vous seul pouvez le télécharger, une fois connecté à PillarPost.",
    action: "Télécharger mes données",
  },
} as const;

/** The mail that says an export is ready, with its download link (behind the owner's session). */
export function exportReadyMail(lang: Language, to: string, url: string, days: number): MailMessage {
  const t = TEXTS[lang];
  const paragraphs = [t.body(days), t.note];
  return {
    to,
    subject: t.subject,
    text: `${paragraphs.join("\n\n")}\n\n${t.action}: ${url}\n`,
    html: layout(lang, t.subject, paragraphs, { label: t.action, url }),
  };
}
