import { defineModule } from "../module";
import { carouselRoutes } from "./routes";
import { carouselService } from "./service";

export const carouselsModule = defineModule({
  name: "carousels",
  service: () => (scope) => carouselService({ database: scope.database }),
  routes: carouselRoutes,
});
