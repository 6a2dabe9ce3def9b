import { and, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { UserDb } from "../../db/client";
import { inWorkspace } from "../../db/current-workspace";
import { carouselExports, carousels, media } from "../../db/schema";

export type CarouselRow = typeof carousels.$inferSelect;

export interface CarouselListFilter {
  trash: boolean;
  /** Part of the name (case and accents ignored). */
  name?: string;
  limit: number;
  offset: number;
}

const liveOrTrash = (trash: boolean) => (trash ? isNotNull(carousels.deletedAt) : isNull(carousels.deletedAt));

export async function listCarousels(
  db: UserDb,
  f: CarouselListFilter,
): Promise<{ rows: CarouselRow[]; total: number }> {
  const where: SQL[] = [inWorkspace(carousels.workspaceId), liveOrTrash(f.trash)];
  if (f.name) {
    const pattern = `%${f.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`lower(unaccent(${carousels.name})) LIKE lower(unaccent(${pattern}))`);
  }
  const rows = await db
    .select()
    .from(carousels)
    .where(and(...where))
    .orderBy(f.trash ? desc(carousels.deletedAt) : desc(carousels.updatedAt), desc(carousels.id))
    .limit(f.limit)
    .offset(f.offset);
  if (rows.length < f.limit && (rows.length > 0 || f.offset === 0)) return { rows, total: f.offset + rows.length };
  const [count] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(carousels)
    .where(and(...where));
  return { rows, total: count?.total ?? 0 };
}

export async function findCarousel(db: UserDb, id: string): Promise<CarouselRow | undefined> {
  const [row] = await db
    .select()
    .from(carousels)
    .where(and(inWorkspace(carousels.workspaceId), eq(carousels.id, id)));
  return row;
}

export interface CarouselValues {
  name?: string;
  pillarId?: string | null;
  design?: unknown;
}

export async function insertCarousel(db: UserDb, values: CarouselValues & { name: string; design: unknown }) {
  const [row] = await db.insert(carousels).values(values).returning();
  return row!;
}

/** Writes the change if the carousel is at `version` and not in the trash; undefined otherwise. */
export async function updateCarousel(db: UserDb, id: string, version: number, change: CarouselValues) {
  const [row] = await db
    .update(carousels)
    .set({ ...change, version: sql`${carousels.version} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        inWorkspace(carousels.workspaceId),
        eq(carousels.id, id),
        eq(carousels.version, version),
        isNull(carousels.deletedAt),
      ),
    )
    .returning();
  return row;
}

export async function setCarouselDeleted(db: UserDb, id: string, deleted: boolean) {
  const [row] = await db
    .update(carousels)
    .set({ deletedAt: deleted ? sql`now()` : null, version: sql`${carousels.version} + 1`, updatedAt: sql`now()` })
    .where(and(inWorkspace(carousels.workspaceId), eq(carousels.id, id), liveOrTrash(!deleted)))
    .returning();
  return row;
}

export type CarouselExportRow = typeof carouselExports.$inferSelect;

export async function insertExport(
  db: UserDb,
  values: { carouselId: string; carouselVersion: number; design: unknown; title: string; lang: string },
): Promise<CarouselExportRow> {
  const [row] = await db.insert(carouselExports).values(values).returning();
  return row!;
}

export async function findExport(db: UserDb, carouselId: string, exportId: string) {
  const [row] = await db
    .select()
    .from(carouselExports)
    .where(
      and(
        inWorkspace(carouselExports.workspaceId),
        eq(carouselExports.id, exportId),
        eq(carouselExports.carouselId, carouselId),
      ),
    );
  return row;
}

/** Takes an export to print: queued, or rendering when a dead worker left it so; undefined when done, failed or gone. */
export async function claimExport(db: UserDb, exportId: string) {
  const [row] = await db
    .update(carouselExports)
    .set({ status: "rendering", updatedAt: sql`now()` })
    .where(
      and(
        inWorkspace(carouselExports.workspaceId),
        eq(carouselExports.id, exportId),
        sql`${carouselExports.status} IN ('queued', 'rendering')`,
      ),
    )
    .returning();
  return row;
}

export async function finishExport(
  db: UserDb,
  exportId: string,
  outcome: { status: "done"; mediaId: string } | { status: "failed"; error: string },
) {
  const [row] = await db
    .update(carouselExports)
    .set({
      status: outcome.status,
      mediaId: outcome.status === "done" ? outcome.mediaId : null,
      error: outcome.status === "failed" ? outcome.error : null,
      updatedAt: sql`now()`,
    })
    .where(and(inWorkspace(carouselExports.workspaceId), eq(carouselExports.id, exportId)))
    .returning();
  return row;
}

/** Which of `ids` are images of the workspace's Library. */
export async function libraryImageIds(db: UserDb, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: media.id })
    .from(media)
    .where(and(inWorkspace(media.workspaceId), inArray(media.id, ids), eq(media.kind, "image")));
  return new Set(rows.map((r) => r.id));
}
