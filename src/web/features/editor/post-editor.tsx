import type { Post } from "@contracts/posts/schemas";
import { useTranslation } from "@/lib/i18n/use-translation";
import { useAutosaver } from "@/lib/autosave/use-autosave";
import { getPost, updatePost, useRememberPost } from "@/entities/posts/api";
import { EditorView } from "./editor-view";
import { draftOf, draftStorageKey, type PostDraft } from "./post-draft";

/** `/editor/$postId` opened as such: the post as it is written, saved as you type, previewed as LinkedIn shows it. */
export function PostEditor({ post }: { post: Post }) {
  const { t } = useTranslation();
  const remember = useRememberPost();
  const saver = useAutosaver<PostDraft>(draftOf(post), postAutosaveOptions(post.id, remember));
  return <EditorView title={t("editor.title")} draft={saver} post={post} saver={saver} draftsOpen={false} />;
}

/** How a post's autosave writes and reads it (the same for a post opened and for one just created here). */
export function postAutosaveOptions(id: string, remember: (post: Post) => void) {
  return {
    storageKey: draftStorageKey(id),
    save: (value: PostDraft, version: number) =>
      updatePost(id, { version, ...value }).then((saved) => {
        remember(saved);
        return draftOf(saved);
      }),
    load: () => getPost(id).then(draftOf),
  };
}
