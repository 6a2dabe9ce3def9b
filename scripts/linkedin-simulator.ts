/**
 * `npm run linkedin:simulator [-- --app-url http://localhost:3000 --port 3101 --oidc-port 3100]`: LinkedIn's sign-in
 * (OpenID Connect) and REST API (posts, images, documents, comments) on this machine, for trying the whole flow
 * without a LinkedIn app. Prints the variables that point the app at it. Ctrl+C stops it.
 */
import { parseArgs } from "node:util";
import { startLinkedInApi } from "../tests/fakes/linkedin-api";
import { startLinkedInOidc } from "../tests/fakes/linkedin-oidc";
import { LINKEDIN_CONNECT_CALLBACK_PATH } from "../src/contracts/linkedin/paths";

const { values } = parseArgs({
  options: {
    "app-url": { type: "string", default: "http://localhost:3000" },
    port: { type: "string", default: "3101" },
    "oidc-port": { type: "string", default: "3100" },
  },
});

const appOrigin = new URL(values["app-url"]).origin;
// sign-in's callback is the fake's default; connecting LinkedIn for publishing comes back to its own
const oidc = await startLinkedInOidc({
  appOrigin,
  port: Number(values["oidc-port"]),
  extraRedirectUris: [`${appOrigin}${LINKEDIN_CONNECT_CALLBACK_PATH}`],
});
const api = await startLinkedInApi({ port: Number(values.port), oidc: { issuer: oidc.issuer } });

console.log(`LinkedIn simulator
  sign-in (OpenID Connect)  ${oidc.discoveryUrl}
  REST API                  ${api.origin}/rest/posts, /rest/images, /rest/documents, /rest/socialActions/{urn}/comments
  published posts           ${api.webOrigin}/feed/update/{urn}/
  what it received          ${api.origin}/test/records

Start the app (${appOrigin}) with:
  LINKEDIN_CLIENT_ID=${oidc.clientId}
  LINKEDIN_CLIENT_SECRET=${oidc.clientSecret}
  LINKEDIN_DISCOVERY_URL=${oidc.discoveryUrl}
  LINKEDIN_API_URL=${api.origin}
  LINKEDIN_WEB_URL=${api.webOrigin}
`);

const stop = async () => {
  await Promise.all([api.stop(), oidc.stop()]);
  process.exit(0);
};
process.once("SIGINT", () => void stop());
process.once("SIGTERM", () => void stop());
