import { defineModule } from "../module";
import { carouselsPages, type CarouselsPagesDeps } from "./pages";
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

/** Routes and pages are given the same services (one type for the module's, or it could not be inferred). */
type CarouselsModuleServices = Parameters<typeof carouselRoutes>[0] & CarouselsPagesDeps;

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
  routes: (services: CarouselsModuleServices) => carouselRoutes(services),
  pages: (services: CarouselsModuleServices) => carouselsPages(services),
  workers: [carouselExportWorker],
});
