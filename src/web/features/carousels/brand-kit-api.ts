import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PutBrandKitInput } from "@contracts/carousels/brand-kit";
import { CAROUSEL_PATHS as P } from "@contracts/carousels/paths";
import { MEDIA_PATHS } from "@contracts/media/paths";
import { api } from "@/lib/api/api-client";
import { useApiMutation } from "@/lib/api/api-mutation";

export const brandKitQuery = queryOptions({
  queryKey: ["brand-kit"] as const,
  queryFn: () => api(P.getBrandKit, {}),
});

export const useBrandKit = () => useQuery(brandKitQuery);

export function useSaveBrandKit() {
  const client = useQueryClient();
  return useApiMutation({
    mutationFn: (body: PutBrandKitInput) => api(P.putBrandKit, { body }),
    failure: "settings.brandKit.saveFailed",
    onSuccess: (answer) => client.setQueryData(brandKitQuery.queryKey, answer),
  });
}

/** The Library's images the logo and the headshot are picked from (the newest 100). */
export const libraryImagesQuery = queryOptions({
  queryKey: ["brand-kit", "images"] as const,
  queryFn: () => api(MEDIA_PATHS.listMedia, { query: { kind: "image", limit: 100, offset: 0 } }),
});
export const useLibraryImages = () => useQuery(libraryImagesQuery);
