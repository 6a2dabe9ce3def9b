import { useCallback, useSyncExternalStore } from "react";
import { GENERATION_LIMITS } from "@contracts/generation/rules";

/**
 * The three variants' texts as they stream in. Each card subscribes to its own text, so a delta re-renders that
 * card's text, counter and preview, never the form or the other cards.
 */
export class VariantTexts {
  private texts: string[] = Array.from({ length: GENERATION_LIMITS.variantCount }, () => "");
  private listeners = new Set<() => void>();

  get(index: number): string {
    return this.texts[index] ?? "";
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  append(index: number, text: string) {
    if (!text) return;
    this.write(index, this.texts[index] + text);
  }

  set(index: number, text: string) {
    if (this.texts[index] !== text) this.write(index, text);
  }

  setAll(texts: readonly string[]) {
    this.texts = this.texts.map((_, i) => texts[i] ?? "");
    this.emit();
  }

  private write(index: number, text: string) {
    this.texts = this.texts.map((t, i) => (i === index ? text : t));
    this.emit();
  }

  private emit() {
    for (const l of this.listeners) l();
  }
}

/** One variant's text (re-renders its reader only when that text changes). */
export function useVariantText(store: VariantTexts, index: number): string {
  const subscribe = useCallback((cb: () => void) => store.subscribe(cb), [store]);
  return useSyncExternalStore(subscribe, () => store.get(index));
}
