import { useQuery, useQueryClient } from "@tanstack/react-query";
import { INSPIRATION_PATHS as P } from "@contracts/inspirations/paths";
import { favouritesQuery } from "@/entities/inspirations/favourites";
import { api } from "@/lib/api/api-client";
import { useApiMutation } from "@/lib/api/api-mutation";

const EMPTY: string[] = [];

/** The workspace's favourite pattern ids, latest marked first. */
export function useFavourites(): string[] {
  const { data } = useQuery(favouritesQuery);
  return data ?? EMPTY;
}

/** Marks or unmarks one pattern; the answer is the new list. */
export function useToggleFavourite() {
  const client = useQueryClient();
  return useApiMutation({
    mutationFn: ({ patternId, favourite }: { patternId: string; favourite: boolean }) =>
      api(favourite ? P.addInspirationFavourite : P.removeInspirationFavourite, { params: { patternId } }).then(
        (r) => r.favourites,
      ),
    onSuccess: (favourites) => client.setQueryData(favouritesQuery.queryKey, favourites),
    failure: "inspirations.toast.favouriteFailed",
  });
}
