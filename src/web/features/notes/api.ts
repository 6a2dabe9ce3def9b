import { keepPreviousData, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateNoteInput, Note, UpdateNoteInput } from "@contracts/notes/schemas";
import { NOTE_PATHS as P } from "@contracts/notes/paths";
import { notesListQuery } from "@shared/notes/list-query";
import { api } from "@/lib/api/api-client";
import { useApiMutation } from "@/lib/api/api-mutation";
import { useRememberPost } from "@/entities/posts/api";

export const NOTE_KEYS = {
  all: ["notes"] as const,
  list: (trash: boolean, q = "", tag = "") => ["notes", "list", trash, q, tag] as const,
};

/**
 * The notes screen: up to 100 notes, pinned first then the latest; with a search, the best matches of all the
 * workspace's notes (full text on the server, accents ignored); with a tag, that tag's.
 */
export const notesQuery = (trash: boolean, q = "", tag = "") =>
  queryOptions({
    queryKey: NOTE_KEYS.list(trash, q, tag),
    queryFn: () => api(P.listNotes, { query: notesListQuery(trash, q, tag) }),
    refetchOnWindowFocus: false,
    // while a new search or tag loads, the view keeps its list; never across the trash switch, where the other view's
    // notes would show with the wrong buttons (live notes offered "Restore")
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === trash ? keepPreviousData(previous) : undefined,
  });

export const useNotes = (trash: boolean, q = "", tag = "") => useQuery(notesQuery(trash, q, tag));

export const updateNote = (id: string, input: UpdateNoteInput) =>
  api(P.updateNote, { params: { id }, body: input }).then((r) => r.note);
export const getNote = (id: string) => api(P.getNote, { params: { id } }).then((r) => r.note);

/** Puts the server's answer in the cached lists (a note saved as you type stays where it is). */
export function useRememberNote() {
  const client = useQueryClient();
  return (note: Note) => {
    client.setQueriesData({ queryKey: ["notes", "list"] }, (page: { items: Note[] } | undefined) =>
      page ? { ...page, items: page.items.map((n) => (n.id === note.id ? note : n)) } : page,
    );
  };
}

export function useCreateNote() {
  const client = useQueryClient();
  return useApiMutation({
    mutationFn: (input: CreateNoteInput) => api(P.createNote, { body: input }).then((r) => r.note),
    failure: "notes.toast.createFailed",
    onSuccess: () => client.invalidateQueries({ queryKey: NOTE_KEYS.all }),
  });
}

export function useDeleteNote() {
  const client = useQueryClient();
  return useApiMutation({
    mutationFn: (id: string) => api(P.deleteNote, { params: { id } }).then((r) => r.note),
    failure: "notes.toast.deleteFailed",
    onSuccess: () => client.invalidateQueries({ queryKey: NOTE_KEYS.all }),
  });
}

export function useRestoreNote() {
  const client = useQueryClient();
  return useApiMutation({
    mutationFn: (id: string) => api(P.restoreNote, { params: { id } }).then((r) => r.note),
    failure: "notes.toast.restoreFailed",
    onSuccess: () => client.invalidateQueries({ queryKey: NOTE_KEYS.all }),
  });
}

export function useConvertNote() {
  const client = useQueryClient();
  const remember = useRememberPost();
  return useApiMutation({
    mutationFn: (id: string) => api(P.convertNote, { params: { id } }).then((r) => r.post),
    failure: "notes.toast.convertFailed",
    onSuccess: (post) => {
      remember(post);
      void client.invalidateQueries({ queryKey: NOTE_KEYS.all });
    },
  });
}
