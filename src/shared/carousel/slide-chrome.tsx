import type { ReactNode } from "react";
import type { SlideProps } from "./slide";

/**
 * What surrounds a slide's content, from the brand kit and the carousel's switches: the footer (headshot, name and
 * handle, the "3/10" counter, the swipe arrow on every slide but the last), the logo and the progress bar.
 */
export const PAD = 96;
export const FOOTER = 72;

export function Footer({ design, index, imageUrl }: SlideProps): ReactNode {
  const { author, theme } = design;
  const last = index === design.slides.length - 1;
  const name = author.show.name && author.name ? author.name : "";
  const handle = author.show.handle && author.handle ? author.handle : "";
  const headshot = author.show.headshot ? author.headshotMediaId : null;
  return (
    <div
      style={{
        position: "absolute",
        left: PAD,
        right: PAD,
        bottom: PAD - 24,
        height: FOOTER,
        display: "flex",
        alignItems: "center",
        justifyContent: "space-between",
        fontSize: 28,
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 20, minWidth: 0 }}>
        {headshot && (
          <img
            src={imageUrl(headshot)}
            alt=""
            style={{ width: 64, height: 64, borderRadius: "50%", objectFit: "cover", display: "block", flexShrink: 0 }}
          />
        )}
        <div style={{ display: "flex", flexDirection: "column", lineHeight: 1.2, minWidth: 0 }}>
          {name && <span style={{ fontWeight: 700 }}>{name}</span>}
          {handle && <span style={{ opacity: 0.7 }}>{handle}</span>}
        </div>
      </div>
      <div style={{ display: "flex", alignItems: "center", gap: 24 }}>
        {design.counter && (
          <span style={{ opacity: 0.7, fontVariantNumeric: "tabular-nums" }}>
            {index + 1}/{design.slides.length}
          </span>
        )}
        {design.swipeArrow && !last && (
          <svg width="56" height="56" viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="12" cy="12" r="12" fill={theme.accent} />
            <path
              d="M9 6l6 6-6 6"
              stroke={theme.background}
              strokeWidth="2.5"
              fill="none"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        )}
      </div>
    </div>
  );
}

/** The brand kit's logo, in the slide's top right corner (above the content box's padding). */
export function Logo({ design, imageUrl }: Pick<SlideProps, "design" | "imageUrl">): ReactNode {
  const { author } = design;
  if (!author.show.logo || !author.logoMediaId) return null;
  return (
    <img
      src={imageUrl(author.logoMediaId)}
      alt=""
      style={{
        position: "absolute",
        top: 28,
        right: PAD,
        height: 52,
        maxWidth: 240,
        objectFit: "contain",
        objectPosition: "right center",
        display: "block",
      }}
    />
  );
}

/** How far through the carousel this slide is: a bar along the bottom edge, on a faint track. */
export function ProgressBar({ design, index }: Omit<SlideProps, "imageUrl">): ReactNode {
  if (!design.progressBar) return null;
  const share = ((index + 1) / design.slides.length) * 100;
  return (
    <div
      data-progress={`${index + 1}/${design.slides.length}`}
      style={{ position: "absolute", left: 0, right: 0, bottom: 0, height: 14, background: `${design.theme.text}22` }}
    >
      <div style={{ width: `${share}%`, height: "100%", background: design.theme.accent }} />
    </div>
  );
}
