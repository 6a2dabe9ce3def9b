import type { InspirationPattern } from "./types";

/** Whole post structures, one paragraph a line. */
export const POST_PATTERNS: readonly InspirationPattern[] = [
  {
    id: "post-mistake-cost-now",
    kind: "post",
    formats: ["story", "lessons"],
    goals: ["trust", "engagement"],
    text: {
      en: {
        name: "Mistake, cost, what I do now",
        when: "You learned something the hard way and changed a habit because of it.",
        structure: "{mistake}\n{cost}\n{now}\n{question}",
        example: {
          mistake: "For two years I said yes to every project that came in.",
          cost: "It cost me my evenings, one great client I had no time for, and my margin.",
          now: "Now I keep a one-line filter: if it isn't in my three services, I refer it to someone better.",
          question: "What is the filter you wish you had started with?",
        },
      },
      fr: {
        name: "L'erreur, le prix, ce que je fais maintenant",
        when: "Vous avez appris à vos dépens et vous avez changé une habitude depuis.",
        structure: "{mistake}\n{cost}\n{now}\n{question}",
        example: {
          mistake: "Pendant deux ans, j'ai accepté tous les projets qui se présentaient.",
          cost: "J'y ai laissé mes soirées, un très bon client que je n'avais plus le temps de suivre, et ma marge.",
          now: "Aujourd'hui, j'ai un filtre simple : si ça ne rentre pas dans mes trois offres, je recommande quelqu'un de mieux placé.",
          question: "Et vous, quel filtre auriez-vous aimé avoir dès le départ ?",
        },
      },
    },
  },
  {
    id: "post-problem-steps-result",
    kind: "post",
    formats: ["how-to", "checklist"],
    goals: ["trust", "leads"],
    text: {
      en: {
        name: "Problem, steps, result",
        when: "You solved a common problem with a method the reader can copy.",
        structure: "{problem}\n{steps}\n{result}\n{cta}",
        example: {
          problem: "Our proposals took two days to write and half of them went unanswered.",
          steps:
            "1. One page, never more.\n2. The client's words in the first line.\n3. Three options, the middle one is the one we want.",
          result: "Writing time: two hours. Reply rate: four out of five.",
          cta: "Want the one-page template? Ask in the comments.",
        },
      },
      fr: {
        name: "Problème, étapes, résultat",
        when: "Vous avez résolu un problème courant avec une méthode que le lecteur peut reprendre.",
        structure: "{problem}\n{steps}\n{result}\n{cta}",
        example: {
          problem: "Nos propositions commerciales prenaient deux jours à rédiger, et la moitié restaient sans réponse.",
          steps:
            "1. Une page, jamais plus.\n2. Les mots du client dès la première ligne.\n3. Trois options, celle du milieu est celle qu'on vise.",
          result: "Temps de rédaction : deux heures. Taux de réponse : quatre sur cinq.",
          cta: "Le modèle d'une page vous intéresse ? Dites-le en commentaire.",
        },
      },
    },
  },
  {
    id: "post-myth-truth-proof",
    kind: "post",
    formats: ["myth-busting", "contrarian"],
    goals: ["awareness", "trust"],
    text: {
      en: {
        name: "Myth, truth, proof",
        when: "A widespread belief in your field is wrong and you can show it.",
        structure: "{myth}\n{truth}\n{proof}\n{takeaway}",
        example: {
          myth: '"You have to post every day to grow on LinkedIn."',
          truth: "Consistency matters. Volume doesn't.",
          proof:
            "Last quarter I went from five posts a week to two. Profile views went up 18%, because each post had a point.",
          takeaway: "Post when you have something to say, on a rhythm you can keep for a year.",
        },
      },
      fr: {
        name: "Le mythe, la réalité, la preuve",
        when: "Une croyance répandue dans votre secteur est fausse, et vous pouvez le montrer.",
        structure: "{myth}\n{truth}\n{proof}\n{takeaway}",
        example: {
          myth: "« Il faut publier tous les jours pour percer sur LinkedIn. »",
          truth: "La régularité compte. Le volume, beaucoup moins.",
          proof:
            "Le trimestre dernier, je suis passé de cinq posts par semaine à deux. Les vues du profil ont grimpé de 18 %, parce que chaque post avait quelque chose à dire.",
          takeaway: "Publiez quand vous avez un message, à un rythme que vous tiendrez un an.",
        },
      },
    },
  },
  {
    id: "post-case-study-star",
    kind: "post",
    formats: ["case-study"],
    goals: ["leads", "trust"],
    text: {
      en: {
        name: "The client case in four beats",
        when: "A client result you are allowed to share, with numbers.",
        structure: "{client}\n{challenge}\n{approach}\n{result}\n{cta}",
        example: {
          client: "A 12-person bakery chain came to us in March.",
          challenge: "Their online orders were flat, and their site took eight seconds to load on a phone.",
          approach:
            "We cut the menu page to what people actually order, compressed every photo, and moved ordering to two taps.",
          result: "Mobile orders up 34% in eight weeks. Same ad budget.",
          cta: "If your site is slow on a phone, I'll tell you why for free. Just ask.",
        },
      },
      fr: {
        name: "Le cas client en quatre temps",
        when: "Un résultat client que vous avez le droit de partager, chiffres à l'appui.",
        structure: "{client}\n{challenge}\n{approach}\n{result}\n{cta}",
        example: {
          client: "En mars, une chaîne de boulangeries de 12 salariés nous a contactés.",
          challenge: "Les commandes en ligne stagnaient, et leur site mettait huit secondes à s'afficher sur mobile.",
          approach:
            "On a réduit la page du menu à ce que les gens commandent vraiment, compressé toutes les photos et ramené la commande à deux clics.",
          result: "Commandes mobiles : +34 % en huit semaines. Même budget publicitaire.",
          cta: "Votre site rame sur mobile ? Je vous dis gratuitement pourquoi, il suffit de demander.",
        },
      },
    },
  },
  {
    id: "post-contrarian-argue",
    kind: "post",
    formats: ["contrarian"],
    goals: ["awareness", "engagement"],
    text: {
      en: {
        name: "The contrarian take, argued",
        when: "You hold an opinion against the grain and can give reasons, not just provocation.",
        structure: "{claim}\n{commonView}\n{reasons}\n{nuance}\n{question}",
        example: {
          claim: "I don't think every founder should be on LinkedIn.",
          commonView: "The usual advice: your personal brand is your best sales channel.",
          reasons:
            "But a founder who hates writing posts badly, late, and resents every minute. Their team notices. Their buyers notice too.",
          nuance: "If you enjoy it, go. If you don't, put your best salesperson in front instead.",
          question: "Who should be the voice of a company: the founder or the best communicator?",
        },
      },
      fr: {
        name: "L'avis à contre-courant, argumenté",
        when: "Vous défendez une opinion minoritaire avec des arguments, pas juste pour provoquer.",
        structure: "{claim}\n{commonView}\n{reasons}\n{nuance}\n{question}",
        example: {
          claim: "Je ne pense pas que tous les dirigeants doivent être sur LinkedIn.",
          commonView: "Le conseil habituel : votre marque personnelle est votre meilleur canal de vente.",
          reasons:
            "Sauf qu'un dirigeant qui déteste écrire publie mal, en retard, et à contrecœur. Son équipe le voit. Ses clients aussi.",
          nuance: "Si vous aimez ça, foncez. Sinon, mettez plutôt en avant votre meilleur commercial.",
          question: "Qui doit porter la voix d'une entreprise : le dirigeant ou celui qui communique le mieux ?",
        },
      },
    },
  },
  {
    id: "post-lessons-list",
    kind: "post",
    formats: ["lessons"],
    goals: ["trust", "awareness"],
    text: {
      en: {
        name: "Lessons from a milestone",
        when: "An anniversary, a project's end, a number of clients: a good moment to look back.",
        structure: "{milestone}\n{lessons}\n{favourite}\n{question}",
        example: {
          milestone: "Five years freelancing this month. What I'd keep:",
          lessons:
            "→ Say your price, then stop talking.\n→ A contract protects both sides, write one even for friends.\n→ Your best marketing is a delighted client.",
          favourite: "The one I learned last: rest is part of the work, not a reward for it.",
          question: "Which one took you the longest to learn?",
        },
      },
      fr: {
        name: "Les leçons d'une étape",
        when: "Un anniversaire, la fin d'un projet, un cap de clients : un bon moment pour faire le point.",
        structure: "{milestone}\n{lessons}\n{favourite}\n{question}",
        example: {
          milestone: "Cinq ans de freelance ce mois-ci. Ce que je garde :",
          lessons:
            "→ Annoncez votre prix, puis taisez-vous.\n→ Un contrat protège les deux parties, même entre amis.\n→ Votre meilleur marketing, c'est un client ravi.",
          favourite: "La dernière apprise : le repos fait partie du travail, ce n'est pas une récompense.",
          question: "Laquelle vous a pris le plus de temps à comprendre ?",
        },
      },
    },
  },
  {
    id: "post-open-question",
    kind: "post",
    formats: ["question"],
    goals: ["engagement", "awareness"],
    text: {
      en: {
        name: "The genuine question",
        when: "You truly want the audience's view on a choice you are facing.",
        structure: "{situation}\n{options}\n{leaning}\n{question}",
        example: {
          situation: "We're deciding how to onboard new clients next year.",
          options: "Option A: a 90-minute kickoff call.\nOption B: a short questionnaire and a 20-minute call.",
          leaning: "I lean towards B, but I worry it feels less personal.",
          question: "If you were the client, which would you prefer, and why?",
        },
      },
      fr: {
        name: "La vraie question",
        when: "Vous voulez sincèrement l'avis de votre audience sur un choix à faire.",
        structure: "{situation}\n{options}\n{leaning}\n{question}",
        example: {
          situation: "On réfléchit à la façon d'accueillir nos nouveaux clients l'an prochain.",
          options:
            "Option A : un appel de lancement de 90 minutes.\nOption B : un court questionnaire, puis un appel de 20 minutes.",
          leaning: "Je penche pour B, mais j'ai peur que ce soit moins chaleureux.",
          question: "À la place du client, vous préféreriez laquelle, et pourquoi ?",
        },
      },
    },
  },
  {
    id: "post-announcement-why",
    kind: "post",
    formats: ["announcement"],
    goals: ["awareness", "leads"],
    text: {
      en: {
        name: "The announcement with a why",
        when: "A launch or news that should read as more than a press release.",
        structure: "{news}\n{why}\n{whatItMeans}\n{cta}",
        example: {
          news: "Today we open our studio to one-day workshops.",
          why: "Three clients in a row told us they wanted to learn the method, not just get the result.",
          whatItMeans: "One day, your team, your real project. You leave with a plan you wrote yourselves.",
          cta: "Dates for the spring are in the comments.",
        },
      },
      fr: {
        name: "L'annonce et sa raison",
        when: "Un lancement ou une nouvelle qui doit être plus qu'un communiqué.",
        structure: "{news}\n{why}\n{whatItMeans}\n{cta}",
        example: {
          news: "À partir d'aujourd'hui, notre studio propose des ateliers d'une journée.",
          why: "Trois clients d'affilée nous ont dit vouloir apprendre la méthode, pas seulement obtenir le résultat.",
          whatItMeans: "Une journée, votre équipe, votre vrai projet. Vous repartez avec un plan écrit par vous.",
          cta: "Les dates du printemps sont en commentaire.",
        },
      },
    },
  },
  {
    id: "post-behind-day",
    kind: "post",
    formats: ["behind-the-scenes"],
    goals: ["trust", "hiring"],
    text: {
      en: {
        name: "A day behind the scenes",
        when: "Showing how the work is really done builds trust and draws future teammates.",
        structure: "{setting}\n{moments}\n{surprise}\n{question}",
        example: {
          setting: "What a Tuesday looks like in our four-person studio:",
          moments:
            "9:00 coffee and the one-page plan.\n10:00 two hours of deep work, phones in a drawer.\n14:00 client review, cameras on.\n17:00 everyone writes one line about what blocked them.",
          surprise: "That last line has saved more projects than any tool we pay for.",
          question: "What is the small ritual that holds your team together?",
        },
      },
      fr: {
        name: "Une journée dans les coulisses",
        when: "Montrer comment le travail se fait vraiment inspire confiance et attire de futurs collègues.",
        structure: "{setting}\n{moments}\n{surprise}\n{question}",
        example: {
          setting: "Un mardi type dans notre studio de quatre personnes :",
          moments:
            "9 h : café et plan d'une page.\n10 h : deux heures de travail concentré, téléphones au tiroir.\n14 h : point client, caméras allumées.\n17 h : chacun écrit une ligne sur ce qui l'a bloqué.",
          surprise: "Cette dernière ligne a sauvé plus de projets que tous nos outils payants.",
          question: "Quel petit rituel tient votre équipe ensemble ?",
        },
      },
    },
  },
  {
    id: "post-checklist-before",
    kind: "post",
    formats: ["checklist"],
    goals: ["awareness", "leads"],
    text: {
      en: {
        name: "The checklist before a moment",
        when: "Your audience faces a recurring moment (a launch, an interview, a meeting) and you know what to check.",
        structure: "{moment}\n{items}\n{mostForgotten}\n{cta}",
        example: {
          moment: "Before you send a quote, check these five things:",
          items:
            "✓ The client's problem in their words\n✓ One price per option, no ranges\n✓ What is not included\n✓ The deadline for the offer\n✓ The next step, with a date",
          mostForgotten: "The one everybody forgets: what is not included. It prevents most disputes.",
          cta: "Save it for your next quote.",
        },
      },
      fr: {
        name: "La check-list avant le moment clé",
        when: "Votre audience vit un moment récurrent (lancement, entretien, rendez-vous) et vous savez quoi vérifier.",
        structure: "{moment}\n{items}\n{mostForgotten}\n{cta}",
        example: {
          moment: "Avant d'envoyer un devis, vérifiez ces cinq points :",
          items:
            "✓ Le problème du client, avec ses mots\n✓ Un prix par option, pas de fourchette\n✓ Ce qui n'est pas inclus\n✓ La date de validité\n✓ La prochaine étape, avec une date",
          mostForgotten:
            "Celui que tout le monde oublie : ce qui n'est pas inclus. C'est lui qui évite la plupart des litiges.",
          cta: "Gardez-la pour votre prochain devis.",
        },
      },
    },
  },
  {
    id: "post-story-turning-point",
    kind: "post",
    formats: ["story"],
    goals: ["trust", "engagement"],
    text: {
      en: {
        name: "The turning point",
        when: "A moment changed the direction of your work or career.",
        structure: "{scene}\n{tension}\n{turningPoint}\n{after}\n{lesson}",
        example: {
          scene: "Friday, 7 pm. Our biggest client calls: they are leaving.",
          tension: "They were 60% of our revenue. I had two salaries to pay at the end of the month.",
          turningPoint: "That weekend I listed every client we'd ever had and called the ten happiest ones.",
          after: "Four came back with projects. None of them is more than 20% of revenue today.",
          lesson: "A client who pays most of your bills is not a client. It's a boss.",
        },
      },
      fr: {
        name: "Le tournant",
        when: "Un moment a changé la direction de votre travail ou de votre carrière.",
        structure: "{scene}\n{tension}\n{turningPoint}\n{after}\n{lesson}",
        example: {
          scene: "Vendredi, 19 h. Notre plus gros client appelle : il s'en va.",
          tension: "Il représentait 60 % du chiffre d'affaires. J'avais deux salaires à verser à la fin du mois.",
          turningPoint: "Ce week-end-là, j'ai listé tous nos anciens clients et j'ai appelé les dix plus satisfaits.",
          after: "Quatre sont revenus avec un projet. Aujourd'hui, aucun ne dépasse 20 % du chiffre.",
          lesson: "Un client qui paie l'essentiel de vos factures n'est pas un client. C'est un patron.",
        },
      },
    },
  },
  {
    id: "post-hiring-day-one",
    kind: "post",
    formats: ["announcement", "behind-the-scenes"],
    goals: ["hiring"],
    text: {
      en: {
        name: "The role, told by day one",
        when: "You are hiring and want candidates to picture the job, not read a list of requirements.",
        structure: "{hook}\n{dayOne}\n{whoFits}\n{whoDoesnt}\n{apply}",
        example: {
          hook: "We're hiring a support lead. Here is your first week:",
          dayOne:
            "Monday you read the last 100 tickets. Tuesday you answer ten with us. By Friday you tell us what to fix first.",
          whoFits: "You'll like it if you enjoy turning angry emails into fans.",
          whoDoesnt: "You won't if you need a script for every case.",
          apply: "Link in the comments. Know someone? Tag them.",
        },
      },
      fr: {
        name: "Le poste, raconté par la première semaine",
        when: "Vous recrutez et voulez que les candidats se projettent, plutôt que lire une liste d'exigences.",
        structure: "{hook}\n{dayOne}\n{whoFits}\n{whoDoesnt}\n{apply}",
        example: {
          hook: "On recrute un ou une responsable support. Voici votre première semaine :",
          dayOne:
            "Lundi, vous lisez les 100 derniers tickets. Mardi, vous en traitez dix avec nous. Vendredi, vous nous dites quoi corriger en premier.",
          whoFits: "Ce poste est pour vous si transformer un e-mail furieux en client fidèle vous plaît.",
          whoDoesnt: "Il ne l'est pas si vous avez besoin d'un script pour chaque situation.",
          apply: "Le lien est en commentaire. Vous connaissez quelqu'un ? Identifiez-le.",
        },
      },
    },
  },
  {
    id: "post-framework-three",
    kind: "post",
    formats: ["how-to", "lessons"],
    goals: ["trust", "awareness"],
    text: {
      en: {
        name: "My framework in three parts",
        when: "You use a repeatable method and can name its parts.",
        structure: "{hook}\n{partOne}\n{partTwo}\n{partThree}\n{cta}",
        example: {
          hook: "Every post I write goes through three questions.",
          partOne: 'Who is it for? One person, not "everyone in marketing".',
          partTwo: "What do they get? A lesson, a number or a laugh. One of the three.",
          partThree: "What do I want them to do? Comment, save, or message me. Only one.",
          cta: "Try it on your next draft and tell me which question was the hardest.",
        },
      },
      fr: {
        name: "Ma méthode en trois temps",
        when: "Vous suivez une méthode reproductible et pouvez en nommer les étapes.",
        structure: "{hook}\n{partOne}\n{partTwo}\n{partThree}\n{cta}",
        example: {
          hook: "Chaque post que j'écris passe par trois questions.",
          partOne: "Pour qui ? Une personne, pas « tous les marketeurs ».",
          partTwo: "Qu'est-ce qu'elle y gagne ? Une leçon, un chiffre ou un sourire. Un seul des trois.",
          partThree: "Qu'est-ce que j'attends d'elle ? Un commentaire, un enregistrement ou un message. Un seul.",
          cta: "Testez-la sur votre prochain brouillon et dites-moi quelle question a été la plus dure.",
        },
      },
    },
  },
  {
    id: "post-data-insight",
    kind: "post",
    formats: ["case-study", "myth-busting"],
    goals: ["awareness", "trust"],
    text: {
      en: {
        name: "What the numbers said",
        when: "You measured something in your own work and the data taught you something.",
        structure: "{finding}\n{method}\n{details}\n{meaning}\n{question}",
        example: {
          finding: "Our shortest proposals win the most.",
          method: "I went through the 60 proposals we sent last year and noted the length and the outcome.",
          details: "One page: 58% signed. Three pages or more: 21%.",
          meaning: "Clients don't buy pages. They buy the feeling that we understood them, and that fits on one.",
          question: "What have you measured that surprised you?",
        },
      },
      fr: {
        name: "Ce que disent les chiffres",
        when: "Vous avez mesuré quelque chose dans votre activité et les données vous ont appris quelque chose.",
        structure: "{finding}\n{method}\n{details}\n{meaning}\n{question}",
        example: {
          finding: "Nos propositions les plus courtes sont celles qui gagnent.",
          method: "J'ai repris les 60 propositions envoyées l'an dernier, avec leur longueur et leur issue.",
          details: "Une page : 58 % signées. Trois pages ou plus : 21 %.",
          meaning:
            "Les clients n'achètent pas des pages. Ils achètent le sentiment d'avoir été compris, et ça tient sur une page.",
          question: "Qu'avez-vous mesuré qui vous a surpris ?",
        },
      },
    },
  },
  {
    id: "post-tool-stack",
    kind: "post",
    formats: ["behind-the-scenes", "how-to"],
    goals: ["trust", "engagement"],
    text: {
      en: {
        name: "How I actually do it",
        when: "People ask how you do something; show the real process, tools included.",
        structure: "{question}\n{process}\n{notUsed}\n{invite}",
        example: {
          question: "People ask how I plan a month of content in an afternoon. Here's the whole thing.",
          process:
            "1. I reread last month's comments and note every question.\n2. Each question becomes a post idea.\n3. I group them by pillar and pick eight.\n4. I write the hooks first, the posts later.",
          notUsed: "What I don't do: trend-chasing. If nobody asked, I don't write it.",
          invite: "How long does your planning take?",
        },
      },
      fr: {
        name: "Comment je m'y prends vraiment",
        when: "On vous demande comment vous faites ; montrez le vrai processus, outils compris.",
        structure: "{question}\n{process}\n{notUsed}\n{invite}",
        example: {
          question: "On me demande comment je planifie un mois de contenu en un après-midi. Voici tout.",
          process:
            "1. Je relis les commentaires du mois et je note chaque question.\n2. Chaque question devient une idée de post.\n3. Je les classe par pilier et j'en garde huit.\n4. J'écris d'abord les accroches, les posts ensuite.",
          notUsed:
            "Ce que je ne fais pas : courir après les tendances. Si personne n'a posé la question, je ne l'écris pas.",
          invite: "Et vous, combien de temps vous prend votre planification ?",
        },
      },
    },
  },
  {
    id: "post-client-question",
    kind: "post",
    formats: ["question", "how-to"],
    goals: ["leads", "trust"],
    text: {
      en: {
        name: "A client asked me",
        when: "A client's question deserves a public answer (with their permission, or anonymised).",
        structure: "{clientQuestion}\n{shortAnswer}\n{explanation}\n{cta}",
        example: {
          clientQuestion: 'A client asked me last week: "Is it too late to start a newsletter?"',
          shortAnswer: "Short answer: no. Long answer: it depends on what you want from it.",
          explanation:
            "If you want reach, it's slow. If you want your best clients to think of you every month, it's the best tool I know.",
          cta: "Thinking about one? I'll look at your idea for free this week.",
        },
      },
      fr: {
        name: "Un client m'a demandé",
        when: "La question d'un client mérite une réponse publique (avec son accord, ou anonymisée).",
        structure: "{clientQuestion}\n{shortAnswer}\n{explanation}\n{cta}",
        example: {
          clientQuestion:
            "La semaine dernière, une cliente m'a demandé : « C'est trop tard pour lancer une newsletter ? »",
          shortAnswer: "Réponse courte : non. Réponse longue : tout dépend de ce que vous en attendez.",
          explanation:
            "Pour gagner en visibilité, c'est lent. Pour que vos meilleurs clients pensent à vous chaque mois, c'est le meilleur outil que je connaisse.",
          cta: "Vous y pensez ? Je regarde votre idée gratuitement cette semaine.",
        },
      },
    },
  },
  {
    id: "post-myth-list",
    kind: "post",
    formats: ["myth-busting", "checklist"],
    goals: ["awareness", "engagement"],
    text: {
      en: {
        name: "Three myths in a row",
        when: "Your field has several beliefs that keep beginners stuck.",
        structure: "{hook}\n{myths}\n{realOne}\n{question}",
        example: {
          hook: "Three things I believed when I started consulting:",
          myths:
            '✗ "I need a perfect website first."\n✗ "Discounts win clients."\n✗ "Niching down means fewer clients."',
          realOne: "What actually worked: telling ten people exactly what I do, every week.",
          question: "Which myth held you back the longest?",
        },
      },
      fr: {
        name: "Trois idées reçues d'affilée",
        when: "Votre métier regorge de croyances qui bloquent les débutants.",
        structure: "{hook}\n{myths}\n{realOne}\n{question}",
        example: {
          hook: "Trois choses que je croyais en me lançant comme consultant :",
          myths:
            "✗ « Il me faut d'abord un site parfait. »\n✗ « Les remises font venir les clients. »\n✗ « Se spécialiser, c'est perdre des clients. »",
          realOne: "Ce qui a vraiment marché : expliquer à dix personnes ce que je fais, chaque semaine.",
          question: "Quelle idée reçue vous a freiné le plus longtemps ?",
        },
      },
    },
  },
  {
    id: "post-failure-postmortem",
    kind: "post",
    formats: ["lessons", "behind-the-scenes", "case-study"],
    goals: ["trust"],
    text: {
      en: {
        name: "The honest post-mortem",
        when: "A project failed and owning it publicly shows how you work.",
        structure: "{whatFailed}\n{whatWePlanned}\n{whatHappened}\n{whatWeChanged}\n{question}",
        example: {
          whatFailed: "Our webinar last month: 300 sign-ups, 22 attendees.",
          whatWePlanned: "We planned a 60-minute session on a Friday afternoon.",
          whatHappened: "People signed up for the replay, not the live. Friday at 3 pm, nobody is there.",
          whatWeChanged: "Next one: Tuesday at noon, 30 minutes, and the replay only for those who came.",
          question: "What time works for you for a live session?",
        },
      },
      fr: {
        name: "Le bilan sans fard",
        when: "Un projet a échoué, et l'assumer publiquement montre votre façon de travailler.",
        structure: "{whatFailed}\n{whatWePlanned}\n{whatHappened}\n{whatWeChanged}\n{question}",
        example: {
          whatFailed: "Notre webinaire du mois dernier : 300 inscrits, 22 présents.",
          whatWePlanned: "On avait prévu une heure, un vendredi après-midi.",
          whatHappened:
            "Les gens s'inscrivaient pour le replay, pas pour le direct. Le vendredi à 15 h, il n'y a plus personne.",
          whatWeChanged: "Le prochain : mardi midi, 30 minutes, et le replay réservé aux présents.",
          question: "Quel créneau vous conviendrait pour un direct ?",
        },
      },
    },
  },
  {
    id: "post-comparison-two-ways",
    kind: "post",
    formats: ["contrarian", "how-to", "lessons"],
    goals: ["awareness", "trust"],
    text: {
      en: {
        name: "Two ways to do it",
        when: "Two approaches to the same task, one of which you now prefer.",
        structure: "{hook}\n{wayA}\n{wayB}\n{verdict}\n{question}",
        example: {
          hook: "Two ways to answer a request for a discount.",
          wayA: "Way A: you lower the price. The client learns your price was never real.",
          wayB: "Way B: you remove something from the scope. The client learns what each part is worth.",
          verdict: "I switched to B three years ago and haven't given a discount since.",
          question: "Which one do you use?",
        },
      },
      fr: {
        name: "Deux façons de faire",
        when: "Deux approches d'une même tâche, dont l'une a maintenant votre préférence.",
        structure: "{hook}\n{wayA}\n{wayB}\n{verdict}\n{question}",
        example: {
          hook: "Deux façons de répondre à une demande de remise.",
          wayA: "Façon A : vous baissez le prix. Le client comprend que votre tarif n'était pas sérieux.",
          wayB: "Façon B : vous retirez quelque chose du périmètre. Le client comprend ce que vaut chaque partie.",
          verdict: "Je suis passé à la B il y a trois ans, et je n'ai plus accordé de remise depuis.",
          question: "Laquelle pratiquez-vous ?",
        },
      },
    },
  },
  {
    id: "post-testimonial-story",
    kind: "post",
    formats: ["case-study", "story"],
    goals: ["leads", "trust"],
    text: {
      en: {
        name: "The client's words",
        when: "A client sent you a message worth sharing (with their permission).",
        structure: "{quote}\n{context}\n{whatWeDid}\n{whyItMatters}\n{cta}",
        example: {
          quote: '"For the first time, I know what to post on Monday morning."',
          context: "That's what Claire, who runs a small physio practice, wrote to us after three months.",
          whatWeDid: "We didn't write her posts. We built her a list of 40 questions her patients ask, one per week.",
          whyItMatters: "The best content plan is the one your audience already wrote for you.",
          cta: "Want your own list? The method is free, message me.",
        },
      },
      fr: {
        name: "Les mots du client",
        when: "Un client vous a envoyé un message qui mérite d'être partagé (avec son accord).",
        structure: "{quote}\n{context}\n{whatWeDid}\n{whyItMatters}\n{cta}",
        example: {
          quote: "« Pour la première fois, je sais quoi publier le lundi matin. »",
          context: "C'est ce que nous a écrit Claire, kiné à son compte, au bout de trois mois.",
          whatWeDid:
            "On n'a pas écrit ses posts. On lui a construit une liste de 40 questions que posent ses patients, une par semaine.",
          whyItMatters: "Le meilleur plan de contenu, c'est celui que votre audience a déjà écrit pour vous.",
          cta: "Vous voulez votre propre liste ? La méthode est gratuite, écrivez-moi.",
        },
      },
    },
  },
  {
    id: "post-faq-answers",
    kind: "post",
    formats: ["question", "checklist", "how-to"],
    goals: ["leads", "awareness"],
    text: {
      en: {
        name: "Quick answers to the usual questions",
        when: "You keep answering the same handful of questions in private.",
        structure: "{hook}\n{answers}\n{missing}",
        example: {
          hook: "The questions I get most about working with me, answered once:",
          answers:
            "How long? Six weeks.\nHow much? A fixed price, agreed before we start.\nWhat do you need from me? One hour a week.",
          missing: "Any question I missed? Ask it below.",
        },
      },
      fr: {
        name: "Les réponses aux questions habituelles",
        when: "Vous répondez sans cesse aux mêmes questions en privé.",
        structure: "{hook}\n{answers}\n{missing}",
        example: {
          hook: "Les questions qu'on me pose le plus sur mon accompagnement, une bonne fois pour toutes :",
          answers:
            "Combien de temps ? Six semaines.\nCombien ça coûte ? Un forfait fixé avant de commencer.\nQu'attendez-vous de moi ? Une heure par semaine.",
          missing: "J'ai oublié une question ? Posez-la en commentaire.",
        },
      },
    },
  },
  {
    id: "post-values-in-action",
    kind: "post",
    formats: ["behind-the-scenes", "story"],
    goals: ["hiring", "trust"],
    text: {
      en: {
        name: "A value, shown not told",
        when: "You want to say what your team stands for, through one concrete decision.",
        structure: "{value}\n{situation}\n{decision}\n{cost}\n{whyWorthIt}",
        example: {
          value: "We say we put quality first. Here is what that cost us last month.",
          situation: "A release was ready on Friday, with one bug we'd found that morning.",
          decision: "We postponed it by a week, and told the client why.",
          cost: "One unhappy phone call and a weekend of rework.",
          whyWorthIt: "The client renewed for another year. They said the phone call is why.",
        },
      },
      fr: {
        name: "Une valeur, montrée plutôt que dite",
        when: "Vous voulez dire ce que défend votre équipe à travers une décision concrète.",
        structure: "{value}\n{situation}\n{decision}\n{cost}\n{whyWorthIt}",
        example: {
          value: "On dit qu'on fait passer la qualité d'abord. Voici ce que ça nous a coûté le mois dernier.",
          situation: "Une livraison était prête le vendredi, avec un bug repéré le matin même.",
          decision: "On l'a repoussée d'une semaine, et on a expliqué pourquoi au client.",
          cost: "Un coup de fil tendu et un week-end de corrections.",
          whyWorthIt: "Le client a renouvelé pour un an. Il nous a dit que c'était grâce à ce coup de fil.",
        },
      },
    },
  },
  {
    id: "post-prediction",
    kind: "post",
    formats: ["contrarian", "question"],
    goals: ["awareness", "engagement"],
    text: {
      en: {
        name: "A prediction you stand behind",
        when: "You see a change coming in your field and want to be on record.",
        structure: "{prediction}\n{signals}\n{consequence}\n{question}",
        example: {
          prediction: "In two years, most small agencies will sell packages, not hours.",
          signals: "Three of my clients asked for fixed prices this quarter. None did two years ago.",
          consequence: "Agencies that can't scope a project precisely will lose money on every one.",
          question: "Do you see the same thing, or am I early?",
        },
      },
      fr: {
        name: "Le pari sur l'avenir",
        when: "Vous voyez venir un changement dans votre secteur et vous voulez le dire avant les autres.",
        structure: "{prediction}\n{signals}\n{consequence}\n{question}",
        example: {
          prediction: "D'ici deux ans, la plupart des petites agences vendront des forfaits, plus des heures.",
          signals: "Trois de mes clients ont demandé un prix fixe ce trimestre. Aucun ne le faisait il y a deux ans.",
          consequence: "Les agences incapables de cadrer précisément un projet perdront de l'argent sur chacun.",
          question: "Vous observez la même chose, ou j'ai un temps d'avance ?",
        },
      },
    },
  },
  {
    id: "post-small-win",
    kind: "post",
    formats: ["announcement", "story"],
    goals: ["engagement", "trust"],
    text: {
      en: {
        name: "The small win, celebrated",
        when: "A modest milestone that still means something to you and your readers.",
        structure: "{win}\n{context}\n{whatHelped}\n{thanks}",
        example: {
          win: "Our 100th client signed this morning.",
          context: "The first one took four months. This year, we sign two a week.",
          whatHelped: "What changed: we stopped trying to be for everyone and wrote only for small clinics.",
          thanks: "Thank you to the 99 before. Some of you are reading this.",
        },
      },
      fr: {
        name: "La petite victoire",
        when: "Une étape modeste qui compte pour vous et pour vos lecteurs.",
        structure: "{win}\n{context}\n{whatHelped}\n{thanks}",
        example: {
          win: "Notre 100e client a signé ce matin.",
          context: "Le premier nous avait pris quatre mois. Cette année, on en signe deux par semaine.",
          whatHelped:
            "Ce qui a changé : on a arrêté de s'adresser à tout le monde pour n'écrire qu'aux petits cabinets médicaux.",
          thanks: "Merci aux 99 précédents. Certains d'entre vous lisent ces lignes.",
        },
      },
    },
  },
  {
    id: "post-tip-one",
    kind: "post",
    formats: ["how-to", "checklist"],
    goals: ["awareness"],
    text: {
      en: {
        name: "One tip, fully explained",
        when: "A single practical tip, explained well enough that the reader can apply it today.",
        structure: "{tip}\n{why}\n{how}\n{example}",
        example: {
          tip: "Write your post's last line first.",
          why: "If you know where you're going, every line before it has a job.",
          how: "Before the hook, write the one sentence you want the reader to remember. Then write backwards.",
          example: 'This post\'s last line was "every line has a job". It took four minutes to write the rest.',
        },
      },
      fr: {
        name: "Une astuce, bien expliquée",
        when: "Une seule astuce pratique, assez détaillée pour qu'on l'applique dès aujourd'hui.",
        structure: "{tip}\n{why}\n{how}\n{example}",
        example: {
          tip: "Écrivez la dernière ligne de votre post en premier.",
          why: "Quand on sait où on va, chaque ligne qui précède a un rôle.",
          how: "Avant l'accroche, écrivez la phrase que le lecteur doit retenir. Puis remontez.",
          example:
            "La dernière ligne de ce post, c'était « chaque ligne a un rôle ». Le reste m'a pris quatre minutes.",
        },
      },
    },
  },
  {
    id: "post-objection",
    kind: "post",
    formats: ["myth-busting", "case-study"],
    goals: ["leads"],
    text: {
      en: {
        name: "The objection, answered",
        when: "Prospects hesitate for the same reason; answer it publicly.",
        structure: "{objection}\n{empathy}\n{answer}\n{proof}\n{cta}",
        example: {
          objection: '"It\'s too expensive for a company our size."',
          empathy: "I hear it often, and I get it: ten people, tight budget.",
          answer: "But the alternative isn't free. It's your sales lead spending Friday afternoons on slides.",
          proof: "Our last client of that size got those Fridays back in the first month.",
          cta: "If that's your objection too, let's talk numbers for 15 minutes.",
        },
      },
      fr: {
        name: "L'objection, et la réponse",
        when: "Vos prospects hésitent toujours pour la même raison : répondez-y publiquement.",
        structure: "{objection}\n{empathy}\n{answer}\n{proof}\n{cta}",
        example: {
          objection: "« C'est trop cher pour une entreprise de notre taille. »",
          empathy: "Je l'entends souvent, et je comprends : dix personnes, un budget serré.",
          answer:
            "Mais l'alternative n'est pas gratuite. C'est votre responsable commercial qui passe ses vendredis après-midi sur des slides.",
          proof: "Notre dernier client de cette taille a récupéré ces vendredis dès le premier mois.",
          cta: "Si c'est aussi votre objection, parlons chiffres un quart d'heure.",
        },
      },
    },
  },
  {
    id: "post-mentor-advice",
    kind: "post",
    formats: ["story", "lessons"],
    goals: ["engagement", "trust"],
    text: {
      en: {
        name: "The advice that stayed",
        when: "Someone once gave you advice you still use.",
        structure: "{who}\n{advice}\n{reaction}\n{nowUnderstood}\n{question}",
        example: {
          who: "My first manager, on my first day:",
          advice: '"Never bring me a problem without two possible answers."',
          reaction: "I thought it was a way to avoid work. It annoyed me for months.",
          nowUnderstood:
            "Fifteen years later, it's the first thing I tell every new hire. It turns worry into decisions.",
          question: "What's the advice you still hear in your head?",
        },
      },
      fr: {
        name: "Le conseil qui est resté",
        when: "Quelqu'un vous a donné un conseil que vous appliquez encore.",
        structure: "{who}\n{advice}\n{reaction}\n{nowUnderstood}\n{question}",
        example: {
          who: "Ma première manager, le jour de mon arrivée :",
          advice: "« Ne viens jamais me voir avec un problème sans deux pistes de solution. »",
          reaction: "J'ai cru qu'elle voulait s'épargner du travail. Ça m'a agacé pendant des mois.",
          nowUnderstood:
            "Quinze ans plus tard, c'est la première chose que je dis à chaque nouvelle recrue. Ça transforme l'inquiétude en décision.",
          question: "Quel conseil résonne encore dans votre tête ?",
        },
      },
    },
  },
  {
    id: "post-launch-countdown",
    kind: "post",
    formats: ["announcement", "behind-the-scenes"],
    goals: ["leads", "awareness"],
    text: {
      en: {
        name: "Building in public",
        when: "You're preparing a launch and want people to follow along before it's ready.",
        structure: "{whatWeBuild}\n{progress}\n{openQuestion}\n{invite}",
        example: {
          whatWeBuild: "We're building a booking tool for independent trainers. Launch in four weeks.",
          progress: "Done: calendar, payments. Left: reminders and the mobile view.",
          openQuestion: "The question we're stuck on: should clients be able to cancel the day before?",
          invite: "Trainers, tell us. The first 20 to answer get three months free.",
        },
      },
      fr: {
        name: "Construire en public",
        when: "Vous préparez un lancement et voulez qu'on vous suive avant qu'il soit prêt.",
        structure: "{whatWeBuild}\n{progress}\n{openQuestion}\n{invite}",
        example: {
          whatWeBuild:
            "On construit un outil de réservation pour les coachs indépendants. Sortie dans quatre semaines.",
          progress: "C'est fait : agenda, paiements. Reste à faire : rappels et version mobile.",
          openQuestion: "La question qui nous bloque : un client doit-il pouvoir annuler la veille ?",
          invite: "Coachs, dites-nous. Les 20 premières réponses ont trois mois offerts.",
        },
      },
    },
  },
  {
    id: "post-reframe",
    kind: "post",
    formats: ["contrarian", "lessons", "myth-busting"],
    goals: ["awareness", "engagement"],
    text: {
      en: {
        name: "The reframe",
        when: "A word or idea people use in a way that holds them back; you offer a better frame.",
        structure: "{oldFrame}\n{problem}\n{newFrame}\n{example}\n{question}",
        example: {
          oldFrame: 'We call it "self-promotion" and it makes us cringe.',
          problem: "So we don't post, and the people who need us never hear about us.",
          newFrame: "Call it what it is: telling the right people that help exists.",
          example: "A physio who posts a two-minute exercise isn't bragging. She's saving someone a week of back pain.",
          question: 'What would you post if you called it "helping"?',
        },
      },
      fr: {
        name: "Changer de regard",
        when: "Un mot ou une idée freine votre audience ; vous proposez une autre façon de voir.",
        structure: "{oldFrame}\n{problem}\n{newFrame}\n{example}\n{question}",
        example: {
          oldFrame: "On appelle ça « se mettre en avant », et ça nous gêne.",
          problem: "Alors on ne publie pas, et ceux qui auraient besoin de nous n'en entendent jamais parler.",
          newFrame: "Appelons-le par son nom : faire savoir aux bonnes personnes qu'une aide existe.",
          example:
            "Une kiné qui publie un exercice de deux minutes ne se vante pas. Elle épargne à quelqu'un une semaine de mal de dos.",
          question: "Que publieriez-vous si vous appeliez ça « rendre service » ?",
        },
      },
    },
  },
  {
    id: "post-recap-event",
    kind: "post",
    formats: ["lessons", "announcement"],
    goals: ["awareness", "leads"],
    text: {
      en: {
        name: "What I took from the event",
        when: "You went to a conference, a meetup or a training and want to share the substance.",
        structure: "{event}\n{takeaways}\n{disagreement}\n{question}",
        example: {
          event: "Two days at a regional retail conference. Three notes I'm keeping:",
          takeaways:
            "1. Shops that answer reviews grow faster than those that don't.\n2. Loyalty cards are back, on the phone.\n3. Nobody has solved staffing on Saturdays.",
          disagreement: 'One talk I disagreed with: "social media is dead for local shops". Mine says otherwise.',
          question: "Were you there? What did you take away?",
        },
      },
      fr: {
        name: "Ce que je retiens de l'événement",
        when: "Vous revenez d'une conférence, d'un meetup ou d'une formation et voulez en partager l'essentiel.",
        structure: "{event}\n{takeaways}\n{disagreement}\n{question}",
        example: {
          event: "Deux jours au salon régional du commerce. Trois notes que je garde :",
          takeaways:
            "1. Les boutiques qui répondent aux avis grandissent plus vite que les autres.\n2. Les cartes de fidélité reviennent, sur le téléphone.\n3. Personne n'a résolu le recrutement du samedi.",
          disagreement:
            "Une intervention qui ne m'a pas convaincu : « les réseaux sociaux sont morts pour les commerces de proximité ». Mes chiffres disent le contraire.",
          question: "Vous y étiez ? Qu'en retenez-vous ?",
        },
      },
    },
  },
];
