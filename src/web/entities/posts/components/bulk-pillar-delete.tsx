import { useState } from "react";
import type { Pillar } from "@contracts/strategy/schemas";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/i18n/use-translation";
import { useBulkDelete, type useBulkPosts } from "../bulk";
import { PillarSelect } from "./pillar-select";

/** The selection's "file under a pillar" (or none) and "delete, with Undo" actions of a post list's bulk bar. */
export function BulkPillarAndDelete({
  id,
  ids,
  pillars,
  bulk,
  onDone,
}: {
  /** The pillar select's id. */
  id: string;
  ids: string[];
  pillars: Pillar[];
  bulk: ReturnType<typeof useBulkPosts>;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const bulkDelete = useBulkDelete(bulk);
  const [pillar, setPillar] = useState("");
  const assign = async () => {
    const pillarId = pillar === "none" ? null : pillar;
    if (await bulk.mutateAsync({ action: "assignPillar", ids, pillarId }).catch(() => null)) {
      setPillar("");
      onDone();
    }
  };
  return (
    <>
      <PillarSelect
        id={id}
        label={t("library.assignPillar")}
        pillars={pillars}
        value={pillar}
        onChange={setPillar}
        anyLabel={t("library.choosePillar")}
        noneValue="none"
        noneLabel={t("editor.form.noPillar")}
        inline
      />
      <Button size="sm" variant="outline" disabled={!pillar} onClick={() => void assign()}>
        {t("library.apply")}
      </Button>
      <Button
        size="sm"
        variant="outline"
        onClick={() => void bulkDelete(ids).then((done) => done && onDone())}
        busy={bulk.isPending}
      >
        {t("library.delete")}
      </Button>
    </>
  );
}
