import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateNoteInput, Note, UpdateNoteInput } from "@contracts/notes/schemas";
import { NOTE_PATHS as P } from "@contracts/notes/paths";
import { api } from "@/lib/api-client";
import { useApiMutation } from "@/lib/api-mutation";
import { useRememberPost } from "@/features/posts/api";

export const NOTE_KEYS = {
  all: ["notes"] as const,
  list: (trash: boolean) => ["notes", "list", trash] as const,
};

/** The notes screen shows up to 100 notes (pinned first, then the latest); older ones come with search later. */
export const notesQuery = (trash: boolean) =>
  queryOptions({
    queryKey: NOTE_KEYS.list(trash),
    queryFn: () => api(P.listNotes, { query: { limit: 100, trash: trash ? "true" : "false" } }),
    refetchOnWindowFocus: false,
  });

export const useNotes = (trash: boolean) => useQuery(notesQuery(trash));

export const updateNote = (id: string, input: UpdateNoteInput) =>
  api(P.updateNote, { params: { id }, body: input }).then((r) => r.note);
export const getNote = (id: string) => api(P.getNote, { params: { id } }).then((r) => r.note);

/** Puts the server's answer in the cached lists (a note saved as you type stays where it is). */
export function useRememberNote() {
  const client = useQueryClient();
  return (note: Note) => {
    for (const trash of [false, true])
      client.setQueryData(NOTE_KEYS.list(trash), (page: { items: Note[] } | undefined) =>
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
