import type { CSSProperties } from "react";
import { CAROUSEL_SIZES, type CarouselDesign, type Slide } from "../../contracts/carousels/carousel";
import { codeTokens, type CodeToken } from "./code-tokens";
import { fitText, type FitBox } from "./fit";
import { fontStack } from "./fonts";
import { inlineRuns, richBlocks } from "./rich-text";
import { FOOTER, Footer, Logo, PAD, ProgressBar } from "./slide-chrome";

/**
 * One slide at its true size in CSS pixels: the editor's preview (scaled down by a CSS transform) and the PDF's page
 * (src/shared/carousel/print-document.tsx) are this same component, so the PDF is what the user saw. Inline styles
 * only (the print page has no stylesheet but its fonts); every text goes through React, which escapes it.
 */
export interface SlideProps {
  design: CarouselDesign;
  index: number;
  /** Where a Library image is read: the app's media file URL in the editor, the print origin in the PDF. */
  imageUrl: (mediaId: string) => string;
}

/** What fitting reports per slide (the editor warns on `overflows`). */
export interface SlideFit {
  overflows: boolean;
}

interface Frame {
  width: number;
  height: number;
  /** The content box: the slide minus its padding and footer. */
  inner: { width: number; height: number };
}

function frameOf(design: CarouselDesign): Frame {
  const { width, height } = CAROUSEL_SIZES[design.size];
  return { width, height, inner: { width: width - 2 * PAD, height: height - 2 * PAD - FOOTER } };
}

const box = (frame: Frame, share: number, max: number, min: number, lineHeight = 1.25): FitBox => ({
  width: frame.inner.width,
  height: frame.inner.height * share,
  max,
  min,
  lineHeight,
});

/** The font sizes of a slide's texts, and whether one still overflows at its smallest size. */
export function slideFit(design: CarouselDesign, index: number): { sizes: Record<string, number> } & SlideFit {
  const slide = design.slides[index]!;
  const frame = frameOf(design);
  const fits: Record<string, ReturnType<typeof fitText>> = {};
  switch (slide.layout) {
    case "cover":
      fits.title = fitText(slide.title, box(frame, 0.55, 112, 56, 1.1));
      fits.subtitle = fitText(slide.subtitle, box(frame, 0.25, 44, 28));
      break;
    case "text":
      fits.heading = fitText(slide.heading, box(frame, 0.25, 72, 44, 1.15));
      fits.body = fitText(slide.body, box(frame, slide.heading ? 0.7 : 0.95, 48, 26, 1.4));
      break;
    case "list": {
      fits.heading = fitText(slide.heading, box(frame, 0.22, 72, 44, 1.15));
      const longest = slide.items.reduce((a, b) => (a.length > b.length ? a : b), "");
      const share = (slide.heading ? 0.72 : 0.95) / slide.items.length;
      fits.items = fitText(longest, { ...box(frame, share, 44, 26, 1.3), width: frame.inner.width - 88 });
      break;
    }
    case "quote":
      fits.quote = fitText(slide.quote, box(frame, 0.7, 72, 36, 1.25));
      break;
    case "stat":
      fits.value = fitText(slide.value, box(frame, 0.35, 240, 120, 1));
      fits.label = fitText(slide.label, box(frame, 0.35, 56, 32, 1.25));
      break;
    case "code":
      fits.heading = fitText(slide.heading, box(frame, 0.2, 64, 40, 1.15));
      fits.code = fitText(slide.code, {
        ...box(frame, slide.heading ? 0.75 : 0.95, 34, 18, 1.45),
        width: frame.inner.width - 80,
      });
      break;
    case "image":
      fits.caption = fitText(slide.caption, box(frame, 0.15, 40, 26, 1.25));
      break;
    case "cta":
      fits.title = fitText(slide.title, box(frame, 0.45, 104, 56, 1.1));
      fits.action = fitText(slide.action, box(frame, 0.25, 48, 30));
      break;
  }
  const sizes = Object.fromEntries(Object.entries(fits).map(([k, v]) => [k, v.fontSize]));
  return { sizes, overflows: Object.values(fits).some((f) => f.overflows) };
}

