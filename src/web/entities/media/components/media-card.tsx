import { Link } from "@tanstack/react-router";
import { Trash2 } from "lucide-react";
import { useTranslation } from "@/lib/i18n/use-translation";
import { formatBytes } from "@contracts/media/rules";
import type { LibraryMedia } from "@contracts/media/schemas";
import { Button } from "@/components/ui/button";
import { MediaThumbnail } from "./media-thumbnail";

/** One file of the Library: thumbnail, name, size, the posts using it, delete (none without `onDelete`). */
export function MediaCard({ media, onDelete }: { media: LibraryMedia; onDelete?: () => void }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? "en";
  const details =
    media.kind === "pdf"
      ? `${t("media.pages", { count: media.pageCount ?? 0 })} · ${formatBytes(media.sizeBytes, lng)}`
      : `${media.width}\u00a0×\u00a0${media.height} · ${formatBytes(media.sizeBytes, lng)}`;
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border bg-card shadow-xs" data-testid="media-card">
      <a
        href={media.url}
        target="_blank"
        rel="noreferrer"
        className="outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        aria-label={t("media.open", { name: media.name })}
      >
        <MediaThumbnail media={media} className="aspect-[4/3] w-full" />
      </a>
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        <div className="flex items-start gap-2">
          <div className="flex min-w-0 flex-1 flex-col">
            {/* the whole name, wrapped anywhere (file names have long unbroken runs) */}
            <span className="text-sm font-medium [overflow-wrap:anywhere]" title={media.name}>
              {media.name}
            </span>
            <span className="text-xs text-muted-foreground">{details}</span>
          </div>
          {onDelete ? (
            <Button
              variant="ghost"
              size="icon"
              className="-mt-1 -mr-1 shrink-0"
              aria-label={t("media.delete", { name: media.name })}
              onClick={onDelete}
            >
              <Trash2 aria-hidden className="size-4" />
            </Button>
          ) : null}
        </div>
        {media.usedIn.length ? (
          <div className="flex flex-col gap-1 text-xs">
            <span className="text-muted-foreground">{t("media.usedIn", { count: media.usedIn.length })}</span>
            <ul className="flex flex-col gap-0.5">
              {media.usedIn.slice(0, 3).map((use) => (
                <li key={use.id} className="truncate">
                  {use.deletedAt ? (
                    <span className="text-muted-foreground">
                      {use.excerpt || t("library.untitled")} ({t("media.inTrash")})
                    </span>
                  ) : (
                    <Link
                      to="/editor/$postId"
                      params={{ postId: use.id }}
                      className="text-primary underline-offset-2 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                    >
                      {use.excerpt || t("library.untitled")}
                    </Link>
                  )}
                </li>
              ))}
              {media.usedIn.length > 3 ? (
                <li className="text-muted-foreground">{t("media.andMore", { count: media.usedIn.length - 3 })}</li>
              ) : null}
            </ul>
          </div>
        ) : (
          <span className="text-xs text-muted-foreground">{t("media.unused")}</span>
        )}
      </div>
    </li>
  );
}
