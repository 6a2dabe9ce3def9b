import { keepPreviousData, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Carousel, CarouselDesign, CreateCarouselInput } from "@contracts/carousels/schemas";
import { CAROUSEL_PATHS as P } from "@contracts/carousels/paths";
import { carouselsListQuery } from "@shared/carousel/list-query";
import { api } from "@/lib/api/api-client";
import { useApiMutation } from "@/lib/api/api-mutation";

export const CAROUSEL_KEYS = {
  all: ["carousels"] as const,
  list: (trash: boolean, q: string) => ["carousels", "list", trash, q] as const,
  one: (id: string) => ["carousels", "one", id] as const,
};

/** What the editor autosaves: the name, the pillar and the design, saved together at one version. */
export interface CarouselDraft {
  name: string;
  design: CarouselDesign;
  /** A local copy kept before carousels had a pillar here has none: the saved one stays. */
  pillarId?: string | null;
}

export const carouselsQuery = (trash: boolean, q: string) =>
  queryOptions({
    queryKey: CAROUSEL_KEYS.list(trash, q),
    queryFn: () => api(P.listCarousels, { query: carouselsListQuery(trash, q) }),
    refetchOnWindowFocus: false,
    // a new search keeps the list on screen while it loads; never across the trash switch (wrong buttons)
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === trash ? keepPreviousData(previous) : undefined,
  });

export const useCarousels = (trash: boolean, q: string) => useQuery(carouselsQuery(trash, q));

export const carouselQuery = (id: string) =>
  queryOptions({
    queryKey: CAROUSEL_KEYS.one(id),
    queryFn: () => getCarousel(id),
    refetchOnWindowFocus: false,
  });

export const useCarousel = (id: string) => useQuery(carouselQuery(id));

export const getCarousel = (id: string) => api(P.getCarousel, { params: { id } }).then((r) => r.carousel);

export const saveCarousel = (id: string, draft: CarouselDraft, version: number) =>
  api(P.updateCarousel, {
    params: { id },
    body: {
      version,
      name: draft.name,
      design: draft.design,
      ...(draft.pillarId === undefined ? {} : { pillarId: draft.pillarId }),
    },
  }).then((r) => r.carousel);

function useInvalidateLists() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [...CAROUSEL_KEYS.all, "list"] });
}

export function useCreateCarousel() {
  const invalidate = useInvalidateLists();
  return useApiMutation({
    mutationFn: (input: CreateCarouselInput) => api(P.createCarousel, { body: input }).then((r) => r.carousel),
    failure: "carousels.toast.createFailed",
    onSuccess: () => void invalidate(),
  });
}

export function useDuplicateCarousel() {
  const invalidate = useInvalidateLists();
  return useApiMutation({
    mutationFn: (id: string) => api(P.duplicateCarousel, { params: { id } }).then((r) => r.carousel),
    failure: "carousels.toast.duplicateFailed",
    onSuccess: () => void invalidate(),
  });
}

export function useDeleteCarousel() {
  const invalidate = useInvalidateLists();
  return useApiMutation({
    mutationFn: (id: string) => api(P.deleteCarousel, { params: { id } }).then((r) => r.carousel),
    failure: "carousels.toast.deleteFailed",
    onSuccess: () => void invalidate(),
  });
}

export function useRestoreCarousel() {
  const invalidate = useInvalidateLists();
  return useApiMutation({
    mutationFn: (id: string) => api(P.restoreCarousel, { params: { id } }).then((r) => r.carousel),
    failure: "carousels.toast.restoreFailed",
    onSuccess: () => void invalidate(),
  });
}

/** Puts a saved carousel in the cache (the editor's answer to a save), so the list shows it without a request. */
export function useRememberCarousel() {
  const client = useQueryClient();
  return (carousel: Carousel) => {
    client.setQueryData(CAROUSEL_KEYS.one(carousel.id), carousel);
    void client.invalidateQueries({ queryKey: [...CAROUSEL_KEYS.all, "list"], refetchType: "none" });
  };
}

export const startExport = (id: string, version: number, lang: "en" | "fr") =>
  api(P.createCarouselExport, { params: { id }, body: { version, lang } }).then((r) => r.export);

export const readExport = (id: string, exportId: string) =>
  api(P.getCarouselExport, { params: { id, exportId } }).then((r) => r.export);
