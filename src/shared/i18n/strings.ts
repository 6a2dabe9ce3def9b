/** A language's strings: nested objects of strings (public/locales/<lng>/<namespace>.json, merged). */
export interface Strings {
  [key: string]: string | Strings;
}

/** `into` with `from`'s strings added: a tree split between two files (core.json and a feature's) is joined. */
export function mergeStrings(into: Strings, from: Strings): Strings {
  const out: Strings = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const present = out[key];
    out[key] = typeof value === "object" && typeof present === "object" ? mergeStrings(present, value) : value;
  }
  return out;
}
