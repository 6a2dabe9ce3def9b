import { AsyncLocalStorage } from "node:async_hooks";
import { afterEach, describe, expect, it, vi } from "vitest";
import { inAuthCall, withScopedAsyncContext } from "../../src/server/modules/auth/async-context";

const GLOBAL = Symbol.for("better-auth:global");
type Global = { context: Record<string, unknown> };
const globals = globalThis as unknown as Record<symbol, Global | undefined>;

/** A store where better-auth keeps its own, entered as better-auth enters it. */
function betterAuthStore(): AsyncLocalStorage<string> {
  globals[GLOBAL] ??= { context: {} };
  const store = new AsyncLocalStorage<string>();
  globals[GLOBAL].context.testStore = store;
  return store;
}

const deferred = () => {
  let resolve!: () => void;
  let reject!: (err: Error) => void;
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};

afterEach(() => {
  delete globals[GLOBAL]?.context.testStore;
  vi.restoreAllMocks();
});

describe("better-auth's async context", () => {
  it("is disabled once the last call in flight has settled, a failed one included", async () => {
    const store = betterAuthStore();
    const disable = vi.spyOn(store, "disable");
    const first = deferred();
    const second = deferred();
    const seen: (string | undefined)[] = [];
    const a = inAuthCall(() => store.run("a", async () => (await first.promise, seen.push(store.getStore()))));
    const b = inAuthCall(() => store.run("b", async () => (await second.promise, seen.push(store.getStore()))));
    first.resolve();
    await a;
    expect(disable).not.toHaveBeenCalled(); // b is still in flight, and still sees its store
    second.reject(new Error("refused"));
    await expect(b).rejects.toThrow("refused");
    expect(disable).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(["a"]);
    // entered again by the next call
    await expect(inAuthCall(() => store.run("c", async () => store.getStore()))).resolves.toBe("c");
    expect(store.getStore()).toBeUndefined();
  });

  it("wraps the handler and every endpoint, keeping what the endpoints carry", async () => {
    const store = betterAuthStore();
    const disable = vi.spyOn(store, "disable");
    const getSession = Object.assign(async (input: { id: number }) => store.run("s", async () => input.id), {
      path: "/get-session",
    });
    const auth = withScopedAsyncContext({
      handler: async (req: Request) => store.run("h", async () => new Response(req.url)),
      api: { getSession },
      options: { basePath: "/api/auth" },
    });
    expect(await auth.api.getSession({ id: 7 })).toBe(7);
    expect(auth.api.getSession.path).toBe("/get-session");
    expect(await (await auth.handler(new Request("http://x/api/auth/ok"))).text()).toBe("http://x/api/auth/ok");
    expect(auth.options.basePath).toBe("/api/auth");
    expect(disable).toHaveBeenCalledTimes(2);
  });
});
