import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. Deliberately without tailwind-merge (≈8 kB gzip on every page): components must not
 * rely on a later class overriding a conflicting one; pass non-conflicting classes or use variants.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
