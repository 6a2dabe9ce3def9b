import { Check, Copy, ExternalLink, RefreshCw } from "lucide-react";
import { useState } from "react";
import type { GenerationMode } from "@contracts/generation/rules";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { CharCounter } from "@/features/editor/components/char-counter";
import { FeedPost, FeedText, type PreviewAuthor, type PreviewWidth } from "@/features/editor/components/post-preview";
import { useTranslation } from "@/lib/i18n/use-translation";
import { cn } from "@/lib/utils";
import { useVariantText, type VariantTexts } from "../variant-texts";

/** Three lines of the post to come, while a variant waits for its first words. */
const LINE_WIDTHS = ["w-11/12", "w-9/12", "w-10/12"];

/**
 * One variant: the post as the feed shows it (folded after three lines), filling in as it is written; its count
 * against LinkedIn's 3,000 UTF-16 units; "Open in editor", "Regenerate" and "Copy" once it is saved.
 */
export function VariantCard({
  index,
  mayWrite = true,
  texts,
  mode,
  streaming,
  saved,
  otherRunning,
  author,
  width,
  opening,
  onOpen,
  onRegenerate,
  onCopy,
}: {
  index: number;
  /** The role may write posts: "Open in editor" (creates one) and "Regenerate"; else Copy only. */
  mayWrite?: boolean;
  texts: VariantTexts;
  mode: GenerationMode | null;
  /** This variant is being written (its text streams in). */
  streaming: boolean;
  /** The text is the saved one (actions available). */
  saved: boolean;
  /** Another run holds the generation (actions wait). */
  otherRunning: boolean;
  author: PreviewAuthor;
  width: PreviewWidth;
  opening: boolean;
  onOpen: (text: string) => void;
  onRegenerate: () => void;
  onCopy: (text: string) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const text = useVariantText(texts, index);
  const writing = streaming && text.length > 0;
  const waiting = streaming && text.length === 0;
  const [copied, setCopied] = useState(false);
  const titleId = `variant-${index}-title`;
  const counterId = `variant-${index}-count`;

  const copy = async () => {
    if (await onCopy(text)) {
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    }
  };

  return (
    <article
      aria-labelledby={titleId}
      aria-busy={writing || waiting || undefined}
      data-testid="variant-card"
      className={cn(
        "-mx-4 flex flex-col gap-3 border-y bg-card py-4 shadow-xs sm:mx-0 sm:rounded-xl sm:border sm:px-4",
        writing && "border-brand/50 sm:ring-1 sm:ring-brand/30",
      )}
    >
      <header className="flex flex-wrap items-center justify-between gap-2 px-4 sm:px-0">
        <div className="flex items-center gap-2">
          <h3 id={titleId} className="text-sm font-semibold">
            {t("generatePost.output.variant", { n: index + 1 })}
          </h3>
          {mode ? (
            <Badge variant={mode === "llm" ? "brand" : "outline"}>
              {mode === "llm" ? t("generatePost.output.aiBadge") : t("generatePost.output.templateBadge")}
            </Badge>
          ) : null}
        </div>
        {writing || waiting ? (
          <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <span aria-hidden className="size-1.5 animate-pulse rounded-full bg-brand" />
            {writing ? t("generatePost.output.writing") : t("generatePost.output.waiting")}
          </span>
        ) : null}
      </header>

      <div className="overflow-x-auto">
        <FeedPost author={author} width={width} className="rounded-none border-x-0 sm:rounded-lg sm:border-x">
          <FeedText
            text={text}
            empty={
              <span className="flex flex-col gap-2 py-1" aria-hidden>
                {LINE_WIDTHS.map((width) => (
                  <Skeleton key={width} className={cn("h-3", width)} />
                ))}
              </span>
            }
          />
        </FeedPost>
      </div>

      <div className="px-4 sm:px-0">
        <CharCounter text={text} id={counterId} />
      </div>

      {saved ? (
        <div className="flex flex-wrap gap-2 px-4 sm:px-0">
          {mayWrite ? (
            <>
              <Button size="sm" onClick={() => onOpen(text)} busy={opening} disabled={otherRunning}>
                <ExternalLink aria-hidden />
                {t("generatePost.output.open")}
              </Button>
              <Button size="sm" variant="outline" onClick={onRegenerate} disabled={otherRunning}>
                <RefreshCw aria-hidden />
                {t("generatePost.output.regenerate")}
              </Button>
            </>
          ) : null}
          <Button size="sm" variant="ghost" onClick={() => void copy()}>
            {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
            {copied ? t("generatePost.output.copied") : t("generatePost.output.copy")}
          </Button>
        </div>
      ) : text && !writing ? (
        <div className="flex flex-wrap items-center gap-2 px-4 sm:px-0">
          <p className="text-xs text-muted-foreground">{t("generatePost.output.notSaved")}</p>
          <Button size="sm" variant="ghost" onClick={() => void copy()}>
            {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
            {copied ? t("generatePost.output.copied") : t("generatePost.output.copy")}
          </Button>
        </div>
      ) : null}
    </article>
  );
}
