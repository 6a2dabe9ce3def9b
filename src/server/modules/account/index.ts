import { defineModule } from "../module";
import { meShellData } from "./me-answer";
import { accountRoutes } from "./routes";

/** `/api/me`: the signed-in user and their workspaces, read straight from the request's database handle. */
export const accountModule = defineModule({
  name: "account",
  routes: () => accountRoutes(),
  shellData: () => meShellData,
});
