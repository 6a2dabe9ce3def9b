import type { PostFormat } from "../../contracts/generation/rules";
import type { ContentFormat } from "../../contracts/strategy/rules";

/**
 * "Fits this pillar": a pillar names the content formats it is published in (strategy's CONTENT_FORMATS); each
 * of them suits some Generate Post formats, and a pattern fits the pillar when one of its formats is among them.
 * Text posts suit the formats that tell or argue; formats that tell a story, teach or show data suit the matching post formats.
 */
export const POST_FORMATS_BY_CONTENT_FORMAT: Record<ContentFormat, readonly PostFormat[]> = {
  "Text-based posts": ["story", "lessons", "contrarian", "question", "myth-busting"],
  "Image-based posts": ["behind-the-scenes", "announcement", "story"],
  Carousels: ["how-to", "checklist", "lessons", "myth-busting"],
  Videos: ["story", "behind-the-scenes"],
  Polls: ["question"],
  Articles: ["how-to", "lessons", "case-study"],
  "Case studies": ["case-study"],
  "Testimonial videos": ["case-study", "story"],
  "Data visualizations": ["case-study", "myth-busting"],
  "Expert commentary": ["contrarian", "myth-busting", "lessons"],
  "Tutorial videos": ["how-to"],
  "Quick tips": ["checklist", "how-to"],
};

/** The post formats a pillar's content formats suit (an unknown content format suits none). */
export function pillarPostFormats(contentFormats: readonly string[]): PostFormat[] {
  const formats = new Set<PostFormat>();
  for (const cf of contentFormats)
    for (const f of POST_FORMATS_BY_CONTENT_FORMAT[cf as ContentFormat] ?? []) formats.add(f);
  return [...formats];
}
