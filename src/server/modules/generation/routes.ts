import { OpenAPIHono } from "@hono/zod-openapi";
import * as E from "../../../contracts/generation/endpoints";
import type { GenerationEvent } from "../../../contracts/generation/schemas";
import type { Scoped } from "../../lib/request-scope";
import type { AppEnv } from "../../http/env";
import type { Actor } from "../../lib/actor";
import { endpointRoute } from "../../http/endpoint-route";
import { ndjsonResponse } from "../../http/ndjson";
import { AppError } from "../../lib/errors";
import type { GenerationGuard } from "../strategy/generation-guard";
import type { GenerationPlan, GenerationService } from "./service";

export interface GenerationRoutesDeps {
  generation: Scoped<GenerationService>;
  /** Post generation's own guard: one LLM generation at a time per user, and the per-user LLM limit. */
  guard: GenerationGuard;
}

type Ctx = { var: Pick<AppEnv["Variables"], "database" | "logger"> & { actor: Actor }; req: { raw: Request } };

export function generationRoutes(deps: GenerationRoutesDeps) {
  const app = new OpenAPIHono<AppEnv>();
  const service = (c: { var: Pick<AppEnv["Variables"], "database" | "logger"> }) => deps.generation(c.var);

  /**
   * Streams a plan. With the model, the user's slot is taken (409 while another runs) and the call counted
   * (429 over the limit) before the stream starts; the slot is given back when the stream ends, however it ends.
   */
  async function stream(c: Ctx, plan: GenerationPlan): Promise<Response> {
    const { actor } = c.var;
    let release: (() => Promise<void>) | undefined;
    if (plan.mode === "llm") {
      release = await deps.guard.begin(actor.userId);
      try {
        const wait = await deps.guard.takeLlmCall(actor.userId);
        if (wait > 0) throw new AppError({ code: "LLM_RATE_LIMITED", retryAfterSeconds: wait });
      } catch (err) {
        await release();
        throw err;
      }
    }
    return ndjsonResponse<GenerationEvent>({
      requestSignal: c.req.raw.signal,
      run: (emit, signal) => service(c).run(actor, plan, emit, signal),
      finish: release,
      logger: c.var.logger,
    });
  }

  app.openapi(endpointRoute(E.generationSettings), (c) => c.json(service(c).settings(), 200));

  app.openapi(endpointRoute(E.createGeneration), async (c) => {
    const plan = await service(c).planCreate(c.var.actor, c.req.valid("json"));
    return stream(c, plan);
  });

  app.openapi(endpointRoute(E.regenerateVariant), async (c) => {
    const { id, index } = c.req.valid("param");
    const plan = await service(c).planRegenerate(c.var.actor, id, index);
    return stream(c, plan);
  });

  app.openapi(endpointRoute(E.listGenerations), async (c) =>
    c.json(await service(c).list(c.var.actor, c.req.valid("query")), 200),
  );
  app.openapi(endpointRoute(E.getGeneration), async (c) =>
    c.json({ generation: await service(c).get(c.var.actor, c.req.valid("param").id) }, 200),
  );
  app.openapi(endpointRoute(E.deleteGeneration), async (c) =>
    c.json({ generation: await service(c).remove(c.var.actor, c.req.valid("param").id) }, 200),
  );
  return app;
}
