import { describe, expect, it } from "vitest";
import { carouselDesignSchema, DEFAULT_CAROUSEL_THEME, type Slide } from "../../src/contracts/carousels/carousel";
import { clip, OUTLINE_BODY, templateOutline } from "../../src/server/modules/carousels/template-outline";

const outline = (text: string, lang: "en" | "fr" = "en", over: object = {}) =>
  templateOutline({ kind: "post", text, ...over }, lang);
const layouts = (slides: Slide[]) => slides.map((s) => s.layout);
// every outline is a valid design: its texts within their limits, 2 to 20 slides
const valid = (slides: Slide[]) =>
  expect(carouselDesignSchema.safeParse({ theme: DEFAULT_CAROUSEL_THEME, slides }).success).toBe(true);

const POST = `I shipped 12 products in 10 years. Here is what I learned.

Most launches fail for boring reasons. Not the idea, not the market: the follow-through.

Three habits changed everything:
- Ship a first version in two weeks
- Talk to five users before writing code
- Write down every decision and why

87% of my best ideas came from customer calls

"Make it work, make it right, make it fast." — Kent Beck

The last lesson is the hardest. Stop when it stops working. Sunk costs are sunk. Your time is not.

#startups #product`;

describe("the built-in carousel outline", () => {
  it("makes a cover from the first line, then a slide per paragraph: lists, stats and quotes as such, and a call to action", () => {
    const slides = outline(POST);
    valid(slides);
    expect(slides[0]).toEqual({
      layout: "cover",
      title: "I shipped 12 products in 10 years. Here is what I learned.",
      subtitle: "Swipe to read on →",
    });
    expect(layouts(slides)).toEqual(["cover", "text", "list", "stat", "quote", "text", "cta"]);
    expect(slides[2]).toEqual({
      layout: "list",
      heading: "Three habits changed everything",
      numbered: false,
      items: [
        "Ship a first version in two weeks",
        "Talk to five users before writing code",
        "Write down every decision and why",
      ],
    });
    expect(slides[3]).toEqual({
      layout: "stat",
      value: "87%",
      label: "of my best ideas came from customer calls",
      source: "",
    });
    expect(slides[4]).toEqual({
      layout: "quote",
      quote: "Make it work, make it right, make it fast.",
      attribution: "Kent Beck",
    });
    // the hashtags line is no slide
    expect(JSON.stringify(slides)).not.toContain("#startups");
    expect(slides.at(-1)).toEqual({
      layout: "cta",
      title: "Found this useful?",
      action: "Follow for more, and repost ♻️ to share it",
    });
  });

  it("is in French when asked: the call to action and labels translated, the user's words kept", () => {
    const slides = outline(
      "Cinq leçons apprises en 2026\n\nLa première : écouter.\n\n1. Écrire\n2. Relire\n3. Publier\n4. Recommencer",
      "fr",
    );
    valid(slides);
    expect(slides[0]).toMatchObject({
      title: "Cinq leçons apprises en 2026",
      subtitle: "Balayez pour lire la suite →",
    });
    expect(slides.find((s) => s.layout === "list")).toMatchObject({
      numbered: true,
      items: ["Écrire", "Relire", "Publier", "Recommencer"],
    });
    expect(slides.at(-1)).toEqual({
      layout: "cta",
      title: "Cela vous a été utile ?",
      action: "Suivez-moi pour la suite, et republiez ♻️ pour le partager",
    });
    expect(templateOutline({ kind: "note", text: "Idée\n\nUn texte." }, "fr", "Ada").at(-1)).toMatchObject({
      action: "Suivez Ada pour la suite, et republiez ♻️ pour le partager",
    });
  });

  it("splits a short text by its sentences to reach 4 body slides, when it has them", () => {
    const slides = outline(
      "Why I write every day\n\nWriting is thinking. It shows what you do not know. It compounds. It gets you found.",
    );
    valid(slides);
    expect(layouts(slides)).toEqual(["cover", "text", "text", "text", "text", "cta"]);
    expect(slides.slice(1, -1).map((s) => (s as { body: string }).body)).toEqual([
      "Writing is thinking.",
      "It shows what you do not know.",
      "It compounds.",
      "It gets you found.",
    ]);
  });

  it("keeps a very long text within 8 body slides and every text within its limit", () => {
    const paragraph = (i: number) =>
      `Paragraph ${i} talks about something. `.repeat(6) + "x".repeat(900) + ` and ${"long ".repeat(200)}`;
    const long = ["A title " + "t".repeat(300), ...Array.from({ length: 40 }, (_, i) => paragraph(i))].join("\n\n");
    const slides = outline(long);
    valid(slides);
    expect(slides.length).toBeLessThanOrEqual(OUTLINE_BODY.max + 2);
    expect(slides.length).toBe(OUTLINE_BODY.max + 2);
    expect((slides[0] as { title: string }).title.endsWith("…")).toBe(true);
    const list = outline(`Tips\n\n${Array.from({ length: 13 }, (_, i) => `- tip ${i} ${"y".repeat(200)}`).join("\n")}`);
    valid(list);
    // 13 items: 5 + 4 + 4, each item clipped to 140 characters
    expect(list.filter((s) => s.layout === "list").map((s) => (s as { items: string[] }).items.length)).toEqual([
      5, 4, 4,
    ]);
  });

  it("merges short paragraphs rather than dropping them when there are more than 8", () => {
    const text = ["Title", ...Array.from({ length: 12 }, (_, i) => `Point number ${i}.`)].join("\n\n");
    const slides = outline(text);
    valid(slides);
    expect(slides).toHaveLength(OUTLINE_BODY.max + 2);
    const all = slides.map((s) => JSON.stringify(s)).join(" ");
    for (let i = 0; i < 12; i++) expect(all).toContain(`Point number ${i}.`);
  });

  it("makes 2 slides at least: a 1-line text, an empty one", () => {
    const one = outline("Just one line");
    valid(one);
    expect(layouts(one)).toEqual(["cover", "cta"]);
    expect(one[0]).toMatchObject({ title: "Just one line" });
    const empty = outline("   \n\n ");
    valid(empty);
    expect(layouts(empty)).toEqual(["cover", "cta"]);
    expect(empty[0]).toMatchObject({ title: "Untitled carousel" });
    expect(outline("", "fr")[0]).toMatchObject({ title: "Carrousel sans titre" });
  });

  it("gives a bare topic a translated frame to fill in", () => {
    const en = templateOutline({ kind: "topic", title: "Pricing a B2B product", text: "" }, "en");
    valid(en);
    expect(layouts(en)).toEqual(["cover", "text", "text", "list", "text", "cta"]);
    expect(en[0]).toMatchObject({ title: "Pricing a B2B product" });
    expect(en[1]).toMatchObject({ heading: "The problem" });
    const fr = templateOutline({ kind: "pillar", title: "Leadership", text: "" }, "fr");
    valid(fr);
    expect(fr[1]).toMatchObject({ heading: "Le problème" });
    expect(fr[3]).toMatchObject({
      heading: "Comment faire",
      items: ["La première étape", "La deuxième étape", "La troisième étape"],
    });
  });

  it("reads the Post Editor's Unicode bold as plain letters, and keeps markup as text", () => {
    const slides = outline("𝗕𝗼𝗹𝗱 title\n\n<script>alert(1)</script> **stays** text");
    expect(slides[0]).toMatchObject({ title: "Bold title" });
    expect(slides[1]).toMatchObject({ layout: "text", body: "<script>alert(1)</script> **stays** text" });
  });

  it("does not take a count for a figure: '3 tips' stays text", () => {
    expect(outline("T\n\n3 tips for you")[1]).toMatchObject({ layout: "text" });
    expect(outline("T\n\n×3 faster builds")[1]).toMatchObject({ layout: "text" });
    expect(outline("T\n\n3x faster builds")[1]).toMatchObject({ layout: "stat", value: "3x" });
  });

  it("clips at a word, marking the cut", () => {
    expect(clip("one two three four", 12)).toBe("one two…");
    expect(clip("short", 12)).toBe("short");
    expect(clip("x".repeat(20), 10)).toBe("xxxxxxxxx…");
  });
});
