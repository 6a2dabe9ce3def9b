// @vitest-environment happy-dom
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "@contracts/auth-constants";
import en from "../../public/locales/en/translation.json";
import fr from "../../public/locales/fr/translation.json";

type Tree = { [k: string]: string | Tree };
const flatten = (tree: Tree, prefix = ""): Record<string, string> =>
  Object.entries(tree).reduce<Record<string, string>>((acc, [k, v]) => {
    if (typeof v === "string") acc[prefix + k] = v;
    else Object.assign(acc, flatten(v, `${prefix}${k}.`));
    return acc;
  }, {});

const enKeys = flatten(en as Tree);
const frKeys = flatten(fr as Tree);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(d.name) && !d.name.endsWith(".gen.ts") ? [full] : [];
  });
}

describe("translations", () => {
  it("en and fr have the same keys, none empty", () => {
    expect(Object.keys(frKeys).sort()).toEqual(Object.keys(enKeys).sort());
    for (const [k, v] of Object.entries({ ...enKeys, ...frKeys })) expect(v.trim(), k).not.toBe("");
  });

  it("every static t('…') key used by the web app exists", () => {
    const root = path.resolve(import.meta.dirname, "../../src/web");
    const missing: string[] = [];
    for (const file of sourceFiles(root)) {
      const code = readFileSync(file, "utf8");
      for (const m of code.matchAll(/\bt\(\s*"([a-zA-Z0-9_.]+)"/g)) {
        if (!(m[1] in enKeys)) missing.push(`${path.relative(root, file)}: ${m[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("every contract validation message has a translation", () => {
    for (const key of Object.keys(AUTH_MESSAGES)) expect(enKeys, key).toHaveProperty([`validation.${key}`]);
  });

  it("keeps the SPEC's English texts", () => {
    expect(enKeys["auth.errors.invalidCredentials"]).toBe("Invalid email or password");
    expect(enKeys["auth.errors.emailNotVerified"]).toBe("Please verify your email first");
    expect(enKeys["auth.toasts.signedIn"]).toBe("You have been signed in successfully.");
    expect(enKeys["validation.otpRequired"]).toBe("Please enter your otp code.");
    expect(enKeys["errors.notFound.title"]).toBe("Oops! Page Not Found!");
  });
});
