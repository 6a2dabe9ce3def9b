/**
 * Local copies of documents not saved yet (lib/autosave: what was typed, kept in localStorage under `<prefix><id>`),
 * with a cookie set while there is any: the server, which cannot see them, then sends the page that would show
 * them without its rendered markup (src/web/prerender/render-page.tsx), which would show the document without the
 * text typed here for a moment. One per kind of document (notes, posts).
 */
export type CopyStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export interface LocalCopies {
  /** The cookie set while this browser holds a copy. */
  readonly cookie: string;
  /** The local copy's key of document `id`. */
  key(id: string): string;
  /** Whether a Cookie header says this browser holds copies not saved yet. */
  hasCookie(cookie: string): boolean;
  /** Sets the cookie to what the storage holds (a copy kept before the cookie existed, one removed elsewhere). */
  sync(storage?: Storage, doc?: Document): void;
  /** The autosave's storage: localStorage, keeping the cookie in step with the copies it holds. */
  storage(storage?: Storage, doc?: Document): CopyStorage;
}

const MAX_AGE_SECONDS = 30 * 24 * 3600;

export function localCopies(prefix: string, cookie: string): LocalCopies {
  const holdsCopies = (storage: Storage) => {
    for (let i = 0; i < storage.length; i++) if (storage.key(i)?.startsWith(prefix)) return true;
    return false;
  };
  const hasCookie = (header: string) => header.split(";").some((part) => part.trim() === `${cookie}=1`);
  const mark = (doc: Document, unsaved: boolean) => {
    if (hasCookie(doc.cookie) === unsaved) return;
    doc.cookie = `${cookie}=${unsaved ? "1" : ""}; path=/; max-age=${unsaved ? MAX_AGE_SECONDS : 0}; SameSite=Lax`;
  };
  return {
    cookie,
    key: (id) => `${prefix}${id}`,
    hasCookie,
    sync: (storage = localStorage, doc = document) => mark(doc, holdsCopies(storage)),
    storage: (storage = localStorage, doc = document) => ({
      getItem: (key) => storage.getItem(key),
      setItem: (key, value) => {
        storage.setItem(key, value);
        mark(doc, true);
      },
      removeItem: (key) => {
        if (storage.getItem(key) === null) return;
        storage.removeItem(key);
        mark(doc, holdsCopies(storage));
      },
    }),
  };
}
