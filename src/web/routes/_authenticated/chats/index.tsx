import { createFileRoute } from "@tanstack/react-router";
import { MessagesSquare } from "lucide-react";
import { ComingSoon } from "@/components/layout/coming-soon";

export const Route = createFileRoute("/_authenticated/chats/")({
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
