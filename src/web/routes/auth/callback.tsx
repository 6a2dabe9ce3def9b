import { createFileRoute } from "@tanstack/react-router";
import { AuthCallbackPage } from "@/features/auth/callback/auth-callback-page";
import { validateCallbackSearch } from "@/features/auth/search";

export const Route = createFileRoute("/auth/callback")({
  validateSearch: validateCallbackSearch,
  component: RouteComponent,
});

function RouteComponent() {
  return <AuthCallbackPage search={Route.useSearch()} />;
}
