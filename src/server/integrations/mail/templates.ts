import type { Language } from "../../../contracts/language";
import type { MailMessage } from "./mailer";

export const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function layout(
  lang: Language,
  title: string,
  paragraphs: string[],
  action?: { label: string; url: string },
  code?: string,
) {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join("");
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#0a66c2;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>`
    : "";
  const codeBlock = code
    ? `<p style="margin:24px 0;font-size:28px;letter-spacing:6px;font-family:monospace;font-weight:700">${escapeHtml(code)}</p>`
    : "";
  return `<!doctype html><html lang="${lang}"><body style="font-family:system-ui,-apple-system,Segoe UI,sans-serif;color:#111;max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}${button}${codeBlock}<p style="color:#666;font-size:12px">PillarPost</p></body></html>`;
}

const texts = {
  en: {
    verify: {
      subject: "Confirm your email address",
      title: "Confirm your email",
      intro: (name: string) => `Hi ${name}, thanks for signing up to PillarPost.`,
      body: "Confirm your email address to start planning your LinkedIn content.",
      action: "Confirm my email",
      ignore: "If you did not create an account, you can ignore this email.",
    },
    reset: {
      subject: "Reset your password",
      title: "Reset your password",
      body: "Someone (hopefully you) asked to reset the password of your PillarPost account.",
      action: "Choose a new password",
      ignore:
        "If you did not ask for this, ignore this email: your password stays the same. The link expires in 1 hour.",
    },
    otp: {
      subject: "Your sign-in code",
      title: "Your sign-in code",
      body: "Enter this code to sign in to PillarPost. It expires in 5 minutes.",
      ignore: "If you did not ask for a code, you can ignore this email.",
    },
  },
  fr: {
    verify: {
      subject: "Confirmez votre adresse e-mail",
      title: "Confirmez votre e-mail",
      intro: (name: string) => `Bonjour ${name}, merci de vous être inscrit sur PillarPost.`,
      body: "Confirmez votre adresse e-mail pour commencer à planifier vos contenus LinkedIn.",
      action: "Confirmer mon e-mail",
      ignore: "Si vous n'avez pas créé de compte, ignorez cet e-mail.",
    },
    reset: {
      subject: "Réinitialisez votre mot de passe",
      title: "Réinitialisez votre mot de passe",
      body: "Quelqu'un (vous, espérons-le) a demandé à réinitialiser le mot de passe de votre compte PillarPost.",
      action: "Choisir un nouveau mot de passe",
      ignore:
        "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé. Le lien expire dans 1 heure.",
    },
    otp: {
      subject: "Votre code de connexion",
      title: "Votre code de connexion",
      body: "Saisissez ce code pour vous connecter à PillarPost. Il expire dans 5 minutes.",
      ignore: "Si vous n'avez pas demandé de code, ignorez cet e-mail.",
    },
  },
} as const;

export function verificationMail(lang: Language, to: string, name: string, url: string): MailMessage {
  const t = texts[lang].verify;
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

export function resetPasswordMail(lang: Language, to: string, url: string): MailMessage {
  const t = texts[lang].reset;
  return {
    to,
    subject: t.subject,
    text: `${t.body}\n\n${t.action}: ${url}\n\n${t.ignore}\n`,
    html: layout(lang, t.title, [t.body, t.ignore], { label: t.action, url }),
  };
}

export function otpMail(lang: Language, to: string, code: string): MailMessage {
  const t = texts[lang].otp;
  return {
    to,
    subject: t.subject,
    text: `${t.body}\n\n${code}\n\n${t.ignore}\n`,
    html: layout(lang, t.title, [t.body, t.ignore], undefined, code),
  };
}
