/**
 * Markup sent before the app runs (prerendered or rendered per request): until the app takes over, a form must not
 * submit natively (a GET submit would put typed text, maybe a password, in the URL). method="dialog" outside a
 * <dialog> is a no-op; index.html's script records the submit (and button clicks) and the app replays them on its
 * own screen (src/web/lib/app/take-over.ts), with the typed text and the focus.
 */
export function untilApp(html: string): string {
  return html.replace(/<form(?![^>]*\bmethod=)/g, '<form method="dialog"');
}
