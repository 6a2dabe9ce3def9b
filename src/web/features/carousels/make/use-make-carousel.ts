import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import type { Slide } from "@contracts/carousels/carousel";
import type { MakeCarouselInput, MakeMode } from "@contracts/carousels/make";
import type { Carousel } from "@contracts/carousels/schemas";
import { CAROUSEL_PATHS as P } from "@contracts/carousels/paths";
import { ApiError } from "@/lib/api/api-client";
import { apiStream } from "@/lib/api/api-stream";
import { CAROUSEL_KEYS } from "../api";
import { isLastMakeEvent, narrowMakeEvent } from "./make-events";

export type MakePhase = "idle" | "running" | "done" | "failed";

/** Why a run failed: the stream's error code, or what was thrown before or during it (network, 4xx). */
export interface MakeFailure {
  code: string | null;
  error: unknown;
  /** The built-in outline can answer instead: offer it. */
  templateAvailable: boolean;
}

export interface MakeState {
  phase: MakePhase;
  mode: MakeMode | null;
  /** The slides written so far, in order. */
  slides: Slide[];
  thinking: boolean;
  failure: MakeFailure | null;
  carousel: Carousel | null;
}

const IDLE: MakeState = { phase: "idle", mode: null, slides: [], thinking: false, failure: null, carousel: null };

/** Errors the model explains (its absence, a timeout, a refusal), for which the built-in outline is offered. */
const outlineHelps = (error: unknown, input: MakeCarouselInput) =>
  input.mode !== "template" &&
  (!(error instanceof ApiError) || error.code.startsWith("LLM_") || error.status === 429 || error.status >= 500);

/**
 * "Make a carousel": streams the slides as they are written, then hands over the saved carousel. A new run or
 * leaving the page cancels the one running.
 */
export function useMakeCarousel(onDone: (carousel: Carousel) => void) {
  const client = useQueryClient();
  const [state, setState] = useState<MakeState>(IDLE);
  const controller = useRef<AbortController | null>(null);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => () => controller.current?.abort(), []);

  const make = useCallback(
    async (input: MakeCarouselInput) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setState({ ...IDLE, phase: "running" });
      try {
        await apiStream(
          P.makeCarousel,
          { body: input },
          {
            narrow: narrowMakeEvent,
            isLast: isLastMakeEvent,
            signal: abort.signal,
            onEvent: (e) => {
              switch (e.type) {
                case "start":
                  return setState((s) => ({ ...s, mode: e.mode }));
                case "thinking":
                  return setState((s) => ({ ...s, thinking: true }));
                case "slide":
                  return setState((s) => {
                    const slides = [...s.slides];
                    slides[e.index] = e.slide;
                    return { ...s, thinking: false, slides };
                  });
                case "done":
                  client.setQueryData(CAROUSEL_KEYS.one(e.carousel.id), e.carousel);
                  void client.invalidateQueries({ queryKey: [...CAROUSEL_KEYS.all, "list"] });
                  setState((s) => ({ ...s, phase: "done", mode: e.mode, thinking: false, carousel: e.carousel }));
                  return done.current(e.carousel);
                case "error":
                  return setState((s) => ({
                    ...s,
                    phase: "failed",
                    thinking: false,
                    failure: {
                      code: e.code,
                      error: null,
                      templateAvailable: e.templateAvailable && input.mode !== "template",
                    },
                  }));
              }
            },
          },
        );
      } catch (error) {
        if (controller.current !== abort) return; // a newer run took over
        if (abort.signal.aborted) return setState(IDLE);
        setState((s) => ({
          ...s,
          phase: "failed",
          thinking: false,
          failure: { code: null, error, templateAvailable: outlineHelps(error, input) },
        }));
      }
    },
    [client],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { state, make, cancel };
}
