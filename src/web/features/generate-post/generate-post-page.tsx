import { useNavigate } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import type { Generation } from "@contracts/generation/schemas";
import type { RequestedMode } from "@contracts/generation/rules";
import { toLanguage } from "@contracts/language";
import { Page } from "@/components/layout/page";
import { useActivePillarsState, usePreviewAuthor } from "@/features/editor/editor-data";
import { focusTextOnOpen } from "@/features/editor/text-focus-request";
import { createPost, useRememberPost } from "@/entities/posts/api";
import { useCan } from "@/entities/profile/use-can";
import { GettingStarted } from "@/features/onboarding/getting-started";
import { usePrompts } from "@/features/prompts/api";
import { toastApiFailure } from "@/lib/api/api-error-text";
import { toast } from "@/lib/ui/use-toast";
import { useTranslation } from "@/lib/i18n/use-translation";
import { useGenerationSettings, usePillarMix, useRememberGeneration } from "./api";
import { GenerateForm } from "./components/generate-form";
import { GenerationOutput } from "./components/generation-output";
import { HistoryPanel } from "./components/history-panel";
import { LiveAnnouncer } from "./components/live-announcer";
import { toRequest, validate, type FormErrors, type FormValues } from "./form-values";
import { usePreviewWidth } from "./preview-width";
import { useGeneration } from "./use-generation";
import { RemixBanner, structureTopic, useRemix } from "./remix";
import { StructureBanner, useInspirationStructure } from "./inspiration-structure";

/**
 * `/generate-post`, the first screen after signing in: pick a pillar (the one most behind preselected) and a topic,
 * get three variants streamed as they are written, open one in the editor as a draft.
 */
