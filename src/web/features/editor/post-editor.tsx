import { useMemo } from "react";
import type { Post } from "@contracts/posts/schemas";
import { useTranslation } from "@/lib/i18n/use-translation";
import { useAutosaver } from "@/lib/autosave/use-autosave";
import { getPost, updatePost, useRememberPost } from "@/entities/posts/api";
import { useCan } from "@/entities/profile/use-can";
import { EditorView, type EditorDraft } from "./editor-view";
import { postCopies } from "./local-copies";
import { draftOf, draftStorageKey, type PostDraft } from "./post-draft";

/** `/editor/$postId` opened as such: the post as it is written, saved as you type, previewed as LinkedIn shows it. */
export function PostEditor({ post }: { post: Post }) {
  // a role that may not write posts (reviewer, client) reads it: no autosave, which would send (and keep on this
  // device, and take up from it) edits the server refuses
  return useCan("post.write") ? <WrittenPost post={post} /> : <ReadPost post={post} />;
}

function WrittenPost({ post }: { post: Post }) {
  const { t } = useTranslation();
  const remember = useRememberPost();
  const saver = useAutosaver<PostDraft>(draftOf(post), postAutosaveOptions(post.id, remember));
  return <EditorView title={t("editor.title")} draft={saver} post={post} saver={saver} draftsOpen={false} />;
}

/** The post as cached, for a role that reads it: nothing is typed, so nothing is kept or sent. */
function ReadPost({ post }: { post: Post }) {
  const { t } = useTranslation();
  const draft = useMemo(() => readOnlyDraft(draftOf(post).value), [post]);
  return <EditorView title={t("editor.title")} draft={draft} post={post} saver={null} draftsOpen={false} />;
}

const readOnlyDraft = (value: PostDraft): EditorDraft => ({
  value,
  status: "saved",
  subscribe: () => () => {},
  edit: () => {},
  flush: () => Promise.resolve(),
});

/** How a post's autosave writes and reads it (the same for a post opened and for one just created here). */
export function postAutosaveOptions(id: string, remember: (post: Post) => void) {
  return {
    storageKey: draftStorageKey(id),
    // the server's render has no storage (and nothing was typed there)
    storage: typeof localStorage === "undefined" ? undefined : postCopies.storage(),
    save: (value: PostDraft, version: number) =>
      updatePost(id, { version, ...value }).then((saved) => {
        remember(saved);
        return draftOf(saved);
      }),
    load: () => getPost(id).then(draftOf),
  };
}
