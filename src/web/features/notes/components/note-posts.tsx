import { Link } from "@tanstack/react-router";
import { useTranslation } from "@/lib/i18n/use-translation";

/** "Used in: post 1, post 2": the posts made from a note, each a link to its editor; nothing when there are none. */
export function NotePosts({ postIds }: { postIds: string[] }) {
  const { t } = useTranslation();
  if (!postIds.length) return null;
  return (
    <p className="text-xs text-muted-foreground">
      {t("notes.card.usedIn", { count: postIds.length })}{" "}
      {postIds.map((id, i) => (
        <Link key={id} to="/editor/$postId" params={{ postId: id }} className="underline underline-offset-2">
          {t("notes.card.postN", { n: i + 1 })}
        </Link>
      ))}
    </p>
  );
}
