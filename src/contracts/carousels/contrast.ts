/**
 * WCAG 2 contrast between two `#rrggbb` colours (zod-free: the brand kit's schema refuses a kit with it, the
 * Settings screen shows it live while the user picks). 1 (same colour) to 21 (black on white).
 */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * What the slides need (WCAG AA): body text against the background 4.5:1; the accent 3:1, as it only colours large
 * text (list numbers, stat values, the call to action, at 24 px and more) and the swipe arrow (a graphic).
 */
export const CONTRAST_MINIMUMS = { text: 4.5, accent: 3 } as const;

/** The ratio rounded down to one decimal, as shown ("4.4:1" must never read as passing). */
export const shownRatio = (ratio: number) => Math.floor(ratio * 10) / 10;

export interface KitContrast {
  text: number;
  accent: number;
}

export function kitContrast(colours: { background: string; text: string; accent: string }): KitContrast {
  return {
    text: contrastRatio(colours.text, colours.background),
    accent: contrastRatio(colours.accent, colours.background),
  };
}
