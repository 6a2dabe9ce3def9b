import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Autosave, type Versioned } from "@/lib/autosave/autosave";
import { NewPostDraft } from "@/features/editor/new-post-draft";
import { EMPTY_DRAFT, type PostDraft } from "@/features/editor/post-draft";

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

/** Types `text` key by key into the store, as the text area's change events do. */
function typeInto(draft: NewPostDraft, text: string) {
  for (const ch of text) draft.edit({ ...draft.value, body: draft.value.body + ch });
}

describe("NewPostDraft: the new post's text through its creation", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("keys typed while the post is being created are all kept: the autosave starts from them and saves them", async () => {
    let server: Versioned<PostDraft> = { version: 0, value: EMPTY_DRAFT };
    const saves: string[] = [];
    const created: { resolve: (v: Versioned<PostDraft>) => void }[] = [];
    const draft = new NewPostDraft(EMPTY_DRAFT, {
      onEdit: () => {
        // the first key starts the creation (one at a time), answered later
        if (created.length === 0) void new Promise<Versioned<PostDraft>>((resolve) => created.push({ resolve }));
      },
      create: () => Promise.resolve(),
    });
    const seen: string[] = [];
    draft.subscribe(() => seen.push(draft.value.body));

    typeInto(draft, "H");
    expect(created).toHaveLength(1);
    typeInto(draft, "ello world"); // typed while the request is in flight
    // the server created the post from what it was sent: "H"
    server = { version: 1, value: { ...EMPTY_DRAFT, body: "H" } };
    const saver = new Autosave<PostDraft>(server, {
      storageKey: "pp:post:1",
      storage: memoryStorage(),
      isOnline: () => true,
      save: async (value, version) => {
        expect(version).toBe(server.version);
        saves.push(value.body);
        server = { version: version + 1, value };
        return server;
      },
      load: async () => server,
    });
    draft.handOver(saver);
    // every subscriber reads the whole text at once: never the server's older "H" after the hand-over
    expect(draft.value.body).toBe("Hello world");
    expect(seen.at(-1)).toBe("Hello world");
    expect(seen.slice(seen.indexOf("Hello world"))).not.toContain("H");
    expect(draft.status).toBe("pending");

    typeInto(draft, "!"); // after the hand-over, edits go to the post's autosave
    expect(saver.value.body).toBe("Hello world!");
    await vi.runAllTimersAsync();
    expect(saves).toEqual(["Hello world!"]);
    expect(server).toEqual({ version: 2, value: { ...EMPTY_DRAFT, body: "Hello world!" } });
    expect(draft.status).toBe("saved");
  });

  it("before the hand-over, flush creates the post; after it, flush saves through the autosave", async () => {
    const create = vi.fn(() => Promise.resolve());
    const draft = new NewPostDraft(EMPTY_DRAFT, { onEdit: () => {}, create });
    await draft.flush();
    expect(create).toHaveBeenCalledTimes(1);
    const save = vi.fn(async (value: PostDraft, version: number) => ({ version: version + 1, value }));
    const saver = new Autosave<PostDraft>(
      { version: 1, value: EMPTY_DRAFT },
      {
        storageKey: "k",
        storage: memoryStorage(),
        isOnline: () => true,
        save,
        load: async () => ({ version: 1, value: EMPTY_DRAFT }),
      },
    );
    draft.handOver(saver);
    typeInto(draft, "Hi");
    await draft.flush();
    expect(create).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]![0].body).toBe("Hi");
  });

  it("its own status before the hand-over, the autosave's after", () => {
    const draft = new NewPostDraft(EMPTY_DRAFT, { onEdit: () => {}, create: () => Promise.resolve() });
    draft.setStatus("offline");
    expect(draft.status).toBe("offline");
    const saver = new Autosave<PostDraft>(
      { version: 1, value: EMPTY_DRAFT },
      { storageKey: "k", storage: memoryStorage(), isOnline: () => true, save: vi.fn(), load: vi.fn() },
    );
    draft.handOver(saver);
    expect(draft.status).toBe("saved");
    draft.setStatus("error"); // ignored: the autosave says how saving goes now
    expect(draft.status).toBe("saved");
  });
});
