import { useNavigate } from "@tanstack/react-router";
import { Plus, Trash2 } from "lucide-react";
import { useRef, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import type { Post } from "@contracts/posts/schemas";
import { Page } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { undoToast } from "@/components/ui/undo-toast";
import { useAutosave } from "@/lib/use-autosave";
import { getPost, updatePost, useDeletePost, useRememberPost, useRestorePost } from "@/features/posts/api";
import { ConflictPanel } from "./components/conflict-panel";
import { EditorForm } from "./components/editor-form";
import { PostPreview } from "./components/post-preview";
import { SaveStatus } from "./components/save-status";
import { draftOf, draftStorageKey, type PostDraft } from "./post-draft";
import { useActivePillars, usePreviewAuthor } from "./editor-data";

/** `/editor/$postId`: the post as it is written, saved as you type, previewed as LinkedIn shows it. */
export function PostEditor({ post }: { post: Post }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remember = useRememberPost();
  const remove = useDeletePost();
  const restore = useRestorePost();
  const pillars = useActivePillars();
  const author = usePreviewAuthor();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const saver = useAutosave<PostDraft>(draftOf(post), {
    storageKey: draftStorageKey(post.id),
    save: (value, version) =>
      updatePost(post.id, { version, ...value }).then((saved) => {
        remember(saved);
        return draftOf(saved);
      }),
    load: () => getPost(post.id).then(draftOf),
  });
  const value = saver.value;

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === "s") {
      e.preventDefault();
      void saver.flush();
    }
  };

  const onDelete = async () => {
    await saver.flush();
    const deleted = await remove.mutateAsync(post.id).catch(() => null);
    if (!deleted) return;
    void navigate({ to: "/editor" });
    undoToast({
      title: t("editor.deleted.title"),
      undoLabel: t("editor.deleted.undo"),
      altText: t("editor.deleted.altText"),
      onUndo: () =>
        void restore
          .mutateAsync(post.id)
          .then(() => navigate({ to: "/editor/$postId", params: { postId: post.id } }))
          .catch(() => {}),
    });
  };

  return (
    <Page
      title={t("editor.title")}
      width="wide"
      actions={
        <>
          <SaveStatus status={saver.status} />
          <Button variant="outline" size="sm" onClick={() => void navigate({ to: "/editor" })}>
            <Plus aria-hidden className="size-4" />
            {t("editor.newPost")}
          </Button>
          <Button variant="outline" size="sm" onClick={() => void onDelete()} busy={remove.isPending}>
            <Trash2 aria-hidden className="size-4" />
            {t("editor.delete")}
          </Button>
        </>
      }
    >
      {saver.conflict ? <ConflictPanel conflict={saver.conflict} onResolve={(c) => saver.resolve(c)} /> : null}
      <div className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_minmax(0,575px)]">
        <EditorForm
          value={value}
          onChange={(next) => saver.edit(next)}
          pillars={pillars}
          textareaRef={textareaRef}
          onKeyDown={onKeyDown}
        />
        <PostPreview text={value.body} author={author} />
      </div>
    </Page>
  );
}
