import { defineEndpoint } from "../endpoint";
import { brandKitResponseSchema, putBrandKitSchema } from "./brand-kit";
import { makeCarouselEventSchema, makeCarouselSchema } from "./make";
import { CAROUSEL_PATHS as P } from "./paths";
import {
  carouselExportParamsSchema,
  carouselExportResponseSchema,
  createCarouselExportSchema,
  carouselPageSchema,
  carouselParamsSchema,
  carouselResponseSchema,
  createCarouselSchema,
  listCarouselsQuerySchema,
  updateCarouselSchema,
} from "./schemas";

const tags = ["Carousels"];

export const listCarousels = defineEndpoint({
  ...P.listCarousels,
  tags,
  access: "member",
  summary: "The workspace's carousels, most recently changed first (?trash=true: the trash)",
  query: listCarouselsQuerySchema,
  responses: { 200: { description: "A page of carousels", json: carouselPageSchema } },
  errors: [400, 401],
});

export const createCarousel = defineEndpoint({
  ...P.createCarousel,
  tags,
  access: { permission: "post.write" },
  summary: "Make a carousel from its design (2-20 slides)",
  body: createCarouselSchema,
  responses: { 201: { description: "The carousel", json: carouselResponseSchema } },
  errors: [400, 401],
});

export const getCarousel = defineEndpoint({
  ...P.getCarousel,
  tags,
  access: "member",
  summary: "One carousel of the workspace (also from the trash)",
  params: carouselParamsSchema,
  responses: { 200: { description: "The carousel", json: carouselResponseSchema } },
  errors: [401, 404],
});

export const updateCarousel = defineEndpoint({
  ...P.updateCarousel,
  tags,
  access: { permission: "post.write" },
  summary: "Change a carousel; 409 VERSION_CONFLICT when it changed since the given version",
  params: carouselParamsSchema,
  body: updateCarouselSchema,
  responses: { 200: { description: "The carousel", json: carouselResponseSchema } },
  errors: [400, 401, 404, 409],
});

export const deleteCarousel = defineEndpoint({
  ...P.deleteCarousel,
  tags,
  access: { permission: "post.write" },
  summary: "Move a carousel to the trash (restorable for 30 days)",
  params: carouselParamsSchema,
  responses: { 200: { description: "The deleted carousel", json: carouselResponseSchema } },
  errors: [401, 404],
});

export const restoreCarousel = defineEndpoint({
  ...P.restoreCarousel,
  tags,
  access: { permission: "post.write" },
  summary: "Take a carousel out of the trash",
  params: carouselParamsSchema,
  responses: { 200: { description: "The restored carousel", json: carouselResponseSchema } },
  errors: [401, 404],
});

export const duplicateCarousel = defineEndpoint({
  ...P.duplicateCarousel,
  tags,
  access: { permission: "post.write" },
  summary: "A copy of a carousel, named as a copy",
  params: carouselParamsSchema,
  responses: { 201: { description: "The copy", json: carouselResponseSchema } },
  errors: [401, 404],
});

export const createCarouselExport = defineEndpoint({
  ...P.createCarouselExport,
  tags,
  access: { permission: "post.write" },
  summary: "Print the carousel to a PDF in the Library (a background job: poll the export until done or failed)",
  params: carouselParamsSchema,
  body: createCarouselExportSchema,
  responses: { 202: { description: "The export, queued", json: carouselExportResponseSchema } },
  errors: [400, 401, 404, 409],
});

export const getCarouselExport = defineEndpoint({
  ...P.getCarouselExport,
  tags,
  access: "member",
  summary: "Where an export stands: queued, rendering, done (with its Library document) or failed (with why)",
  params: carouselExportParamsSchema,
  responses: { 200: { description: "The export", json: carouselExportResponseSchema } },
  errors: [401, 404],
});

export const getBrandKit = defineEndpoint({
  ...P.getBrandKit,
  tags,
  access: "member",
  summary: "The workspace's brand kit (the defaults, version 0, until first saved) with its contrast ratios",
  responses: { 200: { description: "The brand kit", json: brandKitResponseSchema } },
  errors: [401],
});

export const putBrandKit = defineEndpoint({
  ...P.putBrandKit,
  tags,
  access: { permission: "post.write" },
  summary:
    "Save the brand kit; 400 when its colours contrast too little (TEXT_CONTRAST_LOW, ACCENT_CONTRAST_LOW) or an image is not the Library's, 409 VERSION_CONFLICT when saved elsewhere since",
  body: putBrandKitSchema,
  responses: { 200: { description: "The brand kit as saved", json: brandKitResponseSchema } },
  errors: [400, 401, 409],
});

export const makeCarousel = defineEndpoint({
  ...P.makeCarousel,
  tags,
  access: { permission: "post.write" },
  summary:
    "Make a carousel from a post, a note, a pillar or a topic, in the workspace's brand kit, streamed as its slides are written (404 for another workspace's post, note or pillar)",
  body: makeCarouselSchema,
  responses: {
    200: {
      description: "One event per line (start, slide..., done | error)",
      stream: "ndjson",
      event: makeCarouselEventSchema,
    },
  },
  errors: [400, 401, 404, 409, 429],
});
