import { useCallback, useEffect, useRef, useState } from "react";
import type { GenerationEvent, Generation } from "@contracts/generation/schemas";
import type { GenerationMode, PostFormat, PostLength, RequestedMode } from "@contracts/generation/rules";
import type { Language } from "@contracts/language";
import { GENERATION_PATHS as P } from "@contracts/generation/paths";
import { ApiError } from "@/lib/api/api-client";
import { apiStream } from "@/lib/api/api-stream";
import { isLastEvent, narrowGenerationEvent } from "./events";
import { VariantTexts } from "./variant-texts";

/** How a generation stream's lines are read: each checked as an event, the stream over at `done` or `error`. */
const reading = { narrow: narrowGenerationEvent, isLast: isLastEvent };

/** What the form asks for (the request body of POST /api/generations). */
export interface GenerationRequest {
  pillarId: string | null;
  topic: string;
  noteId: string | null;
  format: PostFormat;
  tone?: string;
  length: PostLength;
  language: Language;
  promptId: string | null;
  structureId: string | null;
  mode: RequestedMode;
}

/** Why the last run failed: an error event of the stream, or an error before it (ApiError, network, protocol). */
export interface GenerationFailure {
  /** The error event's code, or the thrown error (translated by `failureText`). */
  code: string | null;
  error: unknown;
  /** The built-in generator can answer instead: offer "Use template mode". */
  templateAvailable: boolean;
}

export type Phase = "idle" | "running" | "done" | "failed" | "cancelled";

export interface GenerationState {
  phase: Phase;
  /** Who writes the texts shown: the AI or the built-in templates (null before the first answer). */
  mode: GenerationMode | null;
  /** The saved generation the texts come from (done, or reopened from the history). */
  generation: Generation | null;
  /** What runs: the three variants, or one being written again. */
  running: "all" | number | null;
  failure: GenerationFailure | null;
  /** The last request (for "Use template mode"). */
  request: GenerationRequest | null;
  /** The model reasons before writing (until its first delta). */
  thinking: boolean;
  /** The polite live region's words (progress only: start, each variant begun, the end). */
  announcement: { key: string; values?: Record<string, unknown>; at: number } | null;
}

const IDLE: GenerationState = {
  phase: "idle",
  mode: null,
  generation: null,
  running: null,
  failure: null,
  request: null,
  thinking: false,
  announcement: null,
};

/** Errors the AI's absence or failure explains, for which the template mode is offered. */
function templateHelps(error: unknown, request: GenerationRequest | null): boolean {
  if (request?.mode === "template") return false;
  if (error instanceof ApiError) return error.code.startsWith("LLM_") || error.status === 429 || error.status >= 500;
  return true; // network or protocol failure mid-stream
}

/**
 * Runs generations: streams the three variants (or one again) into `texts` as they are written, keeps the saved
 * generation when done, cancels the run on `cancel()` or when the page goes away.
 */
