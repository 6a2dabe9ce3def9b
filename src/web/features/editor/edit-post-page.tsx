import { Link } from "@tanstack/react-router";
import { useTranslation } from "@/lib/i18n/use-translation";
import { Page } from "@/components/layout/page";
import { buttonVariants } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorStatus } from "@/lib/api/http-failure";
import { usePost } from "@/entities/posts/api";
import { PostEditor } from "./post-editor";
import { refuseServerRender } from "@/lib/app/server-refusal";

/** Loads the post, then the editor (keyed by post: another post gets a fresh autosave). */
export function EditPostPage({ postId }: { postId: string }) {
  const { t } = useTranslation();
  const post = usePost(postId);
  // the server's render without the post (the API answers this user 404, retried): no markup, rather than a spinner
  if (typeof document === "undefined" && post.isPending) refuseServerRender("the post is not in the page's data");
  if (post.data && !post.data.deletedAt) return <PostEditor key={post.data.id} post={post.data} />;
  if (post.isPending)
    return (
      <Page title={t("editor.title")}>
        <div role="status" className="flex flex-col items-center gap-3 py-20 text-sm text-muted-foreground">
          <Spinner className="size-6" />
          {t("editor.loading")}
        </div>
      </Page>
    );
  const gone = post.data?.deletedAt || errorStatus(post.error) === 404;
  return (
    <Page title={t("editor.title")}>
      <div className="flex flex-col items-center gap-4 py-20 text-center">
        <p className="text-sm text-muted-foreground">{t(gone ? "editor.notFound" : "editor.loadFailed")}</p>
        <Link to="/editor" className={buttonVariants({ variant: "outline" })}>
          {t("editor.newPost")}
        </Link>
      </div>
    </Page>
  );
}
