/**
 * What global setup hands to the tests. Written to .tmp/e2e-state.json and mirrored in env vars
 * (E2E_BASE_URL, E2E_MAIL_API, E2E_OIDC_ISSUER) that Playwright passes on to its workers.
 */
import fs from "node:fs";
import path from "node:path";

export interface E2EState {
  baseURL: string;
  mailApi: string;
  oidc: { issuer: string; discoveryUrl: string; clientId: string };
  linkedInAccount: { sub: string; name: string; given_name: string; family_name: string; email: string };
  /** The fake OpenAI-compatible LLM the server uses; POST {"mode":"good"|"error"} to controlUrl switches it. */
  fakeLlm: { baseUrl: string; controlUrl: string };
  /** The LinkedIn REST API simulator the server publishes to (LINKEDIN_API_URL); /test/faults and /test/records. */
  linkedinApi: { origin: string };
  dataDir?: string;
  serverPid?: number;
  serverLog: string;
  startedAt: string;
}

export const TMP_ROOT = path.resolve(process.cwd(), ".tmp");
export const STATE_FILE = path.join(TMP_ROOT, "e2e-state.json");

export function writeState(state: E2EState): void {
  fs.mkdirSync(TMP_ROOT, { recursive: true });
  fs.writeFileSync(STATE_FILE, JSON.stringify(state, null, 2));
  process.env.E2E_BASE_URL = state.baseURL;
  process.env.E2E_MAIL_API = state.mailApi;
  process.env.E2E_OIDC_ISSUER = state.oidc.issuer;
}

let cached: E2EState | undefined;

export function readState(): E2EState {
  if (cached) return cached;
  if (!fs.existsSync(STATE_FILE)) {
    throw new Error(
      `${STATE_FILE} is missing: run the e2e tests with \`npx playwright test\` (its global setup writes it).`,
    );
  }
  const state = JSON.parse(fs.readFileSync(STATE_FILE, "utf8")) as E2EState;
  // Env vars set by this run's global setup win over a stale file.
  if (process.env.E2E_BASE_URL) state.baseURL = process.env.E2E_BASE_URL;
  if (process.env.E2E_MAIL_API) state.mailApi = process.env.E2E_MAIL_API;
  cached = state;
  return state;
}
