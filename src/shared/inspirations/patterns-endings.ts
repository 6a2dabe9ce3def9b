import type { InspirationPattern } from "./types";

/** Closing lines: what the reader is asked to do or think about once they reach the end. */
export const ENDING_PATTERNS: readonly InspirationPattern[] = [
  {
    id: "end-your-turn",
    kind: "ending",
    formats: ["story", "lessons", "question", "contrarian"],
    goals: ["engagement"],
    text: {
      en: {
        name: "Your turn",
        when: 'You want comments that add to the post, not just "great post".',
        structure: "Your turn: {question}",
        example: { question: "what is the one mistake you would warn your younger self about?" },
      },
      fr: {
        name: "À vous",
        when: "Vous voulez des commentaires qui enrichissent le post, pas juste « top ».",
        structure: "À vous : {question}",
        example: { question: "quelle erreur signaleriez-vous à la personne que vous étiez à vos débuts ?" },
      },
    },
  },
  {
    id: "end-agree-disagree",
    kind: "ending",
    formats: ["contrarian", "myth-busting"],
    goals: ["engagement", "awareness"],
    text: {
      en: {
        name: "Agree or disagree?",
        when: "After a strong opinion, to invite the other side.",
        structure: "Am I wrong about {claim}? Tell me where.",
        example: { claim: "weekly newsletters" },
      },
      fr: {
        name: "D'accord ou pas ?",
        when: "Après un avis tranché, pour inviter le camp d'en face.",
        structure: "Je me trompe sur {claim} ? Dites-moi où.",
        example: { claim: "les newsletters hebdomadaires" },
      },
    },
  },
  {
    id: "end-save-for-later",
    kind: "ending",
    formats: ["checklist", "how-to"],
    goals: ["awareness", "trust"],
    text: {
      en: {
        name: "Keep it for later",
        when: "A practical post the reader will need again.",
        structure: "Save this for {moment}. You'll thank yourself.",
        example: { moment: "your next pricing conversation" },
      },
      fr: {
        name: "À garder sous le coude",
        when: "Un post pratique dont le lecteur aura de nouveau besoin.",
        structure: "Enregistrez ce post pour {moment}. Vous vous remercierez.",
        example: { moment: "votre prochaine discussion sur les tarifs" },
      },
    },
  },
  {
    id: "end-soft-offer",
    kind: "ending",
    formats: ["case-study", "how-to", "announcement"],
    goals: ["leads"],
    text: {
      en: {
        name: "The soft offer",
        when: "You help with this for a living and want to say so without a hard sell.",
        structure: "If you want {outcome}, this is what I do. {action}.",
        example: { outcome: "the same audit for your team", action: 'Send me a message with "audit"' },
      },
      fr: {
        name: "L'offre en douceur",
        when: "C'est votre métier d'aider là-dessus, et vous voulez le dire sans forcer la vente.",
        structure: "Si vous voulez {outcome}, c'est mon métier. {action}.",
        example: { outcome: "le même audit pour votre équipe", action: "Écrivez-moi « audit » en message privé" },
      },
    },
  },
  {
    id: "end-join-us",
    kind: "ending",
    formats: ["announcement", "behind-the-scenes"],
    goals: ["hiring"],
    text: {
      en: {
        name: "Come work with us",
        when: "A hiring post, or any post about your team when a role is open.",
        structure: "We're hiring a {role}. {howToApply}.",
        example: { role: "product designer", howToApply: "The link is in the first comment; tag someone who fits" },
      },
      fr: {
        name: "Rejoignez-nous",
        when: "Un post de recrutement, ou tout post sur l'équipe quand un poste est ouvert.",
        structure: "On recrute un ou une {role}. {howToApply}.",
        example: {
          role: "product designer",
          howToApply: "Le lien est en premier commentaire ; identifiez quelqu'un qui correspond",
        },
      },
    },
  },
  {
    id: "end-one-line-lesson",
    kind: "ending",
    formats: ["story", "lessons", "case-study"],
    goals: ["trust", "awareness"],
    text: {
      en: {
        name: "The one-line lesson",
        when: "A story that needs a memorable last sentence.",
        structure: "{lesson}. {restatement}.",
        example: { lesson: "Price the outcome, not the hours", restatement: "Your clients already do" },
      },
      fr: {
        name: "La leçon en une ligne",
        when: "Une histoire qui mérite une dernière phrase qu'on retient.",
        structure: "{lesson}. {restatement}.",
        example: {
          lesson: "Vendez le résultat, pas les heures",
          restatement: "Vos clients, eux, raisonnent déjà comme ça",
        },
      },
    },
  },
  {
    id: "end-poll-choice",
    kind: "ending",
    formats: ["question", "contrarian"],
    goals: ["engagement"],
    text: {
      en: {
        name: "Pick one",
        when: "An easy way in for readers who never comment.",
        structure: "{optionA} or {optionB}? One word in the comments.",
        example: { optionA: "Mornings", optionB: "evenings" },
      },
      fr: {
        name: "Choisissez",
        when: "Une porte d'entrée facile pour les lecteurs qui ne commentent jamais.",
        structure: "{optionA} ou {optionB} ? Un seul mot en commentaire.",
        example: { optionA: "Le matin", optionB: "le soir" },
      },
    },
  },
  {
    id: "end-resource",
    kind: "ending",
    formats: ["how-to", "checklist", "case-study"],
    goals: ["leads", "awareness"],
    text: {
      en: {
        name: "The free resource",
        when: "You have a template or guide that goes further than the post.",
        structure: 'I put {resource} together. Comment "{keyword}" and I\'ll send it.',
        example: { resource: "the full checklist in one page", keyword: "checklist" },
      },
      fr: {
        name: "La ressource offerte",
        when: "Vous avez un modèle ou un guide qui va plus loin que le post.",
        structure: "J'ai rassemblé {resource}. Commentez « {keyword} » et je vous l'envoie.",
        example: { resource: "toute la check-list sur une page", keyword: "check-list" },
      },
    },
  },
  {
    id: "end-follow-series",
    kind: "ending",
    formats: ["lessons", "how-to", "behind-the-scenes"],
    goals: ["awareness"],
    text: {
      en: {
        name: "Next in the series",
        when: "The post is one of a series and you want readers back next time.",
        structure: "Next {day}: {nextTopic}. Follow so you don't miss it.",
        example: { day: "Thursday", nextTopic: "how we write our proposals in one hour" },
      },
      fr: {
        name: "La suite au prochain épisode",
        when: "Le post fait partie d'une série et vous voulez que les lecteurs reviennent.",
        structure: "{day} prochain : {nextTopic}. Abonnez-vous pour ne pas le rater.",
        example: { day: "Jeudi", nextTopic: "comment on rédige nos propositions en une heure" },
      },
    },
  },
  {
    id: "end-thank-credit",
    kind: "ending",
    formats: ["announcement", "case-study", "behind-the-scenes"],
    goals: ["trust", "hiring"],
    text: {
      en: {
        name: "Credit where it's due",
        when: "A result was a team effort, or a client trusted you.",
        structure: "None of this without {people}. {thanks}.",
        example: { people: "Léa and Sam", thanks: "Thank you for the late nights and the better ideas" },
      },
      fr: {
        name: "Rendre à César",
        when: "Un résultat collectif, ou un client qui vous a fait confiance.",
        structure: "Rien de tout ça sans {people}. {thanks}.",
        example: { people: "Léa et Sam", thanks: "Merci pour les soirées tardives et les meilleures idées" },
      },
    },
  },
];
