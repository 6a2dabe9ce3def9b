/**
 * The one form of a saved post's source URL, so that the same post saved twice (from the feed, from a share, with
 * tracking parameters) is found as a duplicate. The app never fetches it: this is text work only.
 *
 * LinkedIn: `/posts/<slug>-activity-<id>-<suffix>` and `/feed/update/urn:li:activity:<id>` are the same post; both
 * become `https://www.linkedin.com/feed/update/urn:li:activity:<id>/`. Any LinkedIn host (fr.linkedin.com,
 * m.linkedin.com) becomes www.linkedin.com; its query and fragment are tracking only and dropped. Other sites keep
 * their path and query, without the usual tracking parameters and the fragment.
 */

export const SOURCE_URL_MAX = 2048;

export type CanonicalUrl = { ok: true; url: string } | { ok: false };

const TRACKING_PARAM =
  /^(utm_\w+|fbclid|gclid|dclid|msclkid|mc_[ce]id|igshid|trk|trkinfo|trackingid|lipi|rcm|ref|ref_src|si|_hs\w+)$/i;

const isLinkedInHost = (host: string) => host === "linkedin.com" || host.endsWith(".linkedin.com");

function linkedInPath(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // a malformed escape: keep it as typed
  }
  const activity = /^\/posts\/[^/]*?-activity-(\d{6,25})(?:-[^/]*)?\/?$/i.exec(path);
  if (activity) return `/feed/update/urn:li:activity:${activity[1]}/`;
  const urn = /^\/feed\/update\/urn:li:(activity|share|ugcPost):(\d{6,25})\/?$/i.exec(path);
  if (urn) {
    const kind = urn[1].toLowerCase() === "ugcpost" ? "ugcPost" : urn[1].toLowerCase();
    return `/feed/update/urn:li:${kind}:${urn[2]}/`;
  }
  const trimmed = pathname.replace(/\/+$/, "");
  return `${trimmed || ""}/`;
}

/** The canonical URL of what someone pasted, or `{ ok: false }` for anything but an http(s) URL. */
export function canonicalSourceUrl(input: string): CanonicalUrl {
  const text = input.trim();
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  if (!text || text.length > SOURCE_URL_MAX || /[\s\u0000-\u001f\u007f]/.test(text)) return { ok: false };
  // only a scheme of http or https: `javascript:`, `data:`, `file:`… are refused, never "fixed"
  if (!/^https?:\/\//i.test(text)) return { ok: false };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false };
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || !url.hostname) return { ok: false };
  url.username = "";
  url.password = "";
  url.hash = "";
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  if (isLinkedInHost(host)) {
    return { ok: true, url: `https://www.linkedin.com${linkedInPath(url.pathname)}` };
  }
  for (const key of [...url.searchParams.keys()]) if (TRACKING_PARAM.test(key)) url.searchParams.delete(key);
  url.hostname = host;
  const out = url.toString();
  return out.length > SOURCE_URL_MAX ? { ok: false } : { ok: true, url: out };
}
