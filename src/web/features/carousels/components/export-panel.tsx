import { useNavigate } from "@tanstack/react-router";
import { Download, FileDown, PenLine, RotateCw } from "lucide-react";
import { memo, useEffect, useRef, useState } from "react";
import type { CarouselExport, CarouselExportError } from "@contracts/carousels/schemas";
import { mediaFilePath } from "@contracts/media/paths";
import { toLanguage } from "@contracts/language";
import { useTranslation } from "@/lib/i18n/use-translation";
import type { Autosave } from "@/lib/autosave/autosave";
import { apiErrorText } from "@/lib/api/api-error-text";
import { errorStatus } from "@/lib/api/http-failure";
import { Button, buttonVariants } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useApiMutation } from "@/lib/api/api-mutation";
import { createPost, useRememberPost } from "@/entities/posts/api";
import { readExport, startExport, type CarouselDraft } from "../api";

/** How often a running export is asked where it stands (a PDF usually takes well under a second). */
export const EXPORT_POLL_MS = 800;

/** The Chromium the job needs, as Debian installs it (the printer's own finder looks there first). */
export const INSTALL_CHROMIUM = "sudo apt-get install chromium-headless-shell fonts-noto-color-emoji";

type State =
  | { kind: "idle" }
  | { kind: "running"; status: "saving" | "queued" | "rendering" }
  | { kind: "done"; export: CarouselExport }
  | { kind: "failed"; code: CarouselExportError }
  | { kind: "refused"; message: string };

const fileName = (title: string) => `${title.replace(/[\\/:*?"<>|]+/g, " ").trim() || "carousel"}.pdf`;

function download(exp: CarouselExport) {
  const a = document.createElement("a");
  a.href = mediaFilePath(exp.mediaId!);
  a.download = fileName(exp.title);
  document.body.append(a);
  a.click();
  a.remove();
}

/**
 * "Download PDF": saves what is pending, asks for a PDF of the saved version (a job prints it and files it in the
 * Library), says where it stands while it renders, then downloads it. A failed render says why, and what to do.
 */
export const ExportPanel = memo(function ExportPanel({
  carouselId,
  saver,
}: {
  carouselId: string;
  saver: Autosave<CarouselDraft>;
}) {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<State>({ kind: "idle" });
  const run = useRef(0);
  useEffect(() => () => void (run.current += 1), []);

  const start = async () => {
    const mine = ++run.current;
    const alive = () => run.current === mine;
    setState({ kind: "running", status: "saving" });
    try {
      await saver.flush();
      if (saver.status !== "saved") {
        if (alive()) setState({ kind: "refused", message: t("carousels.export.saveFirst") });
        return;
      }
      let exp = await startExport(carouselId, saver.base.version, toLanguage(i18n.resolvedLanguage));
      while (alive() && (exp.status === "queued" || exp.status === "rendering")) {
        setState({ kind: "running", status: exp.status });
        await new Promise((r) => setTimeout(r, EXPORT_POLL_MS));
        exp = await readExport(carouselId, exp.id);
      }
      if (!alive()) return;
      if (exp.status === "done" && exp.mediaId) {
        setState({ kind: "done", export: exp });
        download(exp);
      } else setState({ kind: "failed", code: exp.error ?? "RENDER_FAILED" });
    } catch (err) {
      if (!alive()) return;
      const stale = errorStatus(err) === 409;
      setState({ kind: "refused", message: stale ? t("carousels.export.stale") : apiErrorText(err, t) });
    }
  };

  const navigate = useNavigate();
  const remember = useRememberPost();
  // the PDF as a new draft's document, under the title LinkedIn shows over it (the cover's, as the export named it)
  const attach = useApiMutation({
    mutationFn: (exp: CarouselExport) =>
      createPost({ status: "draft", mediaIds: [exp.mediaId!], documentTitle: exp.title }),
    failure: "carousels.toast.attachFailed",
    onSuccess: (post) => {
      remember(post);
      void navigate({ to: "/editor/$postId", params: { postId: post.id } });
    },
  });

  const running = state.kind === "running";
  const failed = state.kind === "failed" || state.kind === "refused";
  return (
    <section aria-labelledby="carousel-export-title" className="flex flex-col gap-3 rounded-lg border p-4">
      <h2 id="carousel-export-title" className="text-sm font-semibold">
        {t("carousels.export.title")}
      </h2>
      {/* one button throughout (never disabled: focus stays on it while the PDF renders, and on Retry after) */}
      <Button
        variant={failed ? "outline" : "default"}
        aria-disabled={running || undefined}
        onClick={() => void (running ? undefined : start())}
      >
        {running ? (
          <Spinner className="size-4" />
        ) : failed ? (
          <RotateCw aria-hidden className="size-4" />
        ) : (
          <FileDown aria-hidden className="size-4" />
        )}
        {t(failed ? "carousels.export.retry" : "carousels.export.download")}
      </Button>
      <div role="status" aria-live="polite" className="flex flex-col gap-2 text-sm">
        {running ? (
          <span className="flex items-center gap-2 text-muted-foreground">
            <Spinner className="size-4" />
            {t(`carousels.export.status.${state.status}`)}
          </span>
        ) : state.kind === "done" ? (
          <span className="flex flex-col gap-2">
            <span>{t("carousels.export.done", { title: state.export.title })}</span>
            <a
              href={mediaFilePath(state.export.mediaId!)}
              download={fileName(state.export.title)}
              className={buttonVariants({ variant: "outline", size: "sm", className: "self-start" })}
            >
              <Download aria-hidden className="size-4" />
              {t("carousels.export.again")}
            </a>
            <Button
              variant="outline"
              size="sm"
              className="self-start"
              busy={attach.isPending}
              onClick={() => attach.mutate(state.export)}
            >
              <PenLine aria-hidden className="size-4" />
              {t("carousels.export.attach")}
            </Button>
          </span>
        ) : state.kind === "failed" || state.kind === "refused" ? (
          <span className="flex flex-col gap-2" role="alert">
            <span className="font-medium text-destructive">
              {state.kind === "failed" ? t(`carousels.export.errors.${state.code}`) : state.message}
            </span>
            {state.kind === "failed" && state.code === "RENDERER_MISSING" ? (
              <code className="rounded bg-muted px-2 py-1 font-mono text-xs break-all">{INSTALL_CHROMIUM}</code>
            ) : null}
          </span>
        ) : null}
      </div>
    </section>
  );
});
