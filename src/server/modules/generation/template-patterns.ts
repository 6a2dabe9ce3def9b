import type { PostFormat } from "../../../contracts/generation/rules";

/**
 * What the built-in generator (template mode) writes with, per language: real LinkedIn hook patterns and post
 * structures. `{t}` is the topic (shortened), `{p}` the pillar's name. Each format has at least five hooks (three
 * variants plus regenerations), enough items to fill a long post, and its own way of listing them.
 */
export interface FormatPatterns {
  hooks: string[];
  intros: string[];
  /** The line before the items (a colon line), or none. */
  lead: string[];
  items: string[];
  /** How items are listed: numbered, arrows, check marks, or paragraphs. */
  list: "numbered" | "arrows" | "checks" | "paragraphs";
  /** The question to the audience that ends the post. */
  asks: string[];
  /** Paragraphs that deepen this format's posts, used before the general ones (which read as advice). */
  depth?: string[];
}

export type ToneFamily = "professional" | "conversational" | "inspirational" | "educational" | "bold" | "witty";

export interface LanguagePatterns {
  formats: Record<PostFormat, FormatPatterns>;
  /** The conclusion, in the tone asked. */
  closings: Record<ToneFamily, string[]>;
  /** General paragraphs that deepen any post (used to reach a long post's length). */
  depth: string[];
  /** The line that ties the post to its pillar. */
  pillarLines: string[];
  /** The same with the pillar's description (`{d}`, one sentence), when it has one. */
  describedPillarLines: string[];
}

