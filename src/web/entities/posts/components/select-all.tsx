import { useTranslation } from "@/lib/i18n/use-translation";

/** "Select all" for the posts a list shows, or how many are selected. */
export function SelectAllBox({
  ids,
  selected,
  onReplace,
}: {
  ids: readonly string[];
  selected: ReadonlySet<string>;
  onReplace: (ids: readonly string[]) => void;
}) {
  const { t } = useTranslation();
  const all = ids.length > 0 && ids.every((id) => selected.has(id));
  return (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        checked={all}
        disabled={!ids.length}
        onChange={() => onReplace(all ? [] : ids)}
        className="size-4 accent-[var(--primary)]"
      />
      {selected.size ? t("library.selected", { count: selected.size }) : t("library.selectAll")}
    </label>
  );
}
