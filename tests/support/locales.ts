import fs from "node:fs";
import path from "node:path";
import { mergeStrings, type Strings } from "../../src/shared/i18n/strings";

// Every file of a language's strings (public/locales/<lng>/<namespace>.json) as one tree, as a page that loaded all
// of them has it.
const LOCALES_DIR = path.resolve(import.meta.dirname, "../../public/locales");

export function allStrings(lng: string): Strings {
  const dir = path.join(LOCALES_DIR, lng);
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .reduce<Strings>(
      (all, f) => mergeStrings(all, JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as Strings),
      {},
    );
}

/** A tree tests read at any depth (`fr.auth.errors.x`): a missing key fails the test, not the type check. */
export type Catalog = { readonly [key: string]: Catalog } & string;

export const en = allStrings("en") as unknown as Catalog;
export const fr = allStrings("fr") as unknown as Catalog;
