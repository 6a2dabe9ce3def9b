import { OpenAPIHono } from "@hono/zod-openapi";
import * as E from "../../../contracts/carousels/endpoints";
import { endpointRoute } from "../../http/endpoint-route";
import type { AppEnv } from "../../http/env";
import type { Scoped } from "../../lib/request-scope";
import type { MakeCarouselEvent } from "../../../contracts/carousels/make";
import { ndjsonResponse } from "../../http/ndjson";
import { AppError } from "../../lib/errors";
import type { GenerationGuard } from "../strategy/generation-guard";
import type { CarouselsModuleService } from "./index";

export function carouselRoutes(deps: {
  carousels: Scoped<CarouselsModuleService>;
  /** Generate Post's guard (the generation module's): one LLM generation at a time per user, and the LLM limit. */
  postGenerationGuard: GenerationGuard;
}) {
  const app = new OpenAPIHono<AppEnv>();
  const service = (c: { var: Pick<AppEnv["Variables"], "database" | "logger"> }) => deps.carousels(c.var);
  const id = (c: { req: { param(name: "id"): string } }) => c.req.param("id");

  app.openapi(endpointRoute(E.listCarousels), async (c) =>
    c.json(await service(c).list(c.var.actor, c.req.valid("query")), 200),
  );
  app.openapi(endpointRoute(E.createCarousel), async (c) =>
    c.json({ carousel: await service(c).create(c.var.actor, c.req.valid("json")) }, 201),
  );
  app.openapi(endpointRoute(E.getCarousel), async (c) =>
    c.json({ carousel: await service(c).get(c.var.actor, id(c)) }, 200),
  );
  app.openapi(endpointRoute(E.updateCarousel), async (c) =>
    c.json({ carousel: await service(c).update(c.var.actor, id(c), c.req.valid("json")) }, 200),
  );
  app.openapi(endpointRoute(E.deleteCarousel), async (c) =>
    c.json({ carousel: await service(c).remove(c.var.actor, id(c)) }, 200),
  );
  app.openapi(endpointRoute(E.restoreCarousel), async (c) =>
    c.json({ carousel: await service(c).restore(c.var.actor, id(c)) }, 200),
  );
  app.openapi(endpointRoute(E.duplicateCarousel), async (c) =>
    c.json({ carousel: await service(c).duplicate(c.var.actor, id(c)) }, 201),
  );
  app.openapi(endpointRoute(E.createCarouselExport), async (c) =>
    c.json({ export: await service(c).createExport(c.var.actor, id(c), c.req.valid("json")) }, 202),
  );
  app.openapi(endpointRoute(E.getCarouselExport), async (c) => {
    const { id: carouselId, exportId } = c.req.valid("param");
    return c.json({ export: await service(c).getExport(c.var.actor, carouselId, exportId) }, 200);
  });
  app.openapi(endpointRoute(E.makeCarousel), async (c) => {
    const { actor } = c.var;
    const plan = await service(c).make.plan(actor, c.req.valid("json"));
    // with the model: the user's one generation slot and the LLM limit, shared with Generate Post
    let release: (() => Promise<void>) | undefined;
    if (plan.mode === "llm") {
      release = await deps.postGenerationGuard.begin(actor.userId);
      try {
        const wait = await deps.postGenerationGuard.takeLlmCall(actor.userId);
        if (wait > 0) throw new AppError({ code: "LLM_RATE_LIMITED", retryAfterSeconds: wait });
      } catch (err) {
        await release();
        throw err;
      }
    }
    return ndjsonResponse<MakeCarouselEvent>({
      requestSignal: c.req.raw.signal,
      run: (emit, signal) => service(c).make.run(actor, plan, emit, signal),
      finish: release,
      logger: c.var.logger,
    });
  });
  app.openapi(endpointRoute(E.getBrandKit), async (c) =>
    c.json({ brandKit: await service(c).brandKit.get(c.var.actor) }, 200),
  );
  app.openapi(endpointRoute(E.putBrandKit), async (c) =>
    c.json({ brandKit: await service(c).brandKit.put(c.var.actor, c.req.valid("json")) }, 200),
  );
  return app;
}
