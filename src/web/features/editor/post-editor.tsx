import { useNavigate } from "@tanstack/react-router";
import { Plus, Trash2 } from "lucide-react";
import { useCallback, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "@/lib/use-translation";
import type { Media } from "@contracts/media/schemas";
import type { Post } from "@contracts/posts/schemas";
import { Page } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { undoToast } from "@/components/ui/undo-toast";
import type { Autosave } from "@/lib/autosave";
import { useAutosaveState, useAutosaver } from "@/lib/use-autosave";
import { getPost, updatePost, useDeletePost, useRememberPost, useRestorePost } from "@/features/posts/api";
import { useMediaList, useUploads } from "@/features/media/api";
import { moved, withAdded } from "./attachments";
import { ConflictPanel } from "./components/conflict-panel";
import { PostAttachments } from "./components/post-attachments";
import { EditorForm } from "./components/editor-form";
import { PostPreview } from "./components/post-preview";
import { SaveStatus } from "./components/save-status";
import { mediaIdsOf } from "./draft-store";
import { draftOf, draftStorageKey, type PostDraft } from "./post-draft";
import { useActivePillars, usePreviewAuthor } from "./editor-data";
import { PublishingPanel } from "@/features/publishing/publishing-panel";
import { READ_ONLY_STATUSES, TEXT_PROBLEM_KEYS, textProblem } from "@/features/publishing/publishable";

/**
 * `/editor/$postId`: the post as it is written, saved as you type, previewed as LinkedIn shows it. This component
 * reads the attachments and whether there is a conflict only: the text, its counter, the preview's text and the save
 * status subscribe to the autosave themselves, so a keystroke re-renders nothing here.
 */
export function PostEditor({ post }: { post: Post }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remember = useRememberPost();
  const remove = useDeletePost();
  const restore = useRestorePost();
  const pillars = useActivePillars();
  const author = usePreviewAuthor();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  // what the editor knows of each file it may show (the post's, the picked and uploaded ones, the saved answers')
  const [known, setKnown] = useState(() => new Map(post.media.map((m) => [m.id, m])));
  const learn = useCallback(
    (media: Media[]) =>
      setKnown((k) =>
        media.every((m) => k.get(m.id) === m) ? k : new Map([...k, ...media.map((m) => [m.id, m] as const)]),
      ),
    [],
  );
  const saver = useAutosaver<PostDraft>(draftOf(post), {
    storageKey: draftStorageKey(post.id),
    save: (value, version) =>
      updatePost(post.id, { version, ...value }).then((saved) => {
        remember(saved);
        learn(saved.media);
        return draftOf(saved);
      }),
    load: () =>
      getPost(post.id).then((current) => {
        learn(current.media);
        return draftOf(current);
      }),
  });
  const inConflict = useAutosaveState(saver, (s) => s.conflict !== null);
  const mediaIds = useAutosaveState(saver, (s) => mediaIdsOf(s.value));
  // a local copy can hold files attached before a reload: the Library names them
  const library = useMediaList(
    "",
    mediaIds.some((id) => !known.has(id)),
  );
  const mediaOf = (ids: string[]) => ids.flatMap((id) => known.get(id) ?? library.items.find((m) => m.id === id) ?? []);
  const attached = mediaOf(mediaIds);
  const [problem, setProblem] = useState<string | null>(null);
  // always from the live value: an upload finishes while the writer keeps typing
  const setMediaIds = (ids: string[]) => saver.edit({ ...saver.value, mediaIds: ids });
  const attach = (added: Media[]) => {
    learn(added);
    const next = withAdded(mediaOf(mediaIdsOf(saver.value)), added);
    setProblem("problem" in next ? next.problem : null);
    if ("ids" in next) setMediaIds(next.ids);
  };
  const uploads = useUploads((m: Media) => attach([m]));

  // LinkedIn has (or is being given) this text: the server refuses changes, so the editor offers none
  const readOnly = READ_ONLY_STATUSES.includes(post.status);
  /** Saves what is typed now; the version scheduling and publishing are based on, or null when not saved. */
  const flush = async () => {
    await saver.flush();
    return saver.status === "saved" ? saver.base.version : null;
  };

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
          <EditorSaveStatus saver={saver} />
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
      {inConflict ? <EditorConflict saver={saver} /> : null}
      <EditorPublishingPanel saver={saver} post={post} flush={flush} />
      {readOnly ? (
        <p id="post-read-only" className="rounded-md border bg-muted/40 px-3 py-2 text-sm">
          {t(
            post.status === "published" ? "publishing.panel.readOnlyPublished" : "publishing.panel.readOnlyPublishing",
          )}
        </p>
      ) : null}
      <div className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_minmax(0,575px)]">
        <fieldset disabled={readOnly} aria-describedby={readOnly ? "post-read-only" : undefined} className="min-w-0">
          <EditorForm
            draft={saver}
            pillars={pillars}
            textareaRef={textareaRef}
            onKeyDown={onKeyDown}
            onFiles={readOnly ? undefined : (files) => void uploads.start(files)}
            attachments={
              <PostAttachments
                media={attached}
                onAdd={attach}
                onMove={(i, step) => setMediaIds(moved(mediaIds, i, step))}
                onRemove={(i) => {
                  setProblem(null);
                  setMediaIds(mediaIds.filter((_, j) => j !== i));
                }}
                problem={problem}
                uploads={uploads.uploads}
                onDismissUpload={uploads.dismiss}
              />
            }
          />
        </fieldset>
        <PostPreview draft={saver} author={author} media={attached} />
      </div>
    </Page>
  );
}

/**
 * The publishing panel re-renders when the text's problem changes (empty, over the limit), not on every keystroke:
 * by how much it is over, the counter says.
 */
function EditorPublishingPanel({
  saver,
  post,
  flush,
}: {
  saver: Autosave<PostDraft>;
  post: Post;
  flush: () => Promise<number | null>;
}) {
  const { t } = useTranslation();
  const problem = useAutosaveState(saver, (s) => textProblem(s.value.body)?.kind ?? null);
  return (
    <PublishingPanel
      post={post}
      textProblem={problem && t(TEXT_PROBLEM_KEYS[problem])}
      currentBody={() => saver.value.body}
      flush={flush}
    />
  );
}

/** The conflict panel follows what is typed meanwhile (its "mine" side), without re-rendering the editor. */
function EditorConflict({ saver }: { saver: Autosave<PostDraft> }) {
  const conflict = useAutosaveState(saver, (s) => s.conflict);
  return conflict ? <ConflictPanel conflict={conflict} onResolve={(c) => saver.resolve(c)} /> : null;
}

function EditorSaveStatus({ saver }: { saver: Autosave<PostDraft> }) {
  return <SaveStatus status={useAutosaveState(saver, (s) => s.status)} />;
}
