import { AsyncLocalStorage } from "node:async_hooks";

// Where better-auth keeps its AsyncLocalStorage instances (request state, endpoint context, adapter), shared by
// every copy of it in the process (@better-auth/core, context/global).
const BETTER_AUTH_GLOBAL = Symbol.for("better-auth:global");

function betterAuthStores(): AsyncLocalStorage<unknown>[] {
  const global = (globalThis as Record<symbol, { context?: Record<string, unknown> } | undefined>)[BETTER_AUTH_GLOBAL];
  return Object.values(global?.context ?? {}).filter(
    (value): value is AsyncLocalStorage<unknown> => value instanceof AsyncLocalStorage,
  );
}

let inFlight = 0;

/**
 * Runs one call into better-auth. On Node 20 an AsyncLocalStorage, once entered, stays enabled for the life of
 * the process, and every promise of every request then pays async_hooks' init hook (a tenth of an API request's
 * CPU time), although only better-auth's own calls read those stores. When the last call in flight has settled,
 * its stores are disabled; the next call enables them again (AsyncLocalStorage.run does).
 */
export async function inAuthCall<T>(call: () => Promise<T>): Promise<T> {
  inFlight++;
  try {
    return await call();
  } finally {
    if (--inFlight === 0) for (const store of betterAuthStores()) store.disable();
  }
}

/**
 * The auth object with its entry points (handler and fetch, every auth.api endpoint) run through inAuthCall. Anything else
 * (options, $context, $Infer...) is passed through as is.
 */
export function withScopedAsyncContext<A extends { handler: (req: Request) => Promise<Response>; api: object }>(
  auth: A,
): A {
  const wrapped = new Map<PropertyKey, unknown>();
  const api = new Proxy(auth.api, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== "function") return value;
      let fn = wrapped.get(key);
      if (!fn) {
        const endpoint = value as (...args: unknown[]) => Promise<unknown>;
        // endpoints carry properties of their own (path, options): keep them reachable
        fn = Object.assign((...args: unknown[]) => inAuthCall(() => endpoint.apply(target, args)), endpoint);
        wrapped.set(key, fn);
      }
      return fn;
    },
  });
  const handler = (req: Request) => inAuthCall(() => auth.handler(req));
  // better-auth's `fetch` is its handler under another name
  return { ...auth, api, handler, ...("fetch" in auth && { fetch: handler }) };
}