export function GeneratePostPage({
  pillarId: askedPillarId,
  promptId: askedPromptId,
  remixId,
  structureId,
}: { pillarId?: string; promptId?: string; remixId?: string; structureId?: string } = {}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { pillars, loading: pillarsLoading } = useActivePillarsState();
  const mix = usePillarMix();
  const prompts = usePrompts();
  const settings = useGenerationSettings();
  const author = usePreviewAuthor();
  const rememberPost = useRememberPost();
  const rememberGeneration = useRememberGeneration();
  const { state, texts, generate, regenerate, cancel, show, clear } = useGeneration(rememberGeneration);
  // a role that may not write posts (reviewer, client) may not generate them either (the server refuses: 403); it
  // reads the past generations
  const mayWrite = useCan("post.write");

  const [values, setValues] = useState<FormValues>(() => ({
    pillarId: null,
    topic: "",
    note: null,
    format: "story",
    tone: "",
    length: "medium",
    language: toLanguage(i18n.resolvedLanguage),
    promptId: null,
    structureId: null,
  }));
  const touched = useRef(new Set<keyof FormValues>());
  const [errors, setErrors] = useState<FormErrors>({});
  const [showErrors, setShowErrors] = useState(false);
  const [opening, setOpening] = useState<number | null>(null);
  const remix = useRemix(remixId);

  // a remix: its structure (never its text) is the topic, unless the writer already typed one
  const remixTopic = remix.source ? structureTopic(remix.source) : "";
  useEffect(() => {
    if (!remixTopic || touched.current.has("topic")) return;
    setValues((v) => ({ ...v, topic: remixTopic }));
  }, [remixTopic]);
  // an Inspirations structure: the variants follow it (the writer still says what the post is about), in the
  // pattern's first format unless one was chosen
  const structure = useInspirationStructure(values.structureId, toLanguage(i18n.resolvedLanguage));
  useEffect(() => {
    if (!structureId || touched.current.has("structureId")) return;
    setValues((v) => ({ ...v, structureId }));
  }, [structureId]);
  const structureFormat = structure?.format;
  useEffect(() => {
    if (!structureFormat || touched.current.has("format")) return;
    setValues((v) => ({ ...v, format: structureFormat }));
  }, [structureFormat]);
  const width = usePreviewWidth();

  // a default that arrives later: the pillar most behind its target in the mix (unless one was already chosen)
  const behindId = mix.data?.mostBehindPillarId ?? null;
  const firstPillarId = pillars[0]?.id ?? null;
  useEffect(() => {
    if (touched.current.has("pillarId")) return;
    // the pillar the writer came for (a strategy card's "Write a post"), else the one most behind, else the first
    const asked = askedPillarId && pillars.some((p) => p.id === askedPillarId) ? askedPillarId : null;
    const id = asked ?? (behindId && pillars.some((p) => p.id === behindId) ? behindId : firstPillarId);
    if (id) setValues((v) => (v.pillarId === id ? v : { ...v, pillarId: id }));
  }, [askedPillarId, behindId, firstPillarId, pillars]);

  // the prompt the writer came with (Prompts' "Use"), once the prompts are in, unless one was already chosen
  const promptList = prompts.data;
  useEffect(() => {
    if (!askedPromptId || touched.current.has("promptId")) return;
    if (!promptList?.some((p) => p.id === askedPromptId)) return;
    setValues((v) => (v.promptId === askedPromptId ? v : { ...v, promptId: askedPromptId }));
  }, [askedPromptId, promptList]);

  const onChange = (patch: Partial<FormValues>) => {
    for (const k of Object.keys(patch)) touched.current.add(k as keyof FormValues);
    setValues((v) => {
      const next = { ...v, ...patch };
      if (showErrors) setErrors(validate(next));
      return next;
    });
  };

  const submit = (mode: RequestedMode) => {
    const problems = validate(values);
    setErrors(problems);
    setShowErrors(true);
    if (Object.keys(problems).length) {
      document.getElementById(problems.topic ? "gen-topic" : "gen-tone")?.focus();
      return;
    }
    void generate(toRequest(values, mode));
    revealVariants();
  };

  /** In one column (narrow windows) the variants are under the form: bring them into view. */
  const revealVariants = () => {
    if (window.matchMedia("(max-width: 1023px)").matches)
      document.getElementById("variants-title")?.scrollIntoView({ block: "start", behavior: "smooth" });
  };

  const useTemplate = () => {
    if (state.request) void generate({ ...state.request, mode: "template" });
    else submit("template");
  };
  const retry = () => {
    if (state.request) void generate(state.request);
    else submit(settings.data?.llmAvailable ? "auto" : "template");
  };

  const openInEditor = async (index: number, body: string, confirmed = false) => {
    const generation = state.generation;
    if (!generation) return;
    // a remix too close to its source: the writer confirms before it becomes a draft
    if (!confirmed && remix.isTooClose(body)) {
      remix.ask(body, () => void openInEditor(index, body, true));
      return;
    }
    setOpening(index);
    try {
      const post = await createPost({
        body,
        pillarId: generation.input.pillarId,
        noteId: generation.input.noteId,
        // the scheduling checks it again against the saved post (features/publishing/near-copy-check.tsx)
        remixOf: remix.source?.id ?? null,
        status: "draft",
      });
      rememberPost(post);
      focusTextOnOpen(post.id);
      await navigate({ to: "/editor/$postId", params: { postId: post.id } });
    } catch (error) {
      toastApiFailure(t("generatePost.toast.openFailed"), error, t);
    } finally {
      setOpening(null);
    }
  };

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      toast({ variant: "destructive", title: t("generatePost.toast.copyFailed") });
      return false;
    }
  };

  /** A past generation: its variants, and its inputs back in the form (to generate again from them). */
  const reopen = (generation: Generation) => {
    const { input } = generation;
    setValues((v) => ({
      ...v,
      pillarId: input.pillarId && pillars.some((p) => p.id === input.pillarId) ? input.pillarId : v.pillarId,
      topic: input.topic,
      note: null,
      format: input.format,
      tone: input.tone,
      length: input.length,
      language: input.language,
      promptId: input.promptId && prompts.data?.some((p) => p.id === input.promptId) ? input.promptId : null,
      structureId: input.structureId,
    }));
    setShowErrors(false);
    show(generation);
    revealVariants();
  };

  return (
    <Page title={t("generatePost.title")} description={t("generatePost.description")} width="wide">
      <LiveAnnouncer announcement={state.announcement} />
      {/* first, on a phone too: a new user's way forward */}
      <GettingStarted focusAfterHide={() => document.getElementById("gen-topic")?.focus()} />
      {remix.source ? <RemixBanner source={remix.source} /> : null}
      {structure ? (
        <StructureBanner
          structure={structure}
          onStop={() => {
            onChange({ structureId: null });
            // a reload must not bring it back
            void navigate({
              to: "/generate-post",
              search: (prev) => ({ ...prev, structure: undefined }),
              replace: true,
            });
            document.getElementById("gen-topic")?.focus();
          }}
        />
      ) : null}
      {remix.dialog}
      <div className="grid items-start gap-6 lg:grid-cols-[20rem_minmax(0,1fr)] xl:gap-8">
        <div className="flex flex-col gap-6 lg:sticky lg:top-4">
          {mayWrite ? (
            <GenerateForm
              values={values}
              onChange={onChange}
              errors={showErrors ? errors : {}}
              pillars={pillars}
              pillarsLoading={pillarsLoading}
              mix={mix.data ?? null}
              prompts={prompts.data ?? []}
              llmAvailable={settings.data?.llmAvailable ?? false}
              running={state.running !== null}
              onSubmit={submit}
              onCancel={cancel}
            />
          ) : (
            <p className="text-sm text-muted-foreground">{t("generatePost.readOnlyRole")}</p>
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-8">
          {/* before a past generation is opened, a reader has no variants to wait for: no how-to */}
          {mayWrite || state.phase !== "idle" ? (
            <GenerationOutput
              mayWrite={mayWrite}
              state={state}
              texts={texts}
              author={author}
              width={width}
              opening={opening}
              onOpen={(i, text) => void openInEditor(i, text)}
              onRegenerate={(i) => state.generation && void regenerate(state.generation.id, i)}
              onCopy={copy}
              onUseTemplate={useTemplate}
              onRetry={retry}
              onCancel={cancel}
            />
          ) : null}
          <HistoryPanel
            mayDelete={mayWrite}
            currentId={state.generation?.id ?? null}
            onOpen={reopen}
            onDeleted={(id) => state.generation?.id === id && clear()}
          />
        </div>
      </div>
    </Page>
  );
}
