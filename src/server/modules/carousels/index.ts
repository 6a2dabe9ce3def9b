import { defineModule } from "../module";
import { carouselExportWorker } from "./export-worker";
import { carouselRoutes } from "./routes";
import { carouselService } from "./service";

export const carouselsModule = defineModule({
  name: "carousels",
  service:
    ({ integrations }) =>
    (scope) =>
      carouselService({ database: scope.database, jobs: integrations.jobs }),
  routes: carouselRoutes,
  workers: [carouselExportWorker],
});
