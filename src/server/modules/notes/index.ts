import { defineModule } from "../module";
import { notesPages } from "./pages";
import { noteRoutes } from "./routes";
import { noteService } from "./service";

export const notesModule = defineModule({
  name: "notes",
  service: () => (scope) => noteService({ database: scope.database }),
  routes: noteRoutes,
  pages: notesPages,
});
