import { POST_STATUSES, type PostStatus } from "@contracts/posts/rules";
import { selectClass } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useTranslation } from "@/lib/i18n/use-translation";

/** The status filter of the post lists: any status (the empty value) or one of them. */
export function StatusSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: PostStatus | "";
  onChange: (value: PostStatus | "") => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{t("library.filters.status")}</Label>
      <select
        id={id}
        className={selectClass}
        value={value}
        onChange={(e) => onChange(e.target.value as PostStatus | "")}
      >
        <option value="">{t("library.filters.any")}</option>
        {POST_STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(`posts.status.${s}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
