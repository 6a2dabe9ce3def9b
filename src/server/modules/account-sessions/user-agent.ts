import type { AccountSession } from "../../../contracts/sessions/schemas";

type Browser = AccountSession["browser"];
type System = AccountSession["system"];

// Order matters: Edge, Opera and Samsung Internet also say "Chrome", and Chrome also says "Safari".
const BROWSER_RULES: readonly [RegExp, Browser][] = [
  [/\bEdg(e|A|iOS)?\//, "edge"],
  [/\b(OPR|Opera|OPT)\//, "opera"],
  [/\bSamsungBrowser\//, "samsung"],
  [/\b(Firefox|FxiOS)\//, "firefox"],
  [/\b(Chrome|CriOS|Chromium|HeadlessChrome)\//, "chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "safari"],
];

const SYSTEM_RULES: readonly [RegExp, System][] = [
  [/\b(iPhone|iPad|iPod)\b/, "ios"],
  [/\bAndroid\b/, "android"],
  [/\bCrOS\b/, "chromeos"],
  [/\bWindows\b/, "windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macos"],
  [/\bLinux\b/, "linux"],
];

/**
 * The browser and system a session's user agent names, as a few known families (the page translates them);
 * anything else is "other". Only the first 512 characters are read: the header is whatever the client sent.
 */
export function describeUserAgent(userAgent: string | null): Pick<AccountSession, "browser" | "system" | "mobile"> {
  const ua = (userAgent ?? "").slice(0, 512);
  const browser = BROWSER_RULES.find(([re]) => re.test(ua))?.[1] ?? "other";
  const system = SYSTEM_RULES.find(([re]) => re.test(ua))?.[1] ?? "other";
  return { browser, system, mobile: /\b(Mobile|iPhone|iPad|Android)\b/.test(ua) };
}
