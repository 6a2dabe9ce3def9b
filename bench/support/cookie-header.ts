/** A Cookie header ("a=1; b=2") as the cookies Playwright's `addCookies` takes, for `origin`. */
export function cookiesOf(header: string, origin: string): { name: string; value: string; url: string }[] {
  return header.split("; ").map((pair) => {
    const i = pair.indexOf("=");
    return { name: pair.slice(0, i), value: pair.slice(i + 1), url: origin };
  });
}
