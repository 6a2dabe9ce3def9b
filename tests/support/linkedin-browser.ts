import type { LinkedInOidc } from "../fakes/linkedin-oidc";

/**
 * Plays the browser on the fake LinkedIn's pages: opens `authorizeUrl`, answers the login page ("allow" or
 * "cancel") and follows redirects until one leads back to `appOrigin`: that URL (the app's callback with its query).
 */
export async function throughLinkedIn(
  sim: LinkedInOidc,
  authorizeUrl: URL,
  appOrigin: string,
  action: "allow" | "cancel" = "allow",
): Promise<URL> {
  const providerCookies = new Map<string, string>();
  const cookieHeader = () => [...providerCookies].map(([k, v]) => `${k}=${v}`).join("; ");
  const keep = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const i = pair.indexOf("=");
      providerCookies.set(pair.slice(0, i), pair.slice(i + 1));
    }
  };
  let res = await fetch(authorizeUrl, { redirect: "manual" });
  keep(res);
  for (let hop = 0; hop < 10; hop++) {
    if (res.status === 200) {
      const html = await res.text();
      const form = /<form method="post" action="([^"]+)"/.exec(html);
      if (!form) throw new Error(`unexpected provider page: ${html.slice(0, 200)}`);
      res = await fetch(new URL(form[1], sim.origin), {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookieHeader() },
        body: new URLSearchParams({ action }),
      });
      keep(res);
      continue;
    }
    const location = new URL(res.headers.get("location")!, sim.origin);
    if (location.origin === appOrigin) return location;
    res = await fetch(location, { redirect: "manual", headers: { cookie: cookieHeader() } });
    keep(res);
  }
  throw new Error("too many redirects");
}