export function useGeneration(onSaved?: (generation: Generation) => void) {
  const [texts] = useState(() => new VariantTexts());
  const [state, setState] = useState<GenerationState>(IDLE);
  const controller = useRef<AbortController | null>(null);
  const saved = useRef(onSaved);
  saved.current = onSaved;

  useEffect(() => () => controller.current?.abort(), []);

  const announce = (key: string, values?: Record<string, unknown>) => ({ key, values, at: Date.now() });

  const run = useCallback(
    async (
      start: (signal: AbortSignal, onEvent: (e: GenerationEvent) => void) => Promise<void>,
      running: "all" | number,
      request: GenerationRequest | null,
    ) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      const begun = new Set<number>();
      let thinking = false;
      const previous = typeof running === "number" ? texts.get(running) : null;
      if (running === "all") texts.setAll([]);
      else texts.set(running, "");
      setState((s) => ({
        ...s,
        phase: "running",
        running,
        thinking: false,
        failure: null,
        request: request ?? s.request,
        generation: running === "all" ? null : s.generation,
        mode: running === "all" ? null : s.mode,
        announcement: announce(running === "all" ? "generatePost.live.asking" : "generatePost.live.askingOne", {
          n: typeof running === "number" ? running + 1 : 0,
        }),
      }));
      const onEvent = (e: GenerationEvent) => {
        if (abort.signal.aborted) return;
        switch (e.type) {
          case "start":
            setState((s) => ({
              ...s,
              mode: e.mode,
              announcement: announce(
                e.mode === "llm" ? "generatePost.live.startedAi" : "generatePost.live.startedTemplate",
              ),
            }));
            break;
          case "thinking":
            thinking = true;
            setState((s) => ({ ...s, thinking: true, announcement: announce("generatePost.live.thinking") }));
            break;
          case "delta":
            texts.append(e.index, e.text);
            if (thinking) {
              thinking = false;
              setState((s) => ({ ...s, thinking: false }));
            }
            if (!begun.has(e.index) && running === "all") {
              begun.add(e.index);
              if (e.index > 0)
                setState((s) => ({
                  ...s,
                  announcement: announce("generatePost.live.variantBegun", { n: e.index + 1 }),
                }));
            }
            break;
          case "done":
            texts.setAll(e.generation.variants.map((v) => v.text));
            setState((s) => ({
              ...s,
              phase: "done",
              running: null,
              thinking: false,
              generation: e.generation,
              mode: e.generation.mode,
              announcement: announce(running === "all" ? "generatePost.live.done" : "generatePost.live.doneOne", {
                n: typeof running === "number" ? running + 1 : 0,
              }),
            }));
            saved.current?.(e.generation);
            break;
          case "error":
            setState((s) => ({
              ...s,
              phase: "failed",
              running: null,
              thinking: false,
              failure: {
                code: e.code,
                error: null,
                templateAvailable: e.templateAvailable && s.request?.mode !== "template",
              },
              announcement: null,
            }));
            if (previous !== null && typeof running === "number") texts.set(running, previous);
            break;
        }
      };
      try {
        await start(abort.signal, onEvent);
      } catch (error) {
        if (controller.current !== abort) return; // a newer run took over
        if (abort.signal.aborted) {
          if (previous !== null && typeof running === "number") texts.set(running, previous);
          setState((s) => ({
            ...s,
            phase: s.generation ? "done" : "cancelled",
            running: null,
            thinking: false,
            announcement: announce("generatePost.live.cancelled"),
          }));
        } else {
          if (previous !== null && typeof running === "number") texts.set(running, previous);
          setState((s) => ({
            ...s,
            phase: "failed",
            running: null,
            failure: { code: null, error, templateAvailable: templateHelps(error, s.request) },
            announcement: null,
          }));
        }
      } finally {
        if (controller.current === abort) controller.current = null;
      }
    },
    [texts],
  );

  const generate = useCallback(
    (request: GenerationRequest) =>
      run(
        (signal, onEvent) => apiStream(P.createGeneration, { body: request }, { ...reading, onEvent, signal }),
        "all",
        request,
      ),
    [run],
  );

  const regenerate = useCallback(
    (generationId: string, index: number) =>
      run(
        (signal, onEvent) =>
          apiStream(P.regenerateVariant, { params: { id: generationId, index } }, { ...reading, onEvent, signal }),
        index,
        null,
      ),
    [run],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);

  /** Shows a past generation (from the history). */
  const show = useCallback(
    (generation: Generation) => {
      controller.current?.abort();
      controller.current = null;
      texts.setAll(generation.variants.map((v) => v.text));
      setState({ ...IDLE, phase: "done", mode: generation.mode, generation });
    },
    [texts],
  );

  const clear = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    texts.setAll([]);
    setState(IDLE);
  }, [texts]);

  return { state, texts, generate, regenerate, cancel, show, clear };
}
