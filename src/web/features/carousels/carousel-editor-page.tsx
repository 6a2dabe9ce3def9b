import { Link } from "@tanstack/react-router";
import { useTranslation } from "@/lib/i18n/use-translation";
import { Page } from "@/components/layout/page";
import { buttonVariants } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorStatus } from "@/lib/api/http-failure";
import { useCarousel } from "./api";
import { CarouselEditor } from "./carousel-editor";

/** Loads the carousel, then its editor (keyed by id: another carousel gets a fresh autosave and history). */
export function CarouselEditorPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const carousel = useCarousel(id);
  if (carousel.data && !carousel.data.deletedAt)
    return <CarouselEditor key={carousel.data.id} carousel={carousel.data} />;
  if (carousel.isPending)
    return (
      <Page title={t("carousels.editorTitle")}>
        <div role="status" className="flex flex-col items-center gap-3 py-20 text-sm text-muted-foreground">
          <Spinner className="size-6" />
          {t("carousels.loading")}
        </div>
      </Page>
    );
  const gone = carousel.data?.deletedAt || errorStatus(carousel.error) === 404;
  return (
    <Page title={t("carousels.editorTitle")}>
      <div className="flex flex-col items-center gap-4 py-20 text-center">
        <p className="text-sm text-muted-foreground">{t(gone ? "carousels.notFound" : "carousels.loadFailed")}</p>
        <Link to="/carousel-editor" className={buttonVariants({ variant: "outline" })}>
          {t("carousels.allCarousels")}
        </Link>
      </div>
    </Page>
  );
}
