import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useTranslation } from "@/lib/i18n/use-translation";

/** A post list's first page on its way. */
export function PostsLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-16 text-sm text-muted-foreground">
      <Spinner className="size-6" />
      {t("library.loading")}
    </div>
  );
}

/** An empty post list: `message` says whether nothing matches the filters or there is nothing yet. */
export function PostsEmpty({ message }: { message: string }) {
  return <p className="py-16 text-center text-sm text-muted-foreground">{message}</p>;
}

/** "Show more": the next page of a paged post list, when there is one. */
export function LoadMorePosts({
  query,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
}) {
  const { t } = useTranslation();
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="outline"
      className="self-center"
      busy={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {t("library.more")}
    </Button>
  );
}
