// LinkedIn's OpenID Connect endpoints as the connection flow uses them (modules/linkedin): the authorization page
// (PKCE S256, state), the code exchange (client_secret_post) and the member's userinfo. Endpoints come from the
// discovery document (LINKEDIN_DISCOVERY_URL), so tests point it at tests/fakes/linkedin-oidc.ts. Errors never
// carry a token or a code: only the step and LinkedIn's HTTP status or error code.

export interface LinkedInTokens {
  accessToken: string;
  expiresInSeconds: number;
  refreshToken: string | null;
  refreshExpiresInSeconds: number | null;
  scope: string;
}

export interface LinkedInMember {
  sub: string;
  name: string;
  picture: string | null;
}

export interface LinkedInConnectClient {
  authorizeUrl(input: {
    state: string;
    codeChallenge: string;
    redirectUri: string;
    scopes: readonly string[];
  }): Promise<string>;
  exchangeCode(input: { code: string; codeVerifier: string; redirectUri: string }): Promise<LinkedInTokens>;
  member(accessToken: string): Promise<LinkedInMember>;
  /** `grant_type=refresh_token`: new tokens (LinkedIn may give a new refresh token, or none: keep the old one). */
  refresh(refreshToken: string): Promise<LinkedInTokens>;
}

/** What the publishing worker needs of it: renewing a token LinkedIn refused or that expired. */
export type LinkedInTokenRefresher = Pick<LinkedInConnectClient, "refresh">;

export class LinkedInConnectError extends Error {
  constructor(
    readonly step: "discovery" | "token" | "userinfo",
    readonly detail: string,
  ) {
    super(`LinkedIn ${step} failed: ${detail}`);
    this.name = "LinkedInConnectError";
  }
}

interface Discovery {
  authorization_endpoint: string;
  token_endpoint: string;
  userinfo_endpoint: string;
}

const TIMEOUT_MS = 10_000;

export function linkedInConnectClient(opts: {
  discoveryUrl: string;
  clientId: string;
  clientSecret: string;
  fetch?: typeof fetch;
}): LinkedInConnectClient {
  const doFetch = opts.fetch ?? fetch;
  let discovery: Promise<Discovery> | undefined;
  const endpoints = () => {
    discovery ??= (async () => {
      const res = await doFetch(opts.discoveryUrl, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!res.ok) throw new LinkedInConnectError("discovery", `HTTP ${res.status}`);
      const doc = (await res.json()) as Partial<Discovery>;
      if (!doc.authorization_endpoint || !doc.token_endpoint || !doc.userinfo_endpoint)
        throw new LinkedInConnectError("discovery", "endpoints missing");
      return doc as Discovery;
    })().catch((err: unknown) => {
      discovery = undefined; // try again next time
      throw err instanceof LinkedInConnectError ? err : new LinkedInConnectError("discovery", "unreachable");
    });
    return discovery;
  };

  const tokenRequest = async (form: Record<string, string>): Promise<LinkedInTokens> => {
    const res = await doFetch((await endpoints()).token_endpoint, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: new URLSearchParams(form),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    }).catch(() => {
      throw new LinkedInConnectError("token", "unreachable");
    });
    const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    if (!res.ok || typeof body.access_token !== "string" || !body.access_token)
      throw new LinkedInConnectError(
        "token",
        `HTTP ${res.status} ${typeof body.error === "string" ? body.error : ""}`.trim(),
      );
    const seconds = (v: unknown) => (typeof v === "number" && Number.isFinite(v) && v > 0 ? Math.floor(v) : null);
    return {
      accessToken: body.access_token,
      // LinkedIn's access tokens live 60 days; a missing lifetime is read as that
      expiresInSeconds: seconds(body.expires_in) ?? 60 * 86_400,
      refreshToken: typeof body.refresh_token === "string" && body.refresh_token ? body.refresh_token : null,
      refreshExpiresInSeconds: seconds(body.refresh_token_expires_in),
      scope: typeof body.scope === "string" ? body.scope : "",
    };
  };

  return {
    async authorizeUrl({ state, codeChallenge, redirectUri, scopes }) {
      const url = new URL((await endpoints()).authorization_endpoint);
      url.search = new URLSearchParams({
        response_type: "code",
        client_id: opts.clientId,
        redirect_uri: redirectUri,
        scope: scopes.join(" "),
        state,
        code_challenge: codeChallenge,
        code_challenge_method: "S256",
      }).toString();
      return url.toString();
    },

    async exchangeCode({ code, codeVerifier, redirectUri }) {
      return tokenRequest({
        grant_type: "authorization_code",
        code,
        redirect_uri: redirectUri,
        client_id: opts.clientId,
        client_secret: opts.clientSecret,
        code_verifier: codeVerifier,
      });
    },

    async refresh(refreshToken) {
      return tokenRequest({
        grant_type: "refresh_token",
        refresh_token: refreshToken,
        client_id: opts.clientId,
        client_secret: opts.clientSecret,
      });
    },

    async member(accessToken) {
      const res = await doFetch((await endpoints()).userinfo_endpoint, {
        headers: { authorization: `Bearer ${accessToken}`, accept: "application/json" },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      }).catch(() => {
        throw new LinkedInConnectError("userinfo", "unreachable");
      });
      if (!res.ok) throw new LinkedInConnectError("userinfo", `HTTP ${res.status}`);
      const info = (await res.json().catch(() => ({}))) as Record<string, unknown>;
      if (typeof info.sub !== "string" || !info.sub) throw new LinkedInConnectError("userinfo", "no member id");
      const text = (v: unknown, max: number) => (typeof v === "string" ? v.trim().slice(0, max) : "");
      const name =
        text(info.name, 200) || [text(info.given_name, 100), text(info.family_name, 100)].filter(Boolean).join(" ");
      const picture = text(info.picture, 2000);
      return {
        sub: info.sub.slice(0, 200),
        name: name || "LinkedIn member",
        picture: /^https?:\/\//.test(picture) ? picture : null,
      };
    },
  };
}
