import type { ESLint, Rule } from "eslint";

export const importBoundaries: Rule.RuleModule;
declare const plugin: ESLint.Plugin;
export default plugin;
