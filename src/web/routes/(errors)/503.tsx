import { createFileRoute } from "@tanstack/react-router";
import { ErrorPage } from "@/features/errors/error-pages";

export const Route = createFileRoute("/(errors)/503")({
  component: Error503Page,
});

function Error503Page() {
  return <ErrorPage code="503" />;
}
