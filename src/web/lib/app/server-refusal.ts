/**
 * A part of a page that cannot be rendered on the server as the browser will show it (a width, a time zone or a fold
 * only the browser knows) refuses the server's render: the page then goes out without markup, by design. React's
 * string render keeps no thrown error (it leaves a client-render marker), so the refusal is noted here too and the
 * renderer's log names it (src/web/prerender/render-page.tsx).
 */
let refusal: string | undefined;

/** Refuses the server's render of this page, saying why. */
export function refuseServerRender(why: string): never {
  refusal ??= why;
  throw new Error(why);
}

/** The first refusal since the last call (the renderer asks after each page, then it is forgotten). */
export function takeServerRefusal(): string | undefined {
  const why = refusal;
  refusal = undefined;
  return why;
}
