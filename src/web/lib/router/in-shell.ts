import { createContext } from "react";

/**
 * True inside the signed-in shell's content area (components/layout/authenticated-layout.tsx): a screen shown there
 * (an error, "not available offline") is a page of the shell, not a page of its own with its own `<main>`.
 */
export const InShellContext = createContext(false);