export const EN_PATTERNS: LanguagePatterns = {
  formats: {
    story: {
      hooks: [
        "Two years ago, I got {t} completely wrong.",
        "The day {t} stopped being theory for me.",
        "Nobody warned me about this part of {t}.",
        "I almost gave up on {t}. Here's what changed my mind.",
        "A small moment last week changed how I see {t}.",
        "It started with a question I couldn't answer about {t}.",
      ],
      intros: [
        "I thought I had it figured out. I didn't.",
        "It wasn't a big, dramatic moment. It was a Tuesday, a deadline and a conversation I didn't expect.",
        "Here's the short version of a story I've never shared in full.",
      ],
      lead: [],
      items: [
        "At first, I did what everyone does: more effort, more hours, more of the same. It barely moved anything.",
        'Then someone on my team asked a simple question: "What problem are we actually solving?" I had no clean answer.',
        "So we stopped. We listed what was working and what was only keeping us busy. The second list was longer.",
        "We cut half of it. It felt risky. Two weeks later, the results were better than they had been in months.",
        "The hardest part wasn't the change itself. It was admitting that my first approach was built on habit, not on evidence.",
        "What I'd tell my past self: start smaller, ask sooner, and measure what matters instead of what's easy to count.",
        "Looking back, the turning point wasn't a tool or a framework. It was being honest about what I didn't know.",
        "I still make mistakes with {t}. But now I catch them in days, not in quarters.",
      ],
      list: "paragraphs",
      asks: [
        "Has something similar happened to you with {t}?",
        "What's the moment that changed how you work on {t}?",
        "What would you have done in my place?",
      ],
    },
    "how-to": {
      hooks: [
        "How to get started with {t} (without wasting months):",
        "The simple process I use for {t}, step by step.",
        "Want better results with {t}? Follow these steps.",
        "{t}, made practical: a step-by-step guide.",
        "Here's exactly how I approach {t}, from day one.",
        "If you're new to {t}, save this.",
      ],
      intros: [
        "No theory, just the steps that work for me and the people I work with.",
        "I've refined this process over many projects. It's simple on purpose.",
        "Most people overcomplicate this. Here's the version that actually gets done.",
      ],
      lead: ["The steps:", "Here's how:"],
      items: [
        "Define the outcome. Write one sentence about what success looks like, and a number to check it.",
        "Start from the current state. Spend an hour looking at what already exists before changing anything.",
        "Pick one lever. The one with the biggest effect for the least effort, not the most exciting one.",
        "Run a small test. One week, one team, one clear before and after.",
        "Measure honestly. Compare with the baseline, not with what you hoped for.",
        "Write down what you learned, in plain words, so the next person doesn't start from zero.",
        "Scale what worked, drop what didn't, and do it without guilt.",
        "Set a review date. What works today needs a check in three months.",
      ],
      list: "numbered",
      asks: ["Which step do you usually skip?", "What would you add to this list?", "How do you approach {t}?"],
    },
    contrarian: {
      hooks: [
        "Unpopular opinion: most advice about {t} is wrong.",
        "Everyone says {t} is about doing more. I disagree.",
        "Stop following the usual playbook for {t}.",
        "The conventional wisdom on {t} is costing you.",
        "I'll say it: {t} is overrated the way most people do it.",
        "Hot take on {t}: less is more.",
      ],
      intros: [
        "I know this goes against what you usually read. Hear me out.",
        "I used to believe the standard advice too. Then I looked at the results.",
        "This isn't contrarian for the sake of it. It's what I've seen work.",
      ],
      lead: ["Here's why:"],
      items: [
        "The popular approach optimises for what's visible, not for what matters.",
        "More activity rarely means more impact. It often means less focus.",
        "Best practices are averages. Your situation isn't average.",
        "The people who succeed with {t} usually break one of the rules everyone repeats.",
        "Copying what worked for someone else ignores the context that made it work.",
        "The real cost isn't the effort: it's the time spent on the wrong problem.",
        "Simple beats clever when a team has to run it every week.",
        "If everyone does the same thing, it stops being an advantage.",
      ],
      list: "arrows",
      asks: ["Agree or disagree?", "Where do you stand on {t}?", "What's the advice about {t} you stopped following?"],
    },
    lessons: {
      hooks: [
        "What {t} taught me, the hard way:",
        "Lessons I wish I'd learned sooner about {t}.",
        "After years of working on {t}, here's what I know for sure.",
        "The biggest lessons from my mistakes with {t}.",
        "{t}: the lessons nobody puts in the slides.",
        "I learned these lessons about {t} so you don't have to.",
      ],
      intros: [
        "Some of these cost me time. A few cost me money. All of them were worth it.",
        "None of this is in a textbook. All of it came from real work.",
        "I keep coming back to these, project after project.",
      ],
      lead: ["What I learned:"],
      items: [
        "Clarity beats speed. A clear goal saves more time than working faster.",
        "Small wins compound. Consistency matters more than one big push.",
        "Ask for feedback early, while it's still cheap to change course.",
        "The data tells you what happened, not why. Talk to people.",
        "Saying no is a skill. Every yes has a cost somewhere else.",
        "Write things down. Memory is a terrible project manager.",
        "Celebrate progress, not only results. Teams run on momentum.",
        "The basics done well beat advanced tactics done halfway.",
      ],
      list: "numbered",
      asks: ["Which one resonates with you?", "What's the lesson {t} taught you?", "What would you add?"],
    },
    question: {
      hooks: [
        "Quick question about {t}:",
        "I'm curious: how do you handle {t}?",
        "Let's settle this: what really works for {t}?",
        "I need your take on {t}.",
        "Honest question for my network about {t}.",
        "What's one thing you'd change about how we do {t}?",
      ],
      intros: [
        "I've been thinking about this a lot lately, and I'd love to hear other perspectives.",
        "I have my own answer, but I suspect yours is better.",
        "Different industries seem to answer this very differently.",
      ],
      lead: ["A few angles to get you started:", "Some context:"],
      items: [
        "Is it a priority in your team, or something that happens when there's time left?",
        "Who owns it where you work? One person, a team, nobody?",
        "What tool or habit made the biggest difference for you?",
        "What did you try that didn't work at all?",
        "How do you know it's working? What do you actually measure?",
        "If you had to start again tomorrow, what would you do first?",
        "What do beginners get wrong most often?",
      ],
      list: "arrows",
      asks: ["Tell me in the comments: I read every answer.", "Share your experience below.", "What's your answer?"],
      depth: [
        "I'm asking because the answers I hear in meetings are often very different from what people do day to day.",
        "There's no wrong answer here. The most useful ones are usually the most honest, including what didn't work.",
        "I'll gather the most interesting answers and share a summary in a future post, so everyone benefits from them.",
        "If you've changed your mind on this over the years, I'd love to know what made you change it.",
      ],
    },
    announcement: {
      hooks: [
        "Some news I'm excited to share about {t}.",
        "It's official: something new on {t}.",
        "Big step today for {t}.",
        "After months of work, it's finally here: {t}.",
        "I've been waiting to say this: news about {t}.",
        "A new chapter begins, and it's about {t}.",
      ],
      intros: [
        "This has been a long time in the making, and I'm proud of what we built.",
        "Here's what it is, why it matters and what comes next.",
        "I wanted to share it here first, with the people who followed the journey.",
      ],
      lead: ["What it means:"],
      items: [
        "It solves a problem we kept hearing about from the people we work with.",
        "It's the result of many conversations, drafts and tests.",
        "It's built to be simple to start with, and to grow with you.",
        "Nothing would have happened without the people who believed in it early.",
        "It's a first version: your feedback will shape what comes next.",
        "We're starting small, on purpose, to get the details right.",
        "The goal is simple: make {t} easier for the people who need it.",
      ],
      list: "checks",
      asks: ["What would you like to see next?", "Questions? Ask me anything below.", "Who should I share this with?"],
      depth: [
        "A few months ago, this was a page of notes and a lot of open questions. Seeing it real today still surprises me.",
        "We made a lot of choices along the way, and we said no to many good ideas so that the important ones could be done well.",
        "If you were one of the people who tested an early version or answered our questions: thank you. You'll recognise your feedback in it.",
        "Next steps: we'll listen, fix what needs fixing and share what we learn here, openly, as we go.",
      ],
    },
    "myth-busting": {
      hooks: [
        "Myths about {t} that need to go.",
        "You've probably heard these about {t}. They're not true.",
        "Let's bust a few myths about {t}.",
        "What people get wrong about {t}.",
        "Stop believing these myths about {t}.",
        "The myths about {t} I hear every week.",
      ],
      intros: [
        "These ideas sound right, which is exactly why they stick.",
        "I believed some of them myself, until the evidence said otherwise.",
        "Here's what I've seen in practice.",
      ],
      lead: [],
      items: [
        "Myth: it only works for big companies. Reality: small teams often move faster with it.",
        "Myth: you need expensive tools. Reality: a clear process beats any tool.",
        "Myth: results come quickly. Reality: the first months are about learning.",
        "Myth: it's a one-person job. Reality: it works when the whole team understands why.",
        "Myth: more is better. Reality: focus is what makes the difference.",
        "Myth: it's too late to start. Reality: the best time was last year, the second best is today.",
        "Myth: experts don't make mistakes. Reality: they make them faster, and learn from them.",
      ],
      list: "arrows",
      asks: ["Which myth would you add?", "Which one did you believe?", "What's the biggest myth about {t}?"],
    },
    "behind-the-scenes": {
      hooks: [
        "Behind the scenes of {t}: what you don't usually see.",
        "What really happens when we work on {t}.",
        "A look behind the curtain: {t}.",
        "The unglamorous side of {t}.",
        "Here's what {t} looks like from the inside.",
        "This is the part of {t} nobody posts about.",
      ],
      intros: [
        "The final result gets the attention. The process is where the work is.",
        "I'm opening the doors on how we actually do it, messy parts included.",
        "No polished version today: this is how it really goes.",
      ],
      lead: ["What a typical week looks like:", "Inside the process:"],
      items: [
        "It starts with a lot of questions and a whiteboard full of crossed-out ideas.",
        "We spend more time on the brief than on the execution. It pays off every time.",
        "There's always a moment where nothing works. We've learned to expect it.",
        "The best ideas often come from the quietest person in the room.",
        "We review everything twice: once for the content, once for the people it's for.",
        "Most of the tools are simple: a shared document, a checklist and honest feedback.",
        "We keep a list of what went wrong, and we read it before every new project.",
      ],
      list: "arrows",
      asks: ["What does it look like on your side?", "Want to see more of the process?", "What surprises you here?"],
    },
    "case-study": {
      hooks: [
        "Case study: what happened when we rethought {t}.",
        "From problem to results: a real example of {t}.",
        "How one team turned {t} around.",
        "A real case of {t}, with the numbers that matter.",
        "What changed in six months of working on {t}.",
        "This is what {t} looks like when it works.",
      ],
      intros: [
        "Here's the situation, what we did and what came out of it.",
        "No magic, just a clear diagnosis and a few decisions that stuck.",
        "Details changed for privacy, but the story is real.",
      ],
      lead: [],
      items: [
        "The situation: a team doing a lot of work on {t}, with results that didn't follow.",
        "The problem: no shared goal, too many priorities and no way to see what was working.",
        "What we did first: one goal, one metric and a weekly check-in of fifteen minutes.",
        "Then: we stopped two projects that were keeping everyone busy without results.",
        "The result after three months: less work in progress, and clearly better outcomes.",
        "What made the difference: decisions made with data, and the discipline to keep them.",
        "What we'd do differently: involve the whole team earlier.",
      ],
      list: "arrows",
      asks: ["Have you seen a similar turnaround?", "What would you have done first?", "Want more cases like this?"],
    },
    checklist: {
      hooks: [
        "The {t} checklist I wish I'd had from the start.",
        "Before you work on {t}, run through this checklist.",
        "Your checklist for {t}. Save it for later.",
        "{t}: the checklist I use every time.",
        "Don't start on {t} without checking these.",
        "A simple checklist to get {t} right.",
      ],
      intros: [
        "I go through it before every project. It takes ten minutes and saves days.",
        "Print it, pin it, share it with your team.",
        "Simple on purpose: if it's not on the list, it can wait.",
      ],
      lead: ["The checklist:"],
      items: [
        "A clear goal, written in one sentence.",
        "One number that tells you if it works.",
        "A named owner, not just a team.",
        "A deadline for the first version.",
        "The people affected, informed before you start.",
        "A baseline to compare with.",
        "A plan for what happens if it doesn't work.",
        "A date to review and decide what's next.",
      ],
      list: "checks",
      asks: ["What's missing from this list?", "Which item do you skip most often?", "What's on your checklist?"],
    },
  },
  closings: {
    professional: [
      "The takeaway: {t} rewards clarity and consistency more than intensity.",
      "In short, treat {t} as a practice, not a project.",
    ],
    conversational: [
      "Honestly, that's the part I wish someone had told me earlier.",
      "Anyway, that's where I'm at with {t} right now.",
    ],
    inspirational: [
      "Start where you are. Progress on {t} is built one step at a time.",
      "You don't need to have it all figured out to begin. You just need to begin.",
    ],
    educational: [
      "Key point to remember: the fundamentals of {t} matter more than the tactics.",
      "If you remember one thing: understand the why of {t} before the how.",
    ],
    bold: [
      "Bottom line: stop waiting for permission and fix how you do {t}.",
      "The teams that win at {t} are the ones willing to do it differently.",
    ],
    witty: [
      "If {t} were easy, there'd be no LinkedIn posts about it. Yet here we are.",
      "Moral of the story: {t} is simple. Not easy, but simple.",
    ],
  },
  depth: [
    "One more thing: context matters. What works in one team can fail in another, so adapt before you adopt.",
    "The common thread in everything above is focus. Doing fewer things, better, is almost always the right call.",
    "It's also worth saying that none of this happens overnight. Give it a few weeks before judging the results.",
    "If you lead a team, share this with them and ask what they would change. Their answer will teach you a lot.",
    "And when in doubt, go back to the people you serve. Their problems are the best guide you'll ever have.",
    "I've seen this pattern in very different contexts: startups, large companies, solo work. The principles hold.",
    "A practical tip: block thirty minutes in your calendar this week to try one idea from this post. Small experiments beat big plans that never start.",
    "What I find most interesting is how often the simple version wins. Complexity feels productive, but it usually slows everyone down.",
    "There's no perfect method here. There's the one you'll actually apply, week after week, and adjust as you learn.",
    "Talk about it openly with your peers, too. Most people are facing the same questions and are glad someone asked them first.",
    "The numbers will come. In the beginning, pay more attention to the habits you're building than to the results of any single week.",
    "Finally, keep a short written record of what you try and what happens. Six months from now, it will be the most useful document you have.",
  ],
  pillarLines: ["I write about {p} every week: follow along if it's your field too.", "More on {p} soon."],
  describedPillarLines: ["This post is part of my series on {p}. {d}", "I write about {p} every week. {d}"],
};
