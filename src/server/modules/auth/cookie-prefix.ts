/** better-auth's cookie prefix: cookies are `pillarpost.session_token` etc. (`__Secure-` before them over https). */
export const AUTH_COOKIE_PREFIX = "pillarpost";
