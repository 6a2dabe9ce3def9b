import { createFileRoute, Outlet } from "@tanstack/react-router";
import { requireSession } from "@/features/auth/guards";

/** Protected layout: the guard runs before any child renders or loads (the app shell comes later). */
export const Route = createFileRoute("/_authenticated")({
  beforeLoad: requireSession,
  component: Outlet,
});
