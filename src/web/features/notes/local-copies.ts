import { localCopies } from "@/lib/autosave/local-copies";

/**
 * The notes' local copies (`pp:note:<id>`) and the cookie set while there is any (lib/autosave/local-copies.ts):
 * the server then sends /notes without its rendered markup.
 */
export const NOTES_UNSAVED_COOKIE = "pp-notes-unsaved";
const copies = localCopies("pp:note:", NOTES_UNSAVED_COOKIE);

export const noteCopyKey = copies.key;
export const hasUnsavedNotesCookie = copies.hasCookie;
export const syncNotesCookie = copies.sync;
export const noteCopies = copies.storage;
