import { createFileRoute } from "@tanstack/react-router";
import { ErrorPage } from "@/features/errors/error-pages";

export const Route = createFileRoute("/(errors)/401")({
  component: Error401Page,
});

function Error401Page() {
  return <ErrorPage code="401" />;
}
