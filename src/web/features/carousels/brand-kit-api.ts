import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PutBrandKitInput } from "@contracts/carousels/brand-kit";
import { CAROUSEL_PATHS as P } from "@contracts/carousels/paths";
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
