import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api/api-client";
import { Autosave, type Versioned } from "@/lib/autosave/autosave";

/** A server holding one text with versions, like PATCH /api/posts/{id}. */
function fakeServer(initial = "") {
  const state: Versioned<string> = { version: 1, value: initial };
  let online = true;
  const calls: { value: string; version: number }[] = [];
  return {
    state,
    calls,
    setOnline: (v: boolean) => (online = v),
    isOnline: () => online,
    /** Another tab saves. */
    elsewhere(value: string) {
      state.version += 1;
      state.value = value;
    },
    save: vi.fn(async (value: string, version: number) => {
      calls.push({ value, version });
      if (!online) throw new TypeError("Failed to fetch");
      if (version !== state.version) throw new ApiError(409, "VERSION_CONFLICT", "changed");
      state.version += 1;
      state.value = value;
      return { ...state };
    }),
    load: vi.fn(async () => ({ ...state })),
  };
}

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

const settle = async () => {
  await vi.runAllTimersAsync();
};

describe("Autosave", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function make(server = fakeServer("hello"), storage = memoryStorage()) {
    const saver = new Autosave<string>(
      { ...server.state },
      { storageKey: "k", save: server.save, load: server.load, storage, isOnline: server.isOnline, debounceMs: 800 },
    );
    return { saver, server, storage };
  }

  it("debounces: one save after typing pauses, then 'saved' and no local copy left", async () => {
    const { saver, server, storage } = make();
    saver.edit("hello w");
    saver.edit("hello wo");
    saver.edit("hello world");
    expect(saver.status).toBe("pending");
    await vi.advanceTimersByTimeAsync(100); // the local copy is written once the keystroke's frame is done
    expect(JSON.parse(storage.map.get("k")!)).toEqual({ value: "hello world", baseVersion: 1 });
    await vi.advanceTimersByTimeAsync(699);
    expect(server.save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(server.calls).toEqual([{ value: "hello world", version: 1 }]);
    expect(saver.status).toBe("saved");
    expect(saver.base.version).toBe(2);
    expect(storage.map.has("k")).toBe(false);
  });

  it("writes the local copy after the keystroke (one write for quick edits), at once when the page is left", async () => {
    const server = fakeServer("hello");
    const storage = memoryStorage();
    const writes = vi.spyOn(storage, "setItem");
    let waiting: (() => void) | null = null;
    const saver = new Autosave<string>(
      { ...server.state },
      {
        storageKey: "k",
        save: server.save,
        load: server.load,
        storage,
        isOnline: server.isOnline,
        deferLocal: (write) => {
          waiting = write;
          return () => (waiting = null);
        },
      },
    );
    const runWaiting = () => {
      const write = waiting!;
      waiting = null;
      write();
    };
    saver.edit("hello w");
    saver.edit("hello wo");
    expect(storage.map.has("k")).toBe(false); // not the keystroke's work
    runWaiting();
    expect(JSON.parse(storage.map.get("k")!)).toEqual({ value: "hello wo", baseVersion: 1 });
    expect(writes).toHaveBeenCalledTimes(1);

    saver.edit("hello world");
    const flushed = saver.flush(); // the page is hidden or left: written before the request goes
    expect(waiting).toBeNull();
    expect(JSON.parse(storage.map.get("k")!).value).toBe("hello world");
    await flushed;
    expect(server.state).toEqual({ version: 2, value: "hello world" });
    expect(storage.map.has("k")).toBe(false);

    saver.edit("x");
    saver.edit("hello world"); // typed back to the saved text: nothing to keep, no stale write later
    expect(waiting).toBeNull();
    expect(storage.map.has("k")).toBe(false);
    expect(writes).toHaveBeenCalledTimes(2);
  });

  it("typing while a save is in flight saves again on top of the new version", async () => {
    const { saver, server } = make();
    saver.edit("a");
    await vi.advanceTimersByTimeAsync(800);
    saver.edit("ab"); // the first save has not answered yet
    await settle();
    expect(server.calls).toEqual([
      { value: "a", version: 1 },
      { value: "ab", version: 2 },
    ]);
    expect(server.state).toEqual({ version: 3, value: "ab" });
    expect(saver.status).toBe("saved");
  });

  it("offline: keeps the local copy and sends it when the network returns", async () => {
    const { saver, server, storage } = make();
    server.setOnline(false);
    saver.edit("typed offline");
    expect(saver.status).toBe("offline");
    await settle();
    expect(server.state.value).toBe("hello");
    expect(JSON.parse(storage.map.get("k")!).value).toBe("typed offline");
    server.setOnline(true);
    await saver.flush();
    expect(server.state).toEqual({ version: 2, value: "typed offline" });
    expect(saver.status).toBe("saved");
  });

  it("a failed request while the browser is online (server down, a 500) is 'retrying', not 'offline', and retries", async () => {
    const { saver, server, storage } = make();
    server.save.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    server.save.mockRejectedValueOnce(new ApiError(500, "INTERNAL", "boom"));
    saver.edit("retry me");
    await vi.advanceTimersByTimeAsync(800);
    expect(saver.status).toBe("retrying");
    expect(JSON.parse(storage.map.get("k")!).value).toBe("retry me");
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.save).toHaveBeenCalledTimes(2);
    expect(saver.status).toBe("retrying");
    await settle();
    expect(server.state.value).toBe("retry me");
    expect(saver.status).toBe("saved");
  });

  it("leaving the page sends what is pending once; a failure then is not retried by the page left, the local copy waits", async () => {
    const { saver, server, storage } = make();
    server.save.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    saver.edit("typed before leaving");
    await saver.leave();
    expect(server.save).toHaveBeenCalledTimes(1);
    expect(saver.status).toBe("retrying");
    await vi.advanceTimersByTimeAsync(60_000);
    // a retry here would race the autosave of the editor opened next on the same post
    expect(server.save).toHaveBeenCalledTimes(1);
    expect(JSON.parse(storage.map.get("k")!).value).toBe("typed before leaving");
    // shown again (React's development double mount keeps the same autosave): it saves again
    saver.attach();
    saver.edit("typed before leaving!");
    await settle();
    expect(server.state.value).toBe("typed before leaving!");
  });

  it("a request failing because the browser went offline says 'offline'", async () => {
    const { saver, server } = make();
    server.save.mockImplementationOnce(async () => {
      server.setOnline(false);
      throw new TypeError("Failed to fetch");
    });
    saver.edit("on a train");
    await vi.advanceTimersByTimeAsync(800);
    expect(saver.status).toBe("offline");
  });

  it("a reload finds the unsaved local copy and sends it (same base version)", async () => {
    const storage = memoryStorage();
    const server = fakeServer("hello");
    const first = make(server, storage).saver;
    server.setOnline(false);
    first.edit("not lost");
    first.dispose(); // the tab closes
    server.setOnline(true);
    const second = make(server, storage).saver;
    expect(second.value).toBe("not lost");
    await settle();
    expect(server.state).toEqual({ version: 2, value: "not lost" });
    expect(storage.map.has("k")).toBe(false);
  });

  it("a change made elsewhere is a conflict that keeps both texts until the writer decides", async () => {
    const { saver, server, storage } = make();
    server.elsewhere("other tab");
    saver.edit("this tab");
    await settle();
    expect(saver.status).toBe("conflict");
    expect(saver.conflict).toEqual({ mine: "this tab", theirs: { version: 2, value: "other tab" } });
    expect(server.state.value).toBe("other tab"); // nothing overwritten
    expect(JSON.parse(storage.map.get("k")!).value).toBe("this tab"); // nothing lost
    saver.edit("this tab!"); // still typing while deciding
    expect(saver.conflict?.mine).toBe("this tab!");
    saver.resolve("mine");
    await settle();
    expect(server.state).toEqual({ version: 3, value: "this tab!" });
    expect(saver.status).toBe("saved");
  });

  it("resolving a conflict with theirs or with both", async () => {
    const a = make();
    a.server.elsewhere("theirs");
    a.saver.edit("mine");
    await settle();
    a.saver.resolve("theirs");
    expect(a.saver.value).toBe("theirs");
    expect(a.saver.status).toBe("saved");
    expect(a.storage.map.has("k")).toBe(false);

    const b = make();
    b.server.elsewhere("theirs");
    b.saver.edit("mine");
    await settle();
    b.saver.resolve({ both: "mine\n\ntheirs" });
    await settle();
    expect(b.server.state).toEqual({ version: 3, value: "mine\n\ntheirs" });
  });

  it("a reload whose local copy is based on an older version opens as a conflict, not an overwrite", async () => {
    const storage = memoryStorage();
    storage.setItem("k", JSON.stringify({ value: "offline edit", baseVersion: 1 }));
    const server = fakeServer("hello");
    server.elsewhere("edited on the phone");
    const { saver } = make(server, storage);
    expect(saver.status).toBe("conflict");
    expect(saver.conflict?.mine).toBe("offline edit");
    await settle();
    expect(server.save).not.toHaveBeenCalled();
  });

  it("a refused save (400) shows an error and keeps the text locally", async () => {
    const { saver, server, storage } = make();
    server.save.mockRejectedValueOnce(new ApiError(400, "VALIDATION_FAILED", "too long"));
    saver.edit("x");
    await settle();
    expect(saver.status).toBe("error");
    expect(JSON.parse(storage.map.get("k")!).value).toBe("x");
  });

  it("typing back to the saved text cancels the pending save", async () => {
    const { saver, server, storage } = make();
    saver.edit("hello!");
    saver.edit("hello");
    await settle();
    expect(server.save).not.toHaveBeenCalled();
    expect(saver.status).toBe("saved");
    expect(storage.map.has("k")).toBe(false);
  });
});
