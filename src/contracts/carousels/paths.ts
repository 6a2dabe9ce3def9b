/** Carousel endpoints' methods and paths (zod-free; definitions in ./endpoints). */
export const CAROUSEL_PATHS = {
  listCarousels: { method: "get", path: "/api/carousels" },
  createCarousel: { method: "post", path: "/api/carousels" },
  getCarousel: { method: "get", path: "/api/carousels/{id}" },
  updateCarousel: { method: "patch", path: "/api/carousels/{id}" },
  deleteCarousel: { method: "delete", path: "/api/carousels/{id}" },
  restoreCarousel: { method: "post", path: "/api/carousels/{id}/restore" },
  duplicateCarousel: { method: "post", path: "/api/carousels/{id}/duplicate" },
  createCarouselExport: { method: "post", path: "/api/carousels/{id}/exports" },
  getCarouselExport: { method: "get", path: "/api/carousels/{id}/exports/{exportId}" },
  makeCarousel: { method: "post", path: "/api/carousels/make" },
  getBrandKit: { method: "get", path: "/api/brand-kit" },
  putBrandKit: { method: "put", path: "/api/brand-kit" },
} as const;
