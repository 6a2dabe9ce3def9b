import { useTranslation } from "@/lib/i18n/use-translation";
import type { Conflict } from "@/lib/autosave/autosave";
import { Button } from "@/components/ui/button";
import type { PostDraft } from "../post-draft";

/**
 * Two tabs or devices changed the post: both texts side by side until the writer decides. Nothing is lost:
 * "Keep both" puts the other text under this one.
 */
export function ConflictPanel({
  conflict,
  onResolve,
}: {
  conflict: Conflict<PostDraft>;
  onResolve: (choice: "mine" | "theirs" | { both: PostDraft }) => void;
}) {
  const { t } = useTranslation();
  const { mine, theirs } = conflict;
  const both: PostDraft = {
    ...mine,
    body: [mine.body, theirs.value.body].filter(Boolean).join("\n\n"),
    firstComment: [mine.firstComment, theirs.value.firstComment].filter(Boolean).join("\n\n"),
  };
  return (
    <section
      aria-labelledby="conflict-title"
      className="flex flex-col gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4"
    >
      <h2 id="conflict-title" className="text-sm font-semibold">
        {t("editor.conflict.title")}
      </h2>
      <p className="text-sm text-muted-foreground">{t("editor.conflict.description")}</p>
      <div className="grid gap-3 md:grid-cols-2">
        {[
          { label: t("editor.conflict.mine"), text: mine.body },
          { label: t("editor.conflict.theirs"), text: theirs.value.body },
        ].map((side) => (
          <figure key={side.label} className="flex min-w-0 flex-col gap-1">
            <figcaption className="text-xs font-medium">{side.label}</figcaption>
            <pre className="max-h-48 overflow-auto rounded-md border bg-background p-2 font-sans text-sm whitespace-pre-wrap">
              {side.text || t("editor.conflict.empty")}
            </pre>
          </figure>
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => onResolve("mine")}>
          {t("editor.conflict.keepMine")}
        </Button>
        <Button size="sm" variant="outline" onClick={() => onResolve("theirs")}>
          {t("editor.conflict.keepTheirs")}
        </Button>
        <Button size="sm" variant="outline" onClick={() => onResolve({ both })}>
          {t("editor.conflict.keepBoth")}
        </Button>
      </div>
    </section>
  );
}
