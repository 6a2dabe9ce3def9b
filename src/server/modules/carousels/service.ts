import type { Actor } from "../../lib/actor";
import {
  designImageIds,
  carouselDesignSchema,
  carouselExportSchema,
  CAROUSEL_NAME_MAX,
  CAROUSEL_TITLE_MAX,
  type Carousel,
  type CarouselDesign,
  type CarouselExport,
  type CreateCarouselExportInput,
  type CreateCarouselInput,
  type ListCarouselsQuery,
  type UpdateCarouselInput,
} from "../../../contracts/carousels/schemas";
import { isUuidShaped } from "../../../contracts/ids";
import { withUser, type Database } from "../../db/client";
import type { JobQueue } from "../../jobs/job-queue";
import { AppError } from "../../lib/errors";
import { checkPillar } from "../posts/service";
import * as q from "./queries";

export function toCarousel(row: q.CarouselRow): Carousel {
  // stored through the schema on every write; read back through it too, so a row never answers another shape
  const design = carouselDesignSchema.parse(row.design);
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    createdBy: row.createdBy,
    name: row.name,
    pillarId: row.pillarId,
    design,
    slideCount: design.slides.length,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: row.deletedAt ? row.deletedAt.toISOString() : null,
  };
}

const notFound = () => new AppError({ code: "NOT_FOUND", message: "Carousel not found" });

function toExport(row: q.CarouselExportRow): CarouselExport {
  return carouselExportSchema.parse({
    id: row.id,
    carouselId: row.carouselId,
    carouselVersion: row.carouselVersion,
    title: row.title,
    status: row.status,
    error: row.error,
    mediaId: row.mediaId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });
}

/** A PDF's default title: the cover's title, else the carousel's name (LinkedIn shows it above the document). */
export function defaultTitle(name: string, design: CarouselDesign): string {
  const cover = design.slides.find((s) => s.layout === "cover");
  const title = (cover?.layout === "cover" ? cover.title : "").trim() || name;
  return title.replace(/\s+/g, " ").slice(0, CAROUSEL_TITLE_MAX);
}

/** A design's images must be images of the workspace's Library (another workspace's, a PDF or a deleted one: 400). */
async function checkImages(db: Parameters<typeof q.libraryImageIds>[0], design: CarouselDesign | undefined) {
  if (!design) return;
  const ids = designImageIds(design);
  const found = await q.libraryImageIds(db, ids);
  if (ids.some((id) => !found.has(id)))
    throw new AppError({
      code: "MEDIA_NOT_FOUND",
      message: "A slide's image is not an image of this workspace's Library",
    });
}

/** "Name (copy)", kept within the name's limit. */
export function copyName(name: string): string {
  const suffix = " (copy)";
  return name.length + suffix.length <= CAROUSEL_NAME_MAX
    ? name + suffix
    : name.slice(0, CAROUSEL_NAME_MAX - suffix.length) + suffix;
}

/** Carousels of the request's workspace (withUser sets it; row-level security enforces it). */
export function carouselService({ database, jobs }: { database: Database; jobs: JobQueue | null }) {
  const read = <T>(actor: Actor, fn: Parameters<typeof withUser<T>>[2]) =>
    withUser(database, actor, fn, { readOnly: true });
  return {
    async list(actor: Actor, query: ListCarouselsQuery) {
      const { rows, total } = await read(actor, (db) =>
        q.listCarousels(db, {
          trash: query.trash ?? false,
          name: query.q || undefined,
          limit: query.limit,
          offset: query.offset,
        }),
      );
      return { items: rows.map(toCarousel), total, limit: query.limit, offset: query.offset };
    },

    async get(actor: Actor, id: string): Promise<Carousel> {
      if (!isUuidShaped(id)) throw notFound();
      const row = await read(actor, (db) => q.findCarousel(db, id));
      if (!row) throw notFound();
      return toCarousel(row);
    },

    async create(actor: Actor, input: CreateCarouselInput): Promise<Carousel> {
      return withUser(database, actor, async (db) => {
        await checkPillar(db, actor.userId, input.pillarId);
        await checkImages(db, input.design);
        return toCarousel(
          await q.insertCarousel(db, { name: input.name, pillarId: input.pillarId ?? null, design: input.design }),
        );
      });
    },

    async update(actor: Actor, id: string, input: UpdateCarouselInput): Promise<Carousel> {
      if (!isUuidShaped(id)) throw notFound();
      return withUser(database, actor, async (db) => {
        await checkPillar(db, actor.userId, input.pillarId);
        await checkImages(db, input.design);
        const { version, ...change } = input;
        const row = await q.updateCarousel(db, id, version, change);
        if (row) return toCarousel(row);
        const current = await q.findCarousel(db, id);
        if (!current || current.deletedAt) throw notFound();
        throw new AppError({ code: "VERSION_CONFLICT" });
      });
    },

    async remove(actor: Actor, id: string): Promise<Carousel> {
      if (!isUuidShaped(id)) throw notFound();
      const row = await withUser(database, actor, (db) => q.setCarouselDeleted(db, id, true));
      if (!row) throw notFound();
      return toCarousel(row);
    },

    async restore(actor: Actor, id: string): Promise<Carousel> {
      if (!isUuidShaped(id)) throw notFound();
      const row = await withUser(database, actor, (db) => q.setCarouselDeleted(db, id, false));
      if (!row) throw notFound();
      return toCarousel(row);
    },

    async duplicate(actor: Actor, id: string): Promise<Carousel> {
      if (!isUuidShaped(id)) throw notFound();
      return withUser(database, actor, async (db) => {
        const source = await q.findCarousel(db, id);
        if (!source || source.deletedAt) throw notFound();
        return toCarousel(
          await q.insertCarousel(db, { name: copyName(source.name), pillarId: source.pillarId, design: source.design }),
        );
      });
    },

    /** Queues the carousel's PDF at the version the user sees (409 if it has changed since): its design is kept. */
    async createExport(actor: Actor, id: string, input: CreateCarouselExportInput): Promise<CarouselExport> {
      if (!isUuidShaped(id)) throw notFound();
      const row = await withUser(database, actor, async (db) => {
        const carousel = await q.findCarousel(db, id);
        if (!carousel || carousel.deletedAt) throw notFound();
        if (carousel.version !== input.version) throw new AppError({ code: "VERSION_CONFLICT" });
        const design = carouselDesignSchema.parse(carousel.design);
        return q.insertExport(db, {
          carouselId: carousel.id,
          carouselVersion: carousel.version,
          design,
          title: input.title || defaultTitle(carousel.name, design),
          lang: input.lang,
        });
      });
      await jobs?.send(
        "carousels.export",
        { exportId: row.id, userId: actor.userId, workspaceId: row.workspaceId },
        { singletonKey: row.id },
      );
      return toExport(row);
    },

    async getExport(actor: Actor, id: string, exportId: string): Promise<CarouselExport> {
      if (!isUuidShaped(id) || !isUuidShaped(exportId)) throw notFound();
      const row = await read(actor, (db) => q.findExport(db, id, exportId));
      if (!row) throw new AppError({ code: "NOT_FOUND", message: "Export not found" });
      return toExport(row);
    },
  };
}

export type CarouselService = ReturnType<typeof carouselService>;
