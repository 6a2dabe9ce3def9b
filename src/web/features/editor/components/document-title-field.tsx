import { useTranslation } from "@/lib/i18n/use-translation";
import { defaultDocumentTitle, POST_STORAGE_LIMITS } from "@contracts/posts/rules";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useDraftField, type DraftStore } from "../draft-store";

/**
 * A PDF post's title, which LinkedIn shows over the document: empty, the file's name without its extension stands
 * in (shown as the placeholder).
 */
export function DocumentTitleField({ draft, fileName }: { draft: DraftStore; fileName: string }) {
  const { t } = useTranslation();
  const title = useDraftField(draft, (d) => d.documentTitle ?? "");
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor="post-document-title">{t("editor.form.documentTitle")}</Label>
      <Input
        id="post-document-title"
        value={title}
        onChange={(e) => draft.edit({ ...draft.value, documentTitle: e.target.value || null })}
        maxLength={POST_STORAGE_LIMITS.documentTitleMax}
        placeholder={defaultDocumentTitle(fileName)}
        aria-describedby="post-document-title-hint"
      />
      <p id="post-document-title-hint" className="text-xs text-muted-foreground">
        {t("editor.form.documentTitleHint")}
      </p>
    </div>
  );
}
