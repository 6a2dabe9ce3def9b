/**
 * Slot for the pillar mix panel and "Fill the gap" (built in parallel, issue 12): this file only lets the Content
 * Management page build until that work replaces it. It renders nothing.
 */
export function PillarMixPanel() {
  return null;
}
