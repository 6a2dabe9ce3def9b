import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import {
  CAROUSEL_LIMITS,
  carouselDesignSchema,
  carouselThemeSchema,
  DEFAULT_CAROUSEL_THEME,
  slideSchema,
} from "../../src/contracts/carousels/carousel";
import { codeTokens } from "../../src/shared/carousel/code-tokens";
import { fitText } from "../../src/shared/carousel/fit";
import { printDocument } from "../../src/shared/carousel/print-document";
import { richBlocks } from "../../src/shared/carousel/rich-text";
import { SlideView, slideFit } from "../../src/shared/carousel/slide";

const design = (slides: unknown[], over: object = {}) =>
  carouselDesignSchema.parse({ theme: DEFAULT_CAROUSEL_THEME, slides, ...over });
const cta = { layout: "cta", title: "Follow me" };

describe("a carousel's schema", () => {
  it("takes 2 to 20 slides", () => {
    expect(() => design([cta])).toThrow();
    expect(design([cta, cta]).slides).toHaveLength(2);
    expect(design(Array(CAROUSEL_LIMITS.maxSlides).fill(cta)).slides).toHaveLength(20);
    expect(() => design(Array(CAROUSEL_LIMITS.maxSlides + 1).fill(cta))).toThrow();
  });

  it("accepts only #rrggbb colours and the listed fonts: nothing else can reach the slide's CSS", () => {
    for (const background of ["red", "#fff", "url(http://x)", "expression(alert(1))", "#0000001;color:red", "#00000g"])
      expect(carouselThemeSchema.safeParse({ ...DEFAULT_CAROUSEL_THEME, background }).success, background).toBe(false);
    for (const headingFont of ["Comic Sans", "inter;}body{", ""])
      expect(carouselThemeSchema.safeParse({ ...DEFAULT_CAROUSEL_THEME, headingFont }).success, headingFont).toBe(
        false,
      );
    expect(carouselThemeSchema.safeParse({ ...DEFAULT_CAROUSEL_THEME, accent: "#A1b2C3" }).success).toBe(true);
  });

  it("refuses empty required texts, NUL bytes, texts over their limit and lists outside 3-6 items", () => {
    expect(slideSchema.safeParse({ layout: "cover", title: "   " }).success).toBe(false);
    expect(slideSchema.safeParse({ layout: "cover", title: "a\u0000b" }).success).toBe(false);
    expect(slideSchema.safeParse({ layout: "cover", title: "x".repeat(CAROUSEL_LIMITS.titleMax + 1) }).success).toBe(
      false,
    );
    expect(slideSchema.safeParse({ layout: "list", items: ["a", "b"] }).success).toBe(false);
    expect(slideSchema.safeParse({ layout: "list", items: Array(7).fill("a") }).success).toBe(false);
    expect(slideSchema.safeParse({ layout: "list", items: ["a", "b", "c"] }).success).toBe(true);
    expect(slideSchema.safeParse({ layout: "video", title: "x" }).success).toBe(false);
  });
});

describe("a text slide's body", () => {
  it("splits paragraphs at blank lines and gathers list lines into lists", () => {
    expect(richBlocks("One\ntwo\n\nThree\n- a\n- b\n1. c\n2) d\nEnd")).toEqual([
      { kind: "paragraph", text: "One\ntwo" },
      { kind: "paragraph", text: "Three" },
      { kind: "list", numbered: false, items: ["a", "b"] },
      { kind: "list", numbered: true, items: ["c", "d"] },
      { kind: "paragraph", text: "End" },
    ]);
  });

  it("shows bold, italic and highlight as marks, and any other markup as the text typed", () => {
    const html = renderToStaticMarkup(
      createElement(SlideView, {
        design: design([{ layout: "text", body: "**Bold** *it* ==hi== <b>raw</b> 2*3" }, cta]),
        index: 0,
        imageUrl: (id) => `/m/${id}`,
      }),
    );
    expect(html).toMatch(/<strong[^>]*>Bold<\/strong>/);
    expect(html).toMatch(/<em[^>]*>it<\/em>/);
    expect(html).toMatch(/<mark[^>]*>hi<\/mark>/);
    expect(html).toContain("&lt;b&gt;raw&lt;/b&gt;");
    expect(html).toContain("2*3");
  });
});

