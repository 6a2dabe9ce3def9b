import type { CODE_LANGUAGES } from "../../contracts/carousels/carousel";

export type CodeLanguage = (typeof CODE_LANGUAGES)[number];
export type CodeToken = { kind: "plain" | "keyword" | "string" | "comment" | "number"; text: string };

const JAVASCRIPT = [
  "const",
  "let",
  "var",
  "function",
  "return",
  "if",
  "else",
  "for",
  "while",
  "async",
  "await",
  "import",
  "from",
  "export",
  "new",
  "class",
  "true",
  "false",
  "null",
  "undefined",
];
const KEYWORDS: Record<CodeLanguage, string[]> = {
  plain: [],
  javascript: JAVASCRIPT,
  typescript: [...JAVASCRIPT, "interface", "type"],
  python: [
    "def",
    "return",
    "if",
    "elif",
    "else",
    "for",
    "while",
    "in",
    "import",
    "from",
    "as",
    "class",
    "True",
    "False",
    "None",
    "with",
    "lambda",
    "not",
    "and",
    "or",
  ],
  sql: [
    "select",
    "from",
    "where",
    "join",
    "on",
    "group",
    "by",
    "order",
    "limit",
    "insert",
    "into",
    "values",
    "update",
    "set",
    "delete",
    "and",
    "or",
    "not",
    "null",
    "as",
  ],
  bash: ["if", "then", "else", "fi", "for", "do", "done", "in", "echo", "export", "case", "esac", "while"],
};
const SLASH_COMMENT = /\/\/[^\n]*/y;
const COMMENT: Record<CodeLanguage, RegExp | undefined> = {
  plain: undefined,
  javascript: SLASH_COMMENT,
  typescript: SLASH_COMMENT,
  python: /#[^\n]*/y,
  sql: /--[^\n]*/y,
  bash: /#[^\n]*/y,
};

/** A few languages' keywords, strings, comments and numbers: enough colour for a slide, never a parser. */
export function codeTokens(code: string, language: CodeLanguage): CodeToken[] {
  if (language === "plain") return [{ kind: "plain", text: code }];
  const keywords = new Set(KEYWORDS[language].map((k) => (language === "sql" ? k.toLowerCase() : k)));
  const tokens: CodeToken[] = [];
  const push = (kind: CodeToken["kind"], text: string) => {
    const last = tokens.at(-1);
    if (last && last.kind === kind && kind === "plain") last.text += text;
    else tokens.push({ kind, text });
  };
  let i = 0;
  while (i < code.length) {
    const comment = COMMENT[language];
    if (comment) {
      comment.lastIndex = i;
      const m = comment.exec(code);
      if (m) {
        push("comment", m[0]);
        i += m[0].length;
        continue;
      }
    }
    const ch = code[i]!;
    if (ch === '"' || ch === "'" || ch === "`") {
      let j = i + 1;
      while (j < code.length && code[j] !== ch && code[j] !== "\n") j += code[j] === "\\" ? 2 : 1;
      push("string", code.slice(i, Math.min(j + 1, code.length)));
      i = Math.min(j + 1, code.length);
      continue;
    }
    const word = /[A-Za-z_][A-Za-z0-9_]*|\d+(?:\.\d+)?/y;
    word.lastIndex = i;
    const w = word.exec(code);
    if (w) {
      const text = w[0];
      const key = language === "sql" ? text.toLowerCase() : text;
      push(/^\d/.test(text) ? "number" : keywords.has(key) ? "keyword" : "plain", text);
      i += text.length;
      continue;
    }
    push("plain", ch);
    i += 1;
  }
  return tokens;
}
