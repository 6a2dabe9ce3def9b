import { createFileRoute } from "@tanstack/react-router";
import { MessagesSquare } from "lucide-react";
import { ComingSoon } from "@/components/layout/coming-soon";
import { translations } from "@/lib/i18n/i18n";

export const Route = createFileRoute("/_authenticated/chats/")({
  loader: translations("tools"),
  component: ChatsPage,
});

function ChatsPage() {
  return (
    <ComingSoon
      tool="chats"
      icon={MessagesSquare}
      primary={{ to: "/generate-post", label: "tools.links.generatePost" }}
    />
  );
}
