/** better-auth's cookie prefix: cookies are `pillarpost.session_token` etc. (`__Secure-` before them over https). */
export const AUTH_COOKIE_PREFIX = "pillarpost";

/** The session cookie's possible names: over https better-auth adds the `__Secure-` prefix. */
export const SESSION_COOKIE_NAMES = [
  `__Secure-${AUTH_COOKIE_PREFIX}.session_token`,
  `${AUTH_COOKIE_PREFIX}.session_token`,
];
