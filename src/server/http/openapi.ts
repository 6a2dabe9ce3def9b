export const OPENAPI_INFO = {
  openapi: "3.1.0",
  info: {
    title: "PillarPost API",
    version: "0.1.0",
    description:
      "JSON API of PillarPost. Authentication endpoints live under /api/auth (better-auth); every other endpoint uses the session cookie. Errors are { error: { code, message } }. State-changing requests from a browser must come from the app's own origin.",
  },
};

type OpenApiDoc = {
  paths?: Record<string, unknown>;
  components?: { schemas?: Record<string, unknown> };
  tags?: unknown[];
};

/**
 * Adds better-auth's endpoints (their own generated document, paths relative to /api/auth) to the app's document,
 * leaving out the ones this app disables.
 */
export function withAuthEndpoints<T extends OpenApiDoc>(doc: T, authDoc: OpenApiDoc, disabled: string[]): T {
  const paths: Record<string, unknown> = { ...doc.paths };
  for (const [path, item] of Object.entries(authDoc.paths ?? {})) {
    if (disabled.includes(path) || path.startsWith("/open-api")) continue;
    paths[`/api/auth${path}`] = item;
  }
  return {
    ...doc,
    paths,
    components: { ...doc.components, schemas: { ...authDoc.components?.schemas, ...doc.components?.schemas } },
  };
}

/** A dependency-free page that renders /api/openapi.json (the app works offline: no CDN). */
export const DOCS_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>PillarPost API</title><style>
:root{color-scheme:light dark;font-family:system-ui,-apple-system,Segoe UI,sans-serif}
body{max-width:960px;margin:0 auto;padding:24px;line-height:1.5}
h1{margin:0 0 4px}.op{border:1px solid #8884;border-radius:8px;margin:12px 0;padding:12px 16px}
.m{display:inline-block;min-width:64px;font-weight:700;font-family:monospace}.get{color:#15803d}.post{color:#1d4ed8}.put,.patch{color:#b45309}.delete{color:#b91c1c}
code,pre{font-family:ui-monospace,monospace;font-size:13px}pre{background:#8881;padding:8px;border-radius:6px;overflow:auto}
details summary{cursor:pointer}
</style></head><body><h1>PillarPost API</h1><p id="desc"></p><p><a href="/api/openapi.json">openapi.json</a></p><main id="ops">Loading…</main>
<script type="module" src="/api/docs.js"></script></body></html>`;

export const DOCS_JS = `const res = await fetch('/api/openapi.json');
const doc = await res.json();
document.getElementById('desc').textContent = doc.info.description || '';
const ops = document.getElementById('ops');
ops.textContent = '';
const resolve = (s) => s && s.$ref ? doc.components.schemas[s.$ref.split('/').pop()] : s;
for (const [path, methods] of Object.entries(doc.paths)) {
  for (const [method, op] of Object.entries(methods)) {
    const el = document.createElement('section'); el.className = 'op';
    const h = document.createElement('h2'); h.style.fontSize = '16px'; h.style.margin = '0';
    const m = document.createElement('span'); m.className = 'm ' + method; m.textContent = method.toUpperCase();
    const p = document.createElement('code'); p.textContent = ' ' + path;
    h.append(m, p); el.append(h);
    if (op.summary) { const s = document.createElement('p'); s.textContent = op.summary; el.append(s); }
    const body = op.requestBody?.content?.['application/json']?.schema;
    if (body) { const d = document.createElement('details'); d.innerHTML = '<summary>Request body</summary>'; const pre = document.createElement('pre'); pre.textContent = JSON.stringify(resolve(body), null, 2); d.append(pre); el.append(d); }
    for (const [status, r] of Object.entries(op.responses || {})) {
      const d = document.createElement('details'); const sm = document.createElement('summary'); sm.textContent = status + ' ' + (r.description || ''); d.append(sm);
      const schema = r.content?.['application/json']?.schema; if (schema) { const pre = document.createElement('pre'); pre.textContent = JSON.stringify(resolve(schema), null, 2); d.append(pre); }
      el.append(d);
    }
    ops.append(el);
  }
}`;
