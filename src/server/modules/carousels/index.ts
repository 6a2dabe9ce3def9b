import { defineModule } from "../module";
import { brandKitService } from "./brand-kit-service";
import { carouselExportWorker } from "./export-worker";
import { makeCarouselService } from "./make-service";
import { carouselRoutes } from "./routes";
import { carouselService } from "./service";

function carouselsModuleService(
  deps: Parameters<typeof carouselService>[0] & Parameters<typeof makeCarouselService>[0],
) {
  return { ...carouselService(deps), brandKit: brandKitService(deps), make: makeCarouselService(deps) };
}
export type CarouselsModuleService = ReturnType<typeof carouselsModuleService>;

export const carouselsModule = defineModule({
  name: "carousels",
  service:
    ({ integrations }) =>
    (scope) =>
      carouselsModuleService({
        database: scope.database,
        jobs: integrations.jobs,
        llm: integrations.llm,
        logger: scope.logger,
      }),
  routes: carouselRoutes,
  workers: [carouselExportWorker],
});
