import { useState } from "react";
import { useTranslation } from "@/lib/i18n/use-translation";
import type { LibraryMedia, MediaKind } from "@contracts/media/schemas";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Spinner } from "@/components/ui/spinner";
import { FilterBar } from "@/components/filters/filter-bar";
import { FacetSelect } from "@/components/filters/filter-fields";
import { MEDIA_PATHS } from "@contracts/media/paths";
import { api, type ApiError } from "@/lib/api/api-client";
import { apiErrorText } from "@/lib/api/api-error-text";
import { useCan } from "@/entities/profile/use-can";
import { useDeleteMedia, useMediaList, useUploads } from "../api";
import { MediaCard } from "./media-card";
import { StorageUsage } from "./storage-usage";
import { UploadBlock } from "./upload-block";

/**
 * The Library's Media tab: upload (drop or choose), the files as thumbnails, where each is used, delete. A role that
 * may not change the Library (media.write: reviewer, client) sees the files, told who uploads them, with no drop
 * zone and no Delete (the server refuses both: 403).
 */
export function MediaLibrary() {
  const { t } = useTranslation();
  const mayWrite = useCan("media.write");
  const [kind, setKind] = useState<MediaKind | "">("");
  const list = useMediaList(kind);
  const uploads = useUploads();
  const remove = useDeleteMedia();
  const [confirming, setConfirming] = useState<LibraryMedia | null>(null);
  const items = list.items;

  const onDelete = (media: LibraryMedia) => {
    // a file in use is deleted only once the writer has seen where it goes away from
    if (media.usedIn.length) return setConfirming(media);
    remove.mutate(
      { id: media.id, force: false },
      {
        // used by a post since the list was read: ask, with where it is used now
        onError: (err) => {
          if ((err as ApiError).code !== "MEDIA_IN_USE") return;
          void api(MEDIA_PATHS.getMedia, { params: { id: media.id } }).then((r) => setConfirming(r.media));
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <UploadBlock mayUpload={mayWrite} uploads={uploads} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <FilterBar
          className="flex flex-wrap items-end gap-3"
          canClear={kind !== ""}
          onClear={() => setKind("")}
          clearLabel={t("library.filters.clear")}
        >
          <FacetSelect<MediaKind>
            id="media-kind"
            label={t("media.kind.label")}
            value={kind}
            onChange={setKind}
            options={[
              { value: "image", label: t("media.kind.image") },
              { value: "pdf", label: t("media.kind.pdf") },
            ]}
            anyLabel={t("media.kind.any")}
          />
        </FilterBar>
        <div className="flex flex-col items-start gap-1.5 sm:items-end">
          <span className="text-xs text-muted-foreground" role="status">
            {list.total === undefined ? null : t("media.count", { count: list.total })}
          </span>
          <StorageUsage />
        </div>
      </div>
      {list.isPending ? (
        <div role="status" className="flex flex-col items-center gap-3 py-16 text-sm text-muted-foreground">
          <Spinner className="size-6" />
          {t("media.loading")}
        </div>
      ) : list.isError ? (
        <div role="alert" className="flex flex-col items-center gap-3 py-16 text-center text-sm">
          <p>{apiErrorText(list.error, t)}</p>
          <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
            {t("media.retry")}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <p className="py-16 text-center text-sm text-muted-foreground">{t(kind ? "media.noMatch" : "media.empty")}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
          {items.map((media) => (
            <MediaCard key={media.id} media={media} onDelete={mayWrite ? () => onDelete(media) : undefined} />
          ))}
        </ul>
      )}
      {list.hasNextPage ? (
        <Button variant="outline" className="self-center" onClick={list.more} busy={list.isFetchingNextPage}>
          {t("library.more")}
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t("media.confirmDelete.title")}
        description={
          confirming
            ? t("media.confirmDelete.description", { name: confirming.name, count: confirming.usedIn.length })
            : ""
        }
        confirmLabel={t("media.confirmDelete.confirm")}
        cancelLabel={t("media.confirmDelete.cancel")}
        destructive
        pending={remove.isPending}
        onConfirm={() => {
          if (!confirming) return;
          remove.mutate({ id: confirming.id, force: true }, { onSettled: () => setConfirming(null) });
        }}
      />
    </div>
  );
}
