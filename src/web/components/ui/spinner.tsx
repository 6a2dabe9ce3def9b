import { LoaderCircle } from "./icons";
import { cn } from "@/lib/utils";

export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cn("animate-spin", className ?? "size-4")} />;
}
