import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { brandKitSchema, DEFAULT_BRAND_KIT } from "../../src/contracts/carousels/brand-kit";
import { carouselDesignSchema, DEFAULT_CAROUSEL_THEME, designImageIds } from "../../src/contracts/carousels/carousel";
import { contrastRatio, kitContrast, shownRatio } from "../../src/contracts/carousels/contrast";
import { applyBrandKit } from "../../src/shared/carousel/brand-kit";
import { SlideView } from "../../src/shared/carousel/slide";

const LOGO = "11111111-1111-4111-8111-111111111111";
const FACE = "22222222-2222-4222-8222-222222222222";

describe("the contrast check (WCAG 2)", () => {
  it("gives the known ratios", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 5);
    expect(contrastRatio("#123456", "#123456")).toBe(1);
    // WebAIM's references: #777 on white 4.48, #767676 on white 4.54, LinkedIn blue on white 5.69
    expect(contrastRatio("#777777", "#FFFFFF")).toBeCloseTo(4.48, 2);
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
    expect(contrastRatio("#0a66c2", "#ffffff")).toBeCloseTo(5.69, 1);
  });

  it("never shows a failing ratio rounded up to a passing one", () => {
    expect(shownRatio(4.499)).toBe(4.4);
    expect(shownRatio(4.5)).toBe(4.5);
  });

  it("is measured for the text and the accent against the background", () => {
    const c = kitContrast({ background: "#ffffff", text: "#000000", accent: "#bbbbbb" });
    expect(c.text).toBeCloseTo(21, 5);
    expect(c.accent).toBeLessThan(3);
  });
});

describe("the brand kit's schema", () => {
  const kit = (over: object) => brandKitSchema.safeParse({ ...DEFAULT_BRAND_KIT, ...over });
  const issues = (over: object) => {
    const r = kit(over);
    return r.success ? [] : r.error.issues.map((i) => [i.path.join("."), i.message]);
  };

  it("accepts the defaults and fills what is left out", () => {
    expect(brandKitSchema.parse(DEFAULT_BRAND_KIT)).toEqual(DEFAULT_BRAND_KIT);
    const { logoMediaId, name, ...rest } = DEFAULT_BRAND_KIT;
    expect(brandKitSchema.parse(rest)).toMatchObject({ logoMediaId: null, name: "" });
    void logoMediaId;
    void name;
  });

  it("refuses body text under 4.5:1 and an accent under 3:1, naming the colour at fault", () => {
    expect(issues({ background: "#ffffff", text: "#777777", accent: "#0a66c2" })).toEqual([
      ["text", "TEXT_CONTRAST_LOW"],
    ]);
    expect(issues({ background: "#ffffff", text: "#767676", accent: "#0a66c2" })).toEqual([]);
    expect(issues({ background: "#ffffff", text: "#000000", accent: "#bbbbbb" })).toEqual([
      ["accent", "ACCENT_CONTRAST_LOW"],
    ]);
    expect(issues({ background: "#ffffff", text: "#ffffff", accent: "#ffffff" })).toHaveLength(2);
  });

  it("refuses CSS in colours, unknown fonts, NUL bytes, huge strings, wrong types and ids that are no ids", () => {
    for (const over of [
      { background: "url(https://evil.example/x.png)" },
      { text: "expression(alert(1))" },
      { accent: "#0a66c2;}body{display:none" },
      { accent: "blue" },
      { headingFont: "Comic Sans" },
      { bodyFont: "inter'), url(x" },
      { name: "Ada\u0000" },
      { handle: "x".repeat(61) },
      { name: "x".repeat(1_000_000) },
      { name: 42 },
      { logoMediaId: "../../../etc/passwd" },
      { headshotMediaId: 7 },
    ])
      expect(kit(over).success, JSON.stringify(over).slice(0, 60)).toBe(false);
  });
});

describe("slides with the brand kit", () => {
  const base = carouselDesignSchema.parse({
    theme: DEFAULT_CAROUSEL_THEME,
    slides: [
      { layout: "cover", title: "Hello" },
      { layout: "text", body: "Middle" },
      { layout: "cta", title: "Bye" },
    ],
  });
  const branded = applyBrandKit(base, {
    ...DEFAULT_BRAND_KIT,
    background: "#ffffff",
    text: "#111111",
    accent: "#0a66c2",
    headingFont: "jetbrains-mono",
    name: "Ada Lovelace",
    handle: "@ada",
    logoMediaId: LOGO,
    headshotMediaId: FACE,
  });
  const html = (design: typeof base, index = 0) =>
    renderToStaticMarkup(SlideView({ design, index, imageUrl: (id) => `/media/${id}` }));

  it("take the kit's colours, fonts, logo, headshot, name and handle, keeping the carousel's own switches", () => {
    expect(branded.theme).toEqual({
      background: "#ffffff",
      text: "#111111",
      accent: "#0a66c2",
      headingFont: "jetbrains-mono",
      bodyFont: "inter",
    });
    expect(branded.counter).toBe(true);
    const first = html(branded);
    expect(first).toContain("Ada Lovelace");
    expect(first).toContain("@ada");
    expect(first).toContain(`/media/${LOGO}`);
    expect(first).toContain(`/media/${FACE}`);
    expect(first).toContain("background:#ffffff");
    expect(designImageIds(branded).sort()).toEqual([LOGO, FACE].sort());
  });

  it("show or hide each part per carousel; a hidden image is not read for the PDF", () => {
    const hidden = carouselDesignSchema.parse({
      ...branded,
      author: { ...branded.author, show: { name: false, handle: true, logo: false, headshot: false } },
    });
    const markup = html(hidden);
    expect(markup).not.toContain("Ada Lovelace");
    expect(markup).toContain("@ada");
    expect(markup).not.toContain(LOGO);
    expect(markup).not.toContain(FACE);
    expect(designImageIds(hidden)).toEqual([]);
  });

  it("show the counter or a progress bar, and the swipe arrow on every slide but the last", () => {
    const counter = />2(<!-- -->)?\/(<!-- -->)?3</;
    expect(html(branded, 1)).toMatch(counter);
    const bar = carouselDesignSchema.parse({ ...branded, counter: false, progressBar: true });
    expect(html(bar, 1)).not.toMatch(counter);
    expect(html(bar, 1)).toContain('data-progress="2/3"');
    expect(html(bar, 1)).toMatch(/width:66\.66/);
    expect(html(branded, 1)).not.toContain("data-progress");
    expect(html(branded, 0)).toContain("<svg");
    expect(html(branded, 2)).not.toContain("<svg");
  });

  it("read old designs (no switches, no images) as showing everything, with no progress bar", () => {
    const old = carouselDesignSchema.parse({
      theme: DEFAULT_CAROUSEL_THEME,
      author: { name: "Ada", handle: "@ada" },
      counter: true,
      swipeArrow: true,
      slides: base.slides,
    });
    expect(old.author).toEqual({
      name: "Ada",
      handle: "@ada",
      logoMediaId: null,
      headshotMediaId: null,
      show: { name: true, handle: true, logo: true, headshot: true },
    });
    expect(old.progressBar).toBe(false);
  });
});
