import { useParams } from "@tanstack/react-router";
import { useCallback, useEffect, useState } from "react";
import { Page } from "@/components/layout/page";
import { useCan } from "@/entities/profile/use-can";
import { useTranslation } from "@/lib/i18n/use-translation";
import { DraftsPanel } from "./components/drafts-panel";
import { EditPostPage } from "./edit-post-page";
import { postCopies } from "./local-copies";
import { NewPostEditor } from "./new-post-editor";

interface Session {
  /** Bumped for every new session: a new key mounts a fresh editor. */
  key: number;
  postId: string | undefined;
  /** Opened at `/editor` (a new post): the session goes on at the post's address once it is created. */
  isNew: boolean;
  created: string | null;
}

/**
 * The Post Editor's screen for `/editor` and `/editor/$postId` (one layout route, so moving between them does not
 * mount the page again). A session is one post being written: opening another post or "New post" starts a new
 * one; the address a new post takes once created continues the same session, so the text area is never replaced
 * under the writer's fingers.
 */
export function EditorScreen() {
  const { postId } = useParams({ strict: false }) as { postId?: string };
  const [session, setSession] = useState<Session>(() => ({ key: 0, postId, isNew: !postId, created: null }));
  let current = session;
  if (postId !== session.postId) {
    const continues = postId !== undefined && postId === session.created;
    current = continues ? { ...session, postId } : { key: session.key + 1, postId, isNew: !postId, created: null };
    setSession(current);
  }
  // the cookie that keeps the server from painting this page without the local copies follows what this browser holds
  useEffect(() => postCopies.sync(), []);
  const onCreated = useCallback((id: string) => setSession((s) => ({ ...s, created: id })), []);
  const mayWrite = useCan("post.write");
  if (current.isNew) return mayWrite ? <NewPostEditor key={current.key} onCreated={onCreated} /> : <PostsToRead />;
  return <EditPostPage key={current.key} postId={current.postId!} />;
}

/** `/editor` for a role that may not write posts (the server refuses creating one): who writes them, and the posts. */
function PostsToRead() {
  const { t } = useTranslation();
  return (
    <Page title={t("editor.title")}>
      <p className="text-sm text-muted-foreground">{t("editor.readOnlyRole")}</p>
      <DraftsPanel currentId={null} defaultOpen />
    </Page>
  );
}
