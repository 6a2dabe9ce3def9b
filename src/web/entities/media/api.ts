import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { MEDIA_PATHS as P } from "@contracts/media/paths";
import { MEDIA_PAGE_SIZE, mediaPageQuery } from "@shared/media/list-query";
import type { LibraryMedia, MediaKind } from "@contracts/media/schemas";
import { api, ApiError } from "@/lib/api/api-client";
import { useApiMutation } from "@/lib/api/api-mutation";
import { POST_KEYS } from "@/entities/posts/api";
import { uploadProblem } from "./upload-check";
import { uploadFile } from "./upload-file";

export const MEDIA_KEYS = {
  all: ["media"] as const,
  list: (kind: MediaKind | "") => ["media", "list", kind] as const,
  storage: ["media", "storage"] as const,
};

/** The workspace's storage used and quota (refreshed with the list: uploads and deletes invalidate `media`). */
export const mediaStorageQuery = queryOptions({
  queryKey: MEDIA_KEYS.storage,
  queryFn: () => api(P.getMediaStorage).then((r) => r.storage),
});

export function useMediaStorage() {
  return useQuery(mediaStorageQuery);
}

/** The Library's files of a kind (or both), newest first, by pages of MEDIA_PAGE_SIZE. */
export const mediaListQuery = (kind: MediaKind | "" = "") =>
  infiniteQueryOptions({
    queryKey: MEDIA_KEYS.list(kind),
    initialPageParam: 0,
    queryFn: ({ pageParam }) => api(P.listMedia, { query: mediaPageQuery(kind, pageParam) }),
    getNextPageParam: (last) =>
      last.offset + last.items.length < last.total ? last.offset + MEDIA_PAGE_SIZE : undefined,
  });

/** The Library's files, newest first, by pages of 100 (`more` loads the next). */
export function useMediaList(kind: MediaKind | "" = "", enabled = true) {
  const query = useInfiniteQuery({ ...mediaListQuery(kind), enabled });
  const items = useMemo(() => query.data?.pages.flatMap((p) => p.items) ?? [], [query.data]);
  return {
    ...query,
    items,
    total: query.data?.pages[0]?.total,
    more: () => void query.fetchNextPage(),
  };
}

export function useDeleteMedia() {
  const client = useQueryClient();
  return useApiMutation({
    mutationFn: ({ id, force }: { id: string; force: boolean }) =>
      api(P.deleteMedia, { params: { id }, query: { force: force ? "true" : "false" } }).then((r) => r.media),
    // a file used by posts answers 409: the caller asks first, so that answer is no failure to show
    failure: (err) => ((err as ApiError).code === "MEDIA_IN_USE" ? null : "media.toast.deleteFailed"),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: MEDIA_KEYS.all });
      void client.invalidateQueries({ queryKey: POST_KEYS.all });
    },
  });
}

/** One file being sent: its progress, then the stored file or the reason it was refused. */
export interface UploadState {
  key: string;
  name: string;
  percent: number;
  error: ApiError | null;
}

/**
 * Uploads files one after the other (a 100 MB PDF would starve the others), each with its progress bar; a refused
 * file (by the browser's checks before sending, or by the server) keeps its row with the reason until dismissed. `onUploaded` receives each stored file.
 */
export function useUploads(onUploaded?: (media: LibraryMedia) => void) {
  const client = useQueryClient();
  const [uploads, setUploads] = useState<UploadState[]>([]);
  // the latest callback: an upload finishes renders later, and must act on the page as it is then
  const uploaded = useRef(onUploaded);
  useEffect(() => {
    uploaded.current = onUploaded;
  });
  const patch = (key: string, change: Partial<UploadState>) =>
    setUploads((all) => all.map((u) => (u.key === key ? { ...u, ...change } : u)));

  const start = useCallback(
    async (files: File[]) => {
      const queued = files.map((file) => ({
        file,
        state: { key: `${Date.now()}-${Math.random()}`, name: file.name, percent: 0, error: null },
      }));
      setUploads((all) => [...all, ...queued.map((q) => q.state)]);
      const stored: LibraryMedia[] = [];
      for (const { file, state } of queued) {
        // refused here at once when the server would refuse it (its type by content, its size): nothing is sent
        const problem = await uploadProblem(file).catch(() => null);
        if (problem) {
          patch(state.key, { error: new ApiError(0, problem, problem) });
          continue;
        }
        try {
          const media = await uploadFile(file, (percent) => patch(state.key, { percent }));
          stored.push(media);
          setUploads((all) => all.filter((u) => u.key !== state.key));
          uploaded.current?.(media);
        } catch (err) {
          patch(state.key, { error: err as ApiError });
        }
      }
      if (stored.length) void client.invalidateQueries({ queryKey: MEDIA_KEYS.all });
      return stored;
    },
    [client],
  );
  const dismiss = (key: string) => setUploads((all) => all.filter((u) => u.key !== key));
  return { uploads, start, dismiss };
}
