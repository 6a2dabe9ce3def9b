import { createFileRoute } from "@tanstack/react-router";
import { BrandKitSettings } from "@/features/settings/brand-kit-settings";

export const Route = createFileRoute("/_authenticated/settings/brand-kit")({
  component: BrandKitSettings,
});
