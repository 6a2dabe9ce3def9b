import type { Language } from "../../../contracts/language";
import type { MailMessage } from "./mailer";
import { escapeHtml, layout } from "./templates";

/** The two mails of a change of email: the link to the new address, then the notice to the old one. */
const texts = {
  en: {
    link: {
      subject: "Confirm your new email address",
      title: "Confirm your new email",
      intro: (name: string) => `Hi ${name}, you asked to use this address for your PillarPost account.`,
      body: "Open the link to confirm it: your account's email changes when you do, and you then sign in with this address.",
      action: "Confirm my new email",
      ignore: "If you did not ask for this, ignore this email: nothing changes. The link expires in 24 hours.",
    },
    changed: {
      subject: "Your PillarPost email address was changed",
      title: "Your email address was changed",
      body: (newEmail: string) =>
        `The email address of your PillarPost account is now ${newEmail}. You sign in with that address from now on; this one no longer receives its emails.`,
      notYou:
        "If you did not make this change, someone else may be using your account. On a device where you are still signed in, change your password and your email back in Settings > Account, and sign out the devices you do not know. If you are signed in nowhere, ask the person who runs this PillarPost server for help.",
    },
  },
  fr: {
    link: {
      subject: "Confirmez votre nouvelle adresse e-mail",
      title: "Confirmez votre nouvel e-mail",
      intro: (name: string) =>
        `Bonjour ${name}, vous avez demandé à utiliser cette adresse pour votre compte PillarPost.`,
      body: "Ouvrez le lien pour la confirmer : l'e-mail de votre compte change à ce moment-là, et vous vous connectez ensuite avec cette adresse.",
      action: "Confirmer mon nouvel e-mail",
      ignore:
        "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : rien ne change. Le lien expire dans 24 heures.",
    },
    changed: {
      subject: "L'adresse e-mail de votre compte PillarPost a changé",
      title: "Votre adresse e-mail a changé",
      body: (newEmail: string) =>
        `L'adresse e-mail de votre compte PillarPost est désormais ${newEmail}. Vous vous connectez avec cette adresse à partir de maintenant ; celle-ci ne reçoit plus ses e-mails.`,
      notYou:
        "Si vous n'êtes pas à l'origine de ce changement, quelqu'un d'autre utilise peut-être votre compte. Sur un appareil où vous êtes encore connecté, changez votre mot de passe et remettez votre e-mail dans Paramètres > Compte, puis déconnectez les appareils que vous ne connaissez pas. Si vous n'êtes connecté nulle part, demandez de l'aide à la personne qui gère ce serveur PillarPost.",
    },
  },
} as const;

/** To the new address: the link that makes it the account's. */
export function emailChangeLinkMail(lang: Language, to: string, name: string, url: string): MailMessage {
  const t = texts[lang].link;
  const intro = t.intro(name || to);
  return {
    to,
    subject: t.subject,
    text: `${intro}\n\n${t.body}\n\n${t.action}: ${url}\n\n${t.ignore}\n`,
    html: layout(lang, t.title, [intro, t.body], { label: t.action, url }).replace(
      "</body>",
      `<p style="color:#666;font-size:12px">${escapeHtml(t.ignore)}</p></body>`,
    ),
  };
}

/** To the old address, once the change is made: what changed, and what to do if it was not them (no link). */
export function emailChangedMail(lang: Language, to: string, newEmail: string): MailMessage {
  const t = texts[lang].changed;
  const body = t.body(newEmail);
  return {
    to,
    subject: t.subject,
    text: `${body}\n\n${t.notYou}\n`,
    html: layout(lang, t.title, [body, t.notYou]),
  };
}
