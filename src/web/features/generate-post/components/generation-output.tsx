import { AlertTriangle, Ban, Brain, LayoutTemplate, Sparkles, Square, WandSparkles } from "lucide-react";
import { GENERATION_LIMITS } from "@contracts/generation/rules";
import { Button } from "@/components/ui/button";
import type { PreviewAuthor, PreviewWidth } from "@/features/editor/components/post-preview";
import { useTranslation } from "@/lib/i18n/use-translation";
import { failureText } from "../failure-text";
import type { GenerationState } from "../use-generation";
import type { VariantTexts } from "../variant-texts";
import { VariantCard } from "./variant-card";

const INDEXES = Array.from({ length: GENERATION_LIMITS.variantCount }, (_, i) => i);

/** The three variants (streaming, saved or reopened), the mode they were written in, and what went wrong. */
export function GenerationOutput({
  mayWrite = true,
  state,
  texts,
  author,
  width,
  opening,
  onOpen,
  onRegenerate,
  onCopy,
  onUseTemplate,
  onRetry,
  onCancel,
}: {
  /** The role may write posts (post.write): open a variant in the editor, regenerate one. */
  mayWrite?: boolean;
  state: GenerationState;
  texts: VariantTexts;
  author: PreviewAuthor;
  width: PreviewWidth;
  opening: number | null;
  onOpen: (index: number, text: string) => void;
  onRegenerate: (index: number) => void;
  onCopy: (text: string) => Promise<boolean>;
  onUseTemplate: () => void;
  onRetry: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { phase, mode, running, failure, generation } = state;
  const started = phase !== "idle" && !(phase === "failed" && !generation && running === null && !hasText(texts));
  // a saved prompt's instructions reach only the AI: template mode says it wrote without them
  const promptId = generation ? generation.input.promptId : (state.request?.promptId ?? null);
  // the failure's buttons go with it: the focus moves to the variants being written, never to <body>
  const thenToVariants = (action: () => void) => () => {
    action();
    document.getElementById("variants-title")?.focus();
  };

  return (
    <section aria-labelledby="variants-title" className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="variants-title" tabIndex={-1} className="text-base font-semibold outline-none">
          {t("generatePost.output.title")}
        </h2>
        {running !== null ? (
          // in one column the form's Cancel is far above: the same action here (hidden beside the form)
          <Button size="sm" variant="outline" onClick={onCancel} className="lg:hidden">
            <Square aria-hidden className="size-3 fill-current" />
            {t("generatePost.output.cancel")}
          </Button>
        ) : generation ? (
          <p className="text-xs text-muted-foreground">
            {generation.input.pillarName ?? t("generatePost.form.noPillar")} ·{" "}
            {t(`generatePost.formats.${generation.input.format}.label`)} ·{" "}
            {t(`generatePost.lengths.${generation.input.length}`)}
          </p>
        ) : null}
      </div>

      {!started ? null : mode === "template" ? (
        <div
          data-testid="template-banner"
          className="flex items-start gap-3 rounded-lg border border-dashed bg-muted/40 px-4 py-3 text-sm"
        >
          <LayoutTemplate aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <p>
            <span className="font-medium">{t("generatePost.output.templateTitle")}</span>{" "}
            <span className="text-muted-foreground">{t("generatePost.output.templateText")}</span>
            {promptId ? (
              <span className="text-muted-foreground"> {t("generatePost.output.templatePromptIgnored")}</span>
            ) : null}
          </p>
        </div>
      ) : mode === "llm" ? (
        <p className="flex items-center gap-2 text-xs text-muted-foreground">
          <Sparkles aria-hidden className="size-3.5 text-brand-text" />
          {t("generatePost.output.aiText")}
        </p>
      ) : null}

      {state.thinking && running !== null ? (
        <p data-testid="thinking" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Brain aria-hidden className="size-4 shrink-0 animate-pulse motion-reduce:animate-none" />
          {t("generatePost.output.thinking")}
        </p>
      ) : null}

      {phase === "failed" && failure ? (
        <div
          role="alert"
          className="flex flex-col gap-3 rounded-lg border border-destructive/40 bg-destructive/5 px-4 py-3"
        >
          <div className="flex items-start gap-3 text-sm">
            <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
            <div className="flex flex-col gap-1">
              <p className="font-medium">{t("generatePost.output.failedTitle")}</p>
              <p className="text-muted-foreground">{failureText(failure, t)}</p>
            </div>
          </div>
          <div className="flex flex-wrap gap-2 pl-7">
            {failure.templateAvailable ? (
              <Button size="sm" onClick={thenToVariants(onUseTemplate)}>
                <WandSparkles aria-hidden />
                {t("generatePost.output.useTemplate")}
              </Button>
            ) : null}
            <Button size="sm" variant="outline" onClick={thenToVariants(onRetry)}>
              {t("generatePost.output.retry")}
            </Button>
          </div>
        </div>
      ) : null}

      {phase === "cancelled" ? (
        <p className="flex items-center gap-2 rounded-lg border bg-muted/40 px-4 py-3 text-sm text-muted-foreground">
          <Ban aria-hidden className="size-4 shrink-0" />
          {t("generatePost.output.cancelled")}
        </p>
      ) : null}

      {started ? (
        <div className="flex flex-col gap-4">
          {INDEXES.map((i) => {
            const mine = running === "all" || running === i;
            return (
              <VariantCard
                key={i}
                index={i}
                mayWrite={mayWrite}
                texts={texts}
                mode={mode}
                streaming={mine}
                saved={generation !== null && !mine}
                otherRunning={running !== null && !mine}
                author={author}
                width={width}
                opening={opening === i}
                onOpen={(text) => onOpen(i, text)}
                onRegenerate={() => onRegenerate(i)}
                onCopy={onCopy}
              />
            );
          })}
        </div>
      ) : phase === "idle" ? (
        <EmptyOutput />
      ) : null}
    </section>
  );
}

const hasText = (texts: VariantTexts) => INDEXES.some((i) => texts.get(i).length > 0);

/** Before the first generation: how it goes, in words (grey bars would look like something loading). */
function EmptyOutput() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-dashed px-6 py-8">
      <div className="flex flex-col gap-1">
        <p className="text-sm font-medium">{t("generatePost.output.emptyTitle")}</p>
        <p className="text-sm text-muted-foreground">{t("generatePost.output.emptyText")}</p>
      </div>
      <ol className="grid gap-2 sm:grid-cols-3">
        {(["pick", "generate", "open"] as const).map((step, i) => (
          <li key={step} className="flex items-start gap-3 rounded-lg bg-muted/50 px-3 py-2.5 text-sm">
            <span
              aria-hidden
              className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand/12 text-xs font-semibold text-brand-text"
            >
              {i + 1}
            </span>
            {t(`generatePost.output.steps.${step}`)}
          </li>
        ))}
      </ol>
    </div>
  );
}
