import { useTranslation } from "@/lib/i18n/use-translation";
import type { useUploads } from "../api";
import { DropZone } from "./drop-zone";
import { UploadList } from "./upload-list";

/**
 * Where files are dropped or chosen, with the uploads under way (the Library's Media tab and the media picker); for a
 * role that may not change the Library (media.write), who uploads instead. The caller holds the uploads, which outlive
 * this block (a picker closed mid-upload keeps them).
 */
export function UploadBlock({
  mayUpload,
  uploads: { uploads, start, dismiss },
}: {
  mayUpload: boolean;
  uploads: ReturnType<typeof useUploads>;
}) {
  const { t } = useTranslation();
  if (!mayUpload) return <p className="text-sm text-muted-foreground">{t("media.readOnlyRole")}</p>;
  return (
    <>
      <DropZone
        onFiles={(files) => void start(files)}
        title={t("media.drop.title")}
        hint={t("media.drop.hint")}
        buttonLabel={t("media.drop.button")}
      />
      <UploadList uploads={uploads} onDismiss={dismiss} />
    </>
  );
}
