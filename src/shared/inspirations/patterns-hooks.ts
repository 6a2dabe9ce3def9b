import type { InspirationPattern } from "./types";

/** Opening lines: the first two lines a reader sees before "see more". */
export const HOOK_PATTERNS: readonly InspirationPattern[] = [
  {
    id: "hook-costly-mistake",
    kind: "hook",
    formats: ["story", "lessons"],
    goals: ["trust", "engagement"],
    text: {
      en: {
        name: "The costly mistake",
        when: "You paid for a lesson and can say what it cost, in money, time or sleep.",
        structure: "I {mistake} for {duration}. It cost me {cost}.",
        example: { mistake: "priced every project by the hour", duration: "three years", cost: "two clients a year" },
      },
      fr: {
        name: "L'erreur qui coûte cher",
        when: "Vous avez payé une leçon et vous pouvez chiffrer ce qu'elle vous a coûté : argent, temps ou sommeil.",
        structure: "Pendant {duration}, j'ai {mistake}. Ça m'a coûté {cost}.",
        example: { duration: "trois ans", mistake: "facturé chaque projet à l'heure", cost: "deux clients par an" },
      },
    },
  },
  {
    id: "hook-number-result",
    kind: "hook",
    formats: ["case-study", "lessons", "how-to"],
    goals: ["leads", "trust"],
    text: {
      en: {
        name: "The number up front",
        when: "You have a concrete result that a reader in your niche would envy.",
        structure: "{number} in {duration}. No {shortcut}. Here is what changed.",
        example: { number: "41 booked calls", duration: "six weeks", shortcut: "ads" },
      },
      fr: {
        name: "Le chiffre d'abord",
        when: "Vous avez un résultat concret qui fera envie à votre audience.",
        structure: "{number} en {duration}. Sans {shortcut}. Voici ce qui a changé.",
        example: { number: "41 rendez-vous pris", duration: "six semaines", shortcut: "publicité" },
      },
    },
  },
  {
    id: "hook-unpopular-opinion",
    kind: "hook",
    formats: ["contrarian", "myth-busting"],
    goals: ["awareness", "engagement"],
    text: {
      en: {
        name: "The unpopular opinion",
        when: "You disagree with a common practice in your field and can defend it.",
        structure: "Unpopular opinion: {belief} is {verdict}.",
        example: { belief: "a weekly newsletter", verdict: "the wrong first channel for most consultants" },
      },
      fr: {
        name: "L'avis à contre-courant",
        when: "Vous n'êtes pas d'accord avec une pratique répandue dans votre métier, et vous savez pourquoi.",
        structure: "Je vais peut-être me faire des ennemis : {belief}, c'est {verdict}.",
        example: {
          belief: "la newsletter hebdomadaire",
          verdict: "le mauvais premier canal pour la plupart des consultants",
        },
      },
    },
  },
  {
    id: "hook-question-reader",
    kind: "hook",
    formats: ["question", "how-to", "checklist"],
    goals: ["engagement", "awareness"],
    text: {
      en: {
        name: "The reader's question",
        when: "A question you hear again and again from your audience.",
        structure: '"{question}" I hear it every {frequency}. My honest answer:',
        example: { question: "Should I post every day?", frequency: "week" },
      },
      fr: {
        name: "La question qu'on me pose",
        when: "Une question que votre audience vous pose sans arrêt.",
        structure: "« {question} » On me la pose chaque {frequency}. Ma réponse, sans détour :",
        example: { question: "Faut-il publier tous les jours ?", frequency: "semaine" },
      },
    },
  },
  {
    id: "hook-before-after",
    kind: "hook",
    formats: ["story", "case-study", "lessons"],
    goals: ["trust", "leads"],
    text: {
      en: {
        name: "Before and after",
        when: "A visible change over time: yours or a client's.",
        structure: "{before}: {beforeState}. {after}: {afterState}.",
        example: {
          before: "January",
          beforeState: "12 followers and no plan",
          after: "June",
          afterState: "three inbound leads a week",
        },
      },
      fr: {
        name: "Avant, après",
        when: "Un changement visible dans le temps : le vôtre ou celui d'un client.",
        structure: "{before} : {beforeState}. {after} : {afterState}.",
        example: {
          before: "En janvier",
          beforeState: "12 abonnés et aucun plan",
          after: "En juin",
          afterState: "trois demandes entrantes par semaine",
        },
      },
    },
  },
  {
    id: "hook-stop-doing",
    kind: "hook",
    formats: ["contrarian", "how-to", "lessons"],
    goals: ["awareness", "trust"],
    text: {
      en: {
        name: "Stop doing this",
        when: "A habit of your audience wastes their time and you know a better way.",
        structure: "Stop {habit}. Start {alternative}.",
        example: { habit: "rewriting your hook ten times", alternative: "writing three and letting a colleague pick" },
      },
      fr: {
        name: "Arrêtez de…",
        when: "Une habitude de votre audience lui fait perdre du temps, et vous avez mieux à proposer.",
        structure: "Arrêtez de {habit}. Commencez à {alternative}.",
        example: {
          habit: "réécrire votre accroche dix fois",
          alternative: "en écrire trois et laisser un collègue choisir",
        },
      },
    },
  },
  {
    id: "hook-confession",
    kind: "hook",
    formats: ["story", "behind-the-scenes"],
    goals: ["trust", "engagement"],
    text: {
      en: {
        name: "The confession",
        when: "Admitting something makes you more credible, not less.",
        structure: "Confession: I {secret}. {twist}.",
        example: {
          secret: "still don't know how to read a balance sheet",
          twist: "My accountant knows, and that's the point",
        },
      },
      fr: {
        name: "L'aveu",
        when: "Reconnaître une faiblesse vous rend plus crédible, pas moins.",
        structure: "Je l'avoue : je {secret}. {twist}.",
        example: { secret: "ne sais toujours pas lire un bilan", twist: "Ma comptable, si, et c'est tout l'intérêt" },
      },
    },
  },
  {
    id: "hook-nobody-tells",
    kind: "hook",
    formats: ["lessons", "myth-busting", "how-to"],
    goals: ["awareness", "trust"],
    text: {
      en: {
        name: "What nobody tells you",
        when: "A hidden part of your job that newcomers discover too late.",
        structure: "Nobody tells you this about {topic}: {truth}.",
        example: { topic: "going freelance", truth: "your first client is rarely your best one" },
      },
      fr: {
        name: "Ce qu'on ne vous dit pas",
        when: "Une face cachée de votre métier que les débutants découvrent trop tard.",
        structure: "Ce qu'on ne vous dit jamais sur {topic} : {truth}.",
        example: { topic: "le passage en freelance", truth: "votre premier client est rarement le meilleur" },
      },
    },
  },
  {
    id: "hook-list-promise",
    kind: "hook",
    formats: ["checklist", "how-to", "lessons"],
    goals: ["awareness", "leads"],
    text: {
      en: {
        name: "The numbered promise",
        when: "You can deliver a short, concrete list that saves the reader time.",
        structure: "{count} {things} I wish I had known before {milestone}:",
        example: { count: "5", things: "pricing rules", milestone: "my first retainer" },
      },
      fr: {
        name: "La liste promise",
        when: "Vous pouvez livrer une liste courte et concrète qui fait gagner du temps.",
        structure: "{count} {things} que j'aurais aimé connaître avant {milestone} :",
        example: { count: "5", things: "règles de tarification", milestone: "mon premier contrat au forfait" },
      },
    },
  },
  {
    id: "hook-overheard",
    kind: "hook",
    formats: ["story", "contrarian", "lessons"],
    goals: ["engagement", "awareness"],
    text: {
      en: {
        name: "The sentence I heard",
        when: "Someone said something that stuck with you (a client, a manager, a kid).",
        structure: '"{quote}" said {who}. {reaction}.',
        example: {
          quote: "Your proposal is great, we'll go with the cheaper one",
          who: "a prospect last Tuesday",
          reaction: "I changed one line in my process that night",
        },
      },
      fr: {
        name: "La phrase entendue",
        when: "Quelqu'un vous a dit une phrase qui vous est restée : client, manager, enfant.",
        structure: "« {quote} », m'a dit {who}. {reaction}.",
        example: {
          quote: "Votre proposition est super, on prend la moins chère",
          who: "un prospect mardi dernier",
          reaction: "Le soir même, j'ai changé une ligne de mon process",
        },
      },
    },
  },
  {
    id: "hook-myth",
    kind: "hook",
    formats: ["myth-busting", "contrarian"],
    goals: ["trust", "awareness"],
    text: {
      en: {
        name: "The myth named",
        when: "A belief in your field is false and you have proof.",
        structure: "Myth: {myth}. Reality: {reality}.",
        example: { myth: "you need 10,000 followers to get clients", reality: "my first three came with 400" },
      },
      fr: {
        name: "Le mythe démonté",
        when: "Une croyance de votre secteur est fausse, et vous avez de quoi le prouver.",
        structure: "On croit que {myth}. En vrai, {reality}.",
        example: {
          myth: "il faut 10 000 abonnés pour trouver des clients",
          reality: "mes trois premiers sont arrivés avec 400",
        },
      },
    },
  },
  {
    id: "hook-behind-curtain",
    kind: "hook",
    formats: ["behind-the-scenes", "announcement"],
    goals: ["trust", "hiring"],
    text: {
      en: {
        name: "Behind the curtain",
        when: "Showing how your team or your week really works.",
        structure: "What {moment} really looks like at {place}:",
        example: { moment: "a launch week", place: "a five-person agency" },
      },
      fr: {
        name: "L'envers du décor",
        when: "Montrer comment votre équipe ou votre semaine fonctionne vraiment.",
        structure: "À quoi ressemble vraiment {moment} chez {place} :",
        example: { moment: "une semaine de lancement", place: "une agence de cinq personnes" },
      },
    },
  },
  {
    id: "hook-then-now",
    kind: "hook",
    formats: ["lessons", "story"],
    goals: ["trust", "engagement"],
    text: {
      en: {
        name: "Then I thought, now I know",
        when: "Your view on something changed with experience.",
        structure: "{years} ago I thought {oldBelief}. Now I know {newBelief}.",
        example: {
          years: "Ten years",
          oldBelief: "a good product sells itself",
          newBelief: "it sells when someone explains it",
        },
      },
      fr: {
        name: "Je pensais, je sais",
        when: "Votre regard sur un sujet a changé avec l'expérience.",
        structure: "Il y a {years}, je pensais que {oldBelief}. Aujourd'hui, je sais que {newBelief}.",
        example: {
          years: "dix ans",
          oldBelief: "un bon produit se vendait tout seul",
          newBelief: "il se vend quand quelqu'un l'explique",
        },
      },
    },
  },
  {
    id: "hook-small-change",
    kind: "hook",
    formats: ["how-to", "case-study"],
    goals: ["leads", "trust"],
    text: {
      en: {
        name: "One small change",
        when: "A tiny tweak produced an outsized result.",
        structure: "One change to {thing} gave us {result}.",
        example: { thing: "our onboarding email", result: "twice as many replies" },
      },
      fr: {
        name: "Un petit changement",
        when: "Un détail a produit un résultat disproportionné.",
        structure: "Un seul changement dans {thing} nous a apporté {result}.",
        example: { thing: "notre e-mail de bienvenue", result: "deux fois plus de réponses" },
      },
    },
  },
  {
    id: "hook-we-are-hiring",
    kind: "hook",
    formats: ["announcement", "behind-the-scenes"],
    goals: ["hiring"],
    text: {
      en: {
        name: "The hiring hook",
        when: "You are hiring and want the right people to stop scrolling.",
        structure: "We are looking for a {role} who {trait}.",
        example: { role: "product designer", trait: "would rather watch a user than read a survey" },
      },
      fr: {
        name: "L'accroche de recrutement",
        when: "Vous recrutez et vous voulez que les bonnes personnes s'arrêtent.",
        structure: "On cherche un ou une {role} qui {trait}.",
        example: { role: "product designer", trait: "préfère observer un utilisateur que lire un sondage" },
      },
    },
  },
  {
    id: "hook-big-news",
    kind: "hook",
    formats: ["announcement"],
    goals: ["awareness", "leads"],
    text: {
      en: {
        name: "The news, plainly",
        when: "A launch, a milestone or a new offer.",
        structure: "It's live: {news}. {benefit}.",
        example: { news: "our audit checklist for small shops", benefit: "Twenty minutes, no sign-up" },
      },
      fr: {
        name: "L'annonce, simplement",
        when: "Un lancement, une étape franchie ou une nouvelle offre.",
        structure: "C'est en ligne : {news}. {benefit}.",
        example: {
          news: "notre check-list d'audit pour les petits commerces",
          benefit: "Vingt minutes, sans inscription",
        },
      },
    },
  },
  {
    id: "hook-data-surprise",
    kind: "hook",
    formats: ["case-study", "myth-busting", "lessons"],
    goals: ["awareness", "trust"],
    text: {
      en: {
        name: "The surprising data point",
        when: "You measured something and the result went against intuition.",
        structure: "We looked at {sample}. {finding}.",
        example: { sample: "200 of our clients' posts", finding: "The ones with no emoji got 30% more comments" },
      },
      fr: {
        name: "La donnée qui surprend",
        when: "Vous avez mesuré quelque chose et le résultat contredit l'intuition.",
        structure: "On a analysé {sample}. {finding}.",
        example: {
          sample: "200 posts de nos clients",
          finding: "Ceux sans emoji ont reçu 30 % de commentaires en plus",
        },
      },
    },
  },
  {
    id: "hook-if-you",
    kind: "hook",
    formats: ["how-to", "checklist", "question"],
    goals: ["leads", "engagement"],
    text: {
      en: {
        name: "If you are…",
        when: "You want one precise kind of reader to recognise themselves.",
        structure: "If you {situation}, read this before {deadline}.",
        example: { situation: "run a team of fewer than ten", deadline: "your next review cycle" },
      },
      fr: {
        name: "Si vous êtes…",
        when: "Vous voulez qu'un lecteur bien précis se reconnaisse.",
        structure: "Si vous {situation}, lisez ceci avant {deadline}.",
        example: {
          situation: "dirigez une équipe de moins de dix personnes",
          deadline: "vos prochains entretiens annuels",
        },
      },
    },
  },
  {
    id: "hook-failed-launch",
    kind: "hook",
    formats: ["story", "lessons", "behind-the-scenes"],
    goals: ["trust", "engagement"],
    text: {
      en: {
        name: "The flop",
        when: "Something you launched did not work and you learned why.",
        structure: "We launched {thing}. {outcome}.",
        example: { thing: "a paid community", outcome: "Eleven people joined. Three stayed" },
      },
      fr: {
        name: "Le flop",
        when: "Un de vos lancements n'a pas marché, et vous avez compris pourquoi.",
        structure: "On a lancé {thing}. {outcome}.",
        example: { thing: "une communauté payante", outcome: "Onze inscrits. Trois sont restés" },
      },
    },
  },
  {
    id: "hook-comparison",
    kind: "hook",
    formats: ["contrarian", "how-to", "myth-busting"],
    goals: ["awareness", "trust"],
    text: {
      en: {
        name: "This, not that",
        when: "Two approaches people confuse, and one clearly wins for your audience.",
        structure: "{optionA} gets attention. {optionB} gets {result}.",
        example: { optionA: "Going viral", optionB: "Being specific", result: "clients" },
      },
      fr: {
        name: "Ceci, pas cela",
        when: "Deux approches qu'on confond, dont l'une gagne nettement pour votre audience.",
        structure: "{optionA} attire l'attention. {optionB} attire {result}.",
        example: { optionA: "Faire le buzz", optionB: "Être précis", result: "les clients" },
      },
    },
  },
];
