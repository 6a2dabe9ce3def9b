/**
 * The notes' local copies (lib/autosave: what was typed and not yet saved, kept in localStorage under
 * `pp:note:<id>`), with a cookie set while there is any: the server, which cannot see them, then sends /notes
 * without its rendered markup (src/web/prerender/render-page.tsx), which would show a note without the text typed
 * here for a moment.
 */
export const NOTES_UNSAVED_COOKIE = "pp-notes-unsaved";
const PREFIX = "pp:note:";

export const noteCopyKey = (id: string) => `${PREFIX}${id}`;

type CopyStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function holdsCopies(storage: Storage): boolean {
  for (let i = 0; i < storage.length; i++) if (storage.key(i)?.startsWith(PREFIX)) return true;
  return false;
}

function mark(doc: Document, unsaved: boolean) {
  if (hasUnsavedNotesCookie(doc.cookie) === unsaved) return;
  doc.cookie = `${NOTES_UNSAVED_COOKIE}=${unsaved ? "1" : ""}; path=/; max-age=${unsaved ? 30 * 24 * 3600 : 0}; SameSite=Lax`;
}

/** Whether a Cookie header says this browser holds notes not saved yet (see NOTES_UNSAVED_COOKIE). */
export function hasUnsavedNotesCookie(cookie: string): boolean {
  return cookie.split(";").some((part) => part.trim() === `${NOTES_UNSAVED_COOKIE}=1`);
}

/** Sets the cookie to what the storage holds (a copy kept before the cookie existed, one removed elsewhere). */
export function syncNotesCookie(storage: Storage = localStorage, doc: Document = document) {
  mark(doc, holdsCopies(storage));
}

/** The notes' autosave storage: localStorage, keeping the cookie in step with the copies it holds. */
export function noteCopies(storage: Storage = localStorage, doc: Document = document): CopyStorage {
  return {
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
  };
}