const CODE_COLOURS: Record<CodeToken["kind"], string | undefined> = {
  plain: undefined,
  keyword: "#c792ea",
  string: "#c3e88d",
  comment: "#7f8c98",
  number: "#f78c6c",
};

function Content({
  slide,
  design,
  sizes,
  imageUrl,
}: {
  slide: Slide;
  design: CarouselDesign;
  sizes: Record<string, number>;
  imageUrl: SlideProps["imageUrl"];
}) {
  const { theme } = design;
  const heading: CSSProperties = { fontFamily: fontStack(theme.headingFont), fontWeight: 800, margin: 0 };
  const muted: CSSProperties = { opacity: 0.78 };
  const text = (value: string) => inlineRuns(value, theme.accent);
  switch (slide.layout) {
    case "cover":
      return (
        <div style={{ display: "flex", flexDirection: "column", justifyContent: "center", height: "100%", gap: 40 }}>
          <div style={{ width: 120, height: 12, background: theme.accent, borderRadius: 6 }} />
          <h1 style={{ ...heading, fontSize: sizes.title, lineHeight: 1.1 }}>{text(slide.title)}</h1>
          {slide.subtitle && (
            <p style={{ ...muted, margin: 0, fontSize: sizes.subtitle, lineHeight: 1.25 }}>{text(slide.subtitle)}</p>
          )}
        </div>
      );
    case "text":
      return (
        <div style={{ display: "flex", flexDirection: "column", justifyContent: "center", height: "100%", gap: 48 }}>
          {slide.heading && (
            <h2 style={{ ...heading, fontSize: sizes.heading, lineHeight: 1.15 }}>{text(slide.heading)}</h2>
          )}
          <div
            style={{ fontSize: sizes.body, lineHeight: 1.4, display: "flex", flexDirection: "column", gap: "0.7em" }}
          >
            {richBlocks(slide.body).map((block, i) =>
              block.kind === "paragraph" ? (
                <p key={i} style={{ margin: 0, whiteSpace: "pre-line" }}>
                  {text(block.text)}
                </p>
              ) : block.numbered ? (
                <ol key={i} style={{ margin: 0, paddingLeft: "1.3em" }}>
                  {block.items.map((item, j) => (
                    <li key={j}>{text(item)}</li>
                  ))}
                </ol>
              ) : (
                <ul key={i} style={{ margin: 0, paddingLeft: "1.3em" }}>
                  {block.items.map((item, j) => (
                    <li key={j}>{text(item)}</li>
                  ))}
                </ul>
              ),
            )}
          </div>
        </div>
      );
    case "list":
      return (
        <div style={{ display: "flex", flexDirection: "column", justifyContent: "center", height: "100%", gap: 56 }}>
          {slide.heading && (
            <h2 style={{ ...heading, fontSize: sizes.heading, lineHeight: 1.15 }}>{text(slide.heading)}</h2>
          )}
          <ol style={{ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: 36 }}>
            {slide.items.map((item, i) => (
              <li
                key={i}
                style={{ display: "flex", gap: 28, alignItems: "baseline", fontSize: sizes.items, lineHeight: 1.3 }}
              >
                <span
                  aria-hidden="true"
                  style={{ ...heading, color: theme.accent, minWidth: 60, fontSize: sizes.items, textAlign: "right" }}
                >
                  {slide.numbered ? `${i + 1}.` : "•"}
                </span>
                <span>{text(item)}</span>
              </li>
            ))}
          </ol>
        </div>
      );
    case "quote":
      return (
        <figure
          style={{
            margin: 0,
            display: "flex",
            flexDirection: "column",
            justifyContent: "center",
            height: "100%",
            gap: 40,
          }}
        >
          <div
            aria-hidden="true"
            style={{ ...heading, color: theme.accent, fontSize: 200, lineHeight: 0.6, height: 100 }}
          >
            “
          </div>
          <blockquote style={{ ...heading, fontWeight: 700, margin: 0, fontSize: sizes.quote, lineHeight: 1.25 }}>
            {text(slide.quote)}
          </blockquote>
          {slide.attribution && <figcaption style={{ ...muted, fontSize: 36 }}>— {slide.attribution}</figcaption>}
        </figure>
      );
    case "stat":
      return (
        <div style={{ display: "flex", flexDirection: "column", justifyContent: "center", height: "100%", gap: 32 }}>
          <div style={{ ...heading, color: theme.accent, fontSize: sizes.value, lineHeight: 1 }}>{slide.value}</div>
          <p style={{ margin: 0, fontSize: sizes.label, lineHeight: 1.25 }}>{text(slide.label)}</p>
          {slide.source && <p style={{ ...muted, margin: 0, fontSize: 30 }}>{slide.source}</p>}
        </div>
      );
    case "code":
      return (
        <div style={{ display: "flex", flexDirection: "column", justifyContent: "center", height: "100%", gap: 40 }}>
          {slide.heading && (
            <h2 style={{ ...heading, fontSize: sizes.heading, lineHeight: 1.15 }}>{text(slide.heading)}</h2>
          )}
          <pre
            style={{
              margin: 0,
              padding: 40,
              borderRadius: 24,
              background: "#1e2430",
              color: "#eeffff",
              fontFamily: fontStack("jetbrains-mono"),
              fontSize: sizes.code,
              lineHeight: 1.45,
              whiteSpace: "pre-wrap",
              overflowWrap: "anywhere",
            }}
          >
            {codeTokens(slide.code, slide.language).map((token, i) =>
              CODE_COLOURS[token.kind] ? (
                <span key={i} style={{ color: CODE_COLOURS[token.kind] }}>
                  {token.text}
                </span>
              ) : (
                token.text
              ),
            )}
          </pre>
        </div>
      );
    case "image":
      return (
        <figure style={{ margin: 0, display: "flex", flexDirection: "column", height: "100%", gap: 32 }}>
          <img
            src={imageUrl(slide.mediaId)}
            alt=""
            style={{ flex: 1, minHeight: 0, width: "100%", objectFit: slide.fit, borderRadius: 24, display: "block" }}
          />
          {slide.caption && (
            <figcaption style={{ fontSize: sizes.caption, lineHeight: 1.25 }}>{text(slide.caption)}</figcaption>
          )}
        </figure>
      );
    case "cta":
      return (
        <div style={{ display: "flex", flexDirection: "column", justifyContent: "center", height: "100%", gap: 40 }}>
          <h2 style={{ ...heading, fontSize: sizes.title, lineHeight: 1.1 }}>{text(slide.title)}</h2>
          {slide.action && (
            <p style={{ margin: 0, fontSize: sizes.action, lineHeight: 1.25, color: theme.accent }}>
              {text(slide.action)}
            </p>
          )}
        </div>
      );
  }
}

export function SlideView({ design, index, imageUrl }: SlideProps) {
  const slide = design.slides[index]!;
  const { width, height } = frameOf(design);
  const { sizes } = slideFit(design, index);
  const { theme } = design;
  return (
    <div
      data-slide={index + 1}
      style={{
        position: "relative",
        width,
        height,
        boxSizing: "border-box",
        padding: `${PAD}px ${PAD}px ${PAD + FOOTER}px`,
        background: theme.background,
        color: theme.text,
        fontFamily: fontStack(theme.bodyFont),
        overflow: "hidden",
        overflowWrap: "break-word",
      }}
    >
      <Content slide={slide} design={design} sizes={sizes} imageUrl={imageUrl} />
      <Logo design={design} imageUrl={imageUrl} />
      <Footer design={design} index={index} imageUrl={imageUrl} />
      <ProgressBar design={design} index={index} />
    </div>
  );
}
