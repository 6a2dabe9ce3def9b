import { ApiError, api } from "@/lib/api/api-client";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useApiMutation } from "@/lib/api/api-mutation";
import type { Profile, UpdateProfileInput } from "@contracts/profile/schemas";
import type { Me } from "@contracts/profile/me";
import { PROFILE_CODES } from "@contracts/profile/messages";
import { PROFILE_PATHS as P } from "@contracts/profile/paths";
import { ME_QUERY_KEY } from "@/entities/profile/me";

export const PROFILE_KEY = ["profile"] as const;

export const profileQuery = queryOptions({
  queryKey: PROFILE_KEY,
  queryFn: () => api(P.getProfile).then((r) => r.profile),
});

export const useProfile = () => useQuery(profileQuery);

export function useUpdateProfile() {
  const client = useQueryClient();
  return useApiMutation({
    mutationFn: (input: UpdateProfileInput) => api(P.updateProfile, { body: input }).then((r) => r.profile),
    failure: "profile.toast.updateFailed",
    onSuccess: (profile) => {
      client.setQueryData(PROFILE_KEY, profile);
      void client.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}

export function useUploadAvatar() {
  const client = useQueryClient();
  return useApiMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append("file", file);
      return uploadAvatar(body);
    },
    failure: (err) => (isPhotoRefused(err) ? "profile.toast.photoRefused" : "profile.toast.uploadFailed"),
    onSuccess: (profile) => {
      client.setQueryData(PROFILE_KEY, profile);
      void client.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}

export function useRemoveAvatar() {
  const client = useQueryClient();
  return useApiMutation({
    mutationFn: () => api(P.removeAvatar).then((r) => r.profile),
    failure: "profile.toast.removeFailed",
    onSuccess: (profile) => {
      client.setQueryData(PROFILE_KEY, profile);
      // the shell's avatar changes at once, before /api/me is read again (the LinkedIn picture is gone too)
      client.setQueryData<Me>(
        ME_QUERY_KEY,
        (me) =>
          me && {
            ...me,
            avatarUrl: null,
            linkedinIdentity: me.linkedinIdentity && { ...me.linkedinIdentity, picture: null },
          },
      );
      void client.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}

/** The server refused the photo itself (not an image, too large): retrying will not help, another photo will. */
export const isPhotoRefused = (err: unknown) => err instanceof ApiError && [400, 413, 415].includes(err.status);

/** Multipart upload (the browser sets the boundary, so not through apiFetch's JSON content type). */
async function uploadAvatar(body: FormData): Promise<Profile> {
  const res = await fetch(P.uploadAvatar.path, {
    method: "POST",
    body,
    credentials: "same-origin",
    headers: { accept: "application/json" },
  });
  const json = (await res.json().catch(() => undefined)) as
    { profile?: Profile; error?: { code?: string; message?: string } } | undefined;
  if (!res.ok || !json?.profile) {
    // A proxy's own 413 page has no JSON body: it still means the image is too large.
    const code = json?.error?.code ?? (res.status === 413 ? PROFILE_CODES.avatarTooLarge : `HTTP_${res.status}`);
    throw new ApiError(res.status, code, json?.error?.message ?? res.statusText);
  }
  return json.profile;
}