describe("text fitting", () => {
  const box = { width: 888, height: 600, max: 64, min: 28, lineHeight: 1.3 };
  it("keeps a short text at the largest size, shrinks a longer one, and reports one that still overflows", () => {
    expect(fitText("Short", box)).toEqual({ fontSize: 64, overflows: false });
    const longer = fitText("word ".repeat(80), box);
    expect(longer.fontSize).toBeLessThan(64);
    expect(longer.fontSize).toBeGreaterThanOrEqual(28);
    expect(longer.overflows).toBe(false);
    expect(fitText("word ".repeat(2000), box)).toEqual({ fontSize: 28, overflows: true });
  });

  it("counts line breaks, and is the same for the preview and the PDF (the slide's own sizes)", () => {
    expect(fitText("a\n".repeat(20), box).fontSize).toBeLessThan(fitText("a ".repeat(20), box).fontSize);
    const d = design([{ layout: "text", body: "x ".repeat(300) }, cta]);
    const { sizes } = slideFit(d, 0);
    expect(printDocument(d, { fontCss: "", lang: "en" })).toContain(`font-size:${sizes.body}px`);
  });

  it("warns about a slide whose text cannot fit", () => {
    expect(slideFit(design([{ layout: "text", body: "word ".repeat(140) }, cta]), 0).overflows).toBe(false);
    // 175 short lines: the body's limit in characters, but more lines than the box has at the smallest size
    const crowded = design([{ layout: "text", heading: "Heading", body: "ab\n".repeat(175).trim() }, cta], {
      size: "square",
    });
    expect(slideFit(crowded, 0).overflows).toBe(true);
  });
});

describe("image slides", () => {
  it("show a Library image at the address given, fitted as asked, with its caption", () => {
    const mediaId = "11111111-1111-4111-8111-111111111111";
    const d = design([{ layout: "image", mediaId, fit: "contain", caption: "Our *team*" }, cta]);
    const html = renderToStaticMarkup(createElement(SlideView, { design: d, index: 0, imageUrl: (id) => `/m/${id}` }));
    expect(html).toContain(`src="/m/${mediaId}"`);
    expect(html).toContain("object-fit:contain");
    expect(html).toMatch(/<figcaption[^>]*>Our <em[^>]*>team<\/em><\/figcaption>/);
    expect(printDocument(d, { fontCss: "", lang: "en" })).toContain(`src="/media/${mediaId}"`);
    expect(slideSchema.safeParse({ layout: "image", mediaId: "../../etc/passwd" }).success).toBe(false);
    expect(slideSchema.safeParse({ layout: "image", mediaId, fit: "stretch" }).success).toBe(false);
  });
});

describe("code slides", () => {
  it("colours keywords, strings, comments and numbers, and keeps every character", () => {
    const code = `const s = "a // not a comment"; // real\nreturn 42;`;
    const tokens = codeTokens(code, "typescript");
    expect(tokens.map((t) => t.text).join("")).toBe(code);
    expect(tokens.filter((t) => t.kind === "keyword").map((t) => t.text)).toEqual(["const", "return"]);
    expect(tokens.find((t) => t.kind === "string")?.text).toBe(`"a // not a comment"`);
    expect(tokens.find((t) => t.kind === "comment")?.text).toBe("// real");
    expect(tokens.find((t) => t.kind === "number")?.text).toBe("42");
    expect(codeTokens("SELECT 1 -- x", "sql").map((t) => t.kind)).toEqual([
      "keyword",
      "plain",
      "number",
      "plain",
      "comment",
    ]);
    expect(codeTokens("if x", "plain")).toEqual([{ kind: "plain", text: "if x" }]);
  });
});

describe("the print document", () => {
  it("sets the page to the slide's size, puts each slide on its page, and carries no script", () => {
    const html = printDocument(
      design([{ layout: "cover", title: "<script>alert(1)</script>" }, cta], { size: "square" }),
      {
        fontCss: "",
        lang: "fr",
      },
    );
    expect(html).toContain("@page{size:1080px 1080px;margin:0}");
    expect(html).toContain('<html lang="fr">');
    expect(html.match(/data-slide=/g)).toHaveLength(2);
    expect(html).not.toMatch(/<script/i);
    expect(printDocument(design([cta, cta]), { fontCss: "", lang: 'x"><script>' })).toContain('<html lang="en">');
  });

  it("shows the counter and the swipe arrow as asked, the arrow on every slide but the last", () => {
    const d = design([cta, cta, cta]);
    const slide = (i: number, over = {}) =>
      renderToStaticMarkup(
        createElement(SlideView, { design: { ...d, ...over }, index: i, imageUrl: (id) => `/m/${id}` }),
      );
    expect(slide(1)).toContain(">2/3<");
    expect(slide(1)).toContain("<svg");
    expect(slide(2)).not.toContain("<svg");
    expect(slide(1, { counter: false })).not.toContain("2/3");
    expect(slide(0, { swipeArrow: false })).not.toContain("<svg");
  });
});
