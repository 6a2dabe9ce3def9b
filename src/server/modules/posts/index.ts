import { defineModule } from "../module";
import { contentManagementPages, type ContentManagementPageDeps } from "./content-management-page";
import { editorPages, type EditorPagesDeps } from "./editor-pages";
import { postsPages, type LibraryPagesDeps } from "./pages";
import { postRoutes } from "./routes";
import { postService } from "./service";

type PostsModuleServices = Parameters<typeof postRoutes>[0] &
  LibraryPagesDeps &
  EditorPagesDeps &
  ContentManagementPageDeps;

export const postsModule = defineModule({
  name: "posts",
  service: () => (scope) => postService({ database: scope.database }),
  // routes and pages are given the same services (one type for the module's, or it could not be inferred)
  routes: (services: PostsModuleServices) => postRoutes(services),
  pages: (services: PostsModuleServices) => ({
    ...postsPages(services),
    ...editorPages(services),
    ...contentManagementPages(services),
  }),
});
