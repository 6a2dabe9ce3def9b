import { createFileRoute } from "@tanstack/react-router";
import { requireSession } from "@/features/auth/guards";
import { AuthenticatedLayout } from "@/components/layout/authenticated-layout";

/** Protected layout: the guard runs before any child renders or loads; then the app shell. */
export const Route = createFileRoute("/_authenticated")({
  beforeLoad: requireSession,
  component: AuthenticatedLayout,
});
