import { useNavigate } from "@tanstack/react-router";
import { GalleryHorizontalEnd, Plus, Trash2 } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "@/lib/i18n/use-translation";
import type { Media } from "@contracts/media/schemas";
import type { Post } from "@contracts/posts/schemas";
import { Page } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { undoToast } from "@/components/ui/undo-toast";
import type { Autosave, AutosaveStatus } from "@/lib/autosave/autosave";
import { useAutosaveState } from "@/lib/autosave/use-autosave";
import { useDeletePost, useRestorePost } from "@/entities/posts/api";
import { useCan } from "@/entities/profile/use-can";
import { useMediaList, useUploads } from "@/entities/media/api";
import { PublishingPanel } from "@/features/publishing/publishing-panel";
import { leavesFrom } from "@contracts/posts/lifecycle";
import { TEXT_PROBLEM_KEYS, textProblem } from "@/features/publishing/publishable";
import { moved, withAdded } from "./attachments";
import { ConflictPanel } from "./components/conflict-panel";
import { DocumentTitleField } from "./components/document-title-field";
import { DraftsPanel } from "./components/drafts-panel";
import { EditorForm } from "./components/editor-form";
import { PostAttachments } from "./components/post-attachments";
import { PostPreview } from "./components/post-preview";
import { SaveStatus } from "./components/save-status";
import { mediaIdsOf, useDraftField, type DraftStore } from "./draft-store";
import { useActivePillarsState, usePreviewAuthor } from "./editor-data";
import { takeTextFocusRequest } from "./text-focus-request";
import type { PostDraft } from "./post-draft";

/** A draft store that also says how its saving goes (the post's autosave, or the new post's draft). */
export interface EditorDraft extends DraftStore {
  readonly status: AutosaveStatus;
  /** Saves now (Ctrl+S, before deleting); for a new post, creates it now. */
  flush(): Promise<void>;
}

/**
 * The Post Editor's page, the same tree for a new post and for an existing one, so that a new post's creation
 * (`post` and `saver` arrive) mounts nothing again: the text area keeps its element, focus, caret and selection.
 * What is typed goes through `draft`; the text, its counter, the preview's text and the save status subscribe to it
 * themselves, so a keystroke re-renders nothing here. What exists only once the post does (the publishing panel,
 * the conflict, Delete) appears in places that do not move the text.
 */
export function EditorView({
  title,
  draft,
  post,
  saver,
  draftsOpen,
}: {
  title: string;
  draft: EditorDraft;
  /** The post once it exists on the server (as cached: its status follows publishing). */
  post: Post | null;
  /** null: a new post the server does not have yet, or a post read by a role that may not write it. */
  saver: Autosave<PostDraft> | null;
  /** Whether the drafts list starts open (a new post: the writer may want to continue one instead). */
  draftsOpen: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeletePost();
  const restore = useRestorePost();
  const { pillars, loading: pillarsLoading } = useActivePillarsState();
  const author = usePreviewAuthor();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const postId = post?.id ?? null;
  useEffect(() => {
    if (postId && takeTextFocusRequest(postId)) textareaRef.current?.focus();
  }, [postId]);
  // what the editor knows of each file it may show (the post's, the picked and uploaded ones, the saved answers')
  const [known, setKnown] = useState(() => new Map((post?.media ?? []).map((m) => [m.id, m])));
  const learn = useCallback(
    (media: Media[]) =>
      setKnown((k) =>
        media.every((m) => k.get(m.id) === m) ? k : new Map([...k, ...media.map((m) => [m.id, m] as const)]),
      ),
    [],
  );
  const mediaIds = useDraftField(draft, mediaIdsOf);
  const empty = useDraftField(draft, (d) => !d.body && !d.firstComment && !d.pillarId && !d.mediaIds?.length);
  // a local copy can hold files attached before a reload: the Library names them
  const library = useMediaList(
    "",
    mediaIds.some((id) => !known.has(id) && !post?.media.some((m) => m.id === id)),
  );
  const mediaOf = (ids: string[]) =>
    ids.flatMap(
      (id) => known.get(id) ?? post?.media.find((m) => m.id === id) ?? library.items.find((m) => m.id === id) ?? [],
    );
  const attached = mediaOf(mediaIds);
  const [problem, setProblem] = useState<string | null>(null);
  // always from the live value: an upload finishes while the writer keeps typing
  const setMediaIds = (ids: string[]) => draft.edit({ ...draft.value, mediaIds: ids });
  const attach = (added: Media[]) => {
    learn(added);
    const next = withAdded(mediaOf(mediaIdsOf(draft.value)), added);
    setProblem("problem" in next ? next.problem : null);
    if ("ids" in next) setMediaIds(next.ids);
  };
  const uploads = useUploads((m: Media) => attach([m]));

  // a role that may not write posts (reviewer, client) reads them (PostEditor gives it no autosave); LinkedIn has
  // (or is being given) this text: the server refuses changes either way, so the editor offers none
  const mayWrite = useCan("post.write");
  // files dropped or pasted are uploaded to the Library first: media.write's
  const mayUpload = useCan("media.write");
  const readOnly = !mayWrite || (post !== null && !leavesFrom("edit", post.status));
  const readOnlyKey = !mayWrite
    ? "editor.readOnlyRole"
    : post?.status === "published"
      ? "publishing.panel.readOnlyPublished"
      : "publishing.panel.readOnlyPublishing";

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === "s") {
      e.preventDefault();
      void draft.flush();
    }
  };

  const onDelete = async (id: string) => {
    await draft.flush();
    const deleted = await remove.mutateAsync(id).catch(() => null);
    if (!deleted) return;
    void navigate({ to: "/editor" });
    undoToast({
      title: t("editor.deleted.title"),
      undoLabel: t("editor.deleted.undo"),
      altText: t("editor.deleted.altText"),
      onUndo: () =>
        void restore
          .mutateAsync(id)
          .then(() => navigate({ to: "/editor/$postId", params: { postId: id } }))
          .catch(() => {}),
    });
  };

  return (
    <Page
      title={title}
      width="wide"
      actions={
        <>
          {mayWrite && (post || !empty) ? <EditorSaveStatus draft={draft} /> : null}
          {mayWrite && post ? (
            <>
              <Button variant="outline" size="sm" onClick={() => void navigate({ to: "/editor" })}>
                <Plus aria-hidden className="size-4" />
                {t("editor.newPost")}
              </Button>
              <Button
                variant="outline"
                size="sm"
                onClick={() =>
                  void draft.flush().then(() => navigate({ to: "/carousel-editor/make", search: { post: post.id } }))
                }
              >
                <GalleryHorizontalEnd aria-hidden className="size-4" />
                {t("editor.makeCarousel")}
              </Button>
              <Button variant="outline" size="sm" onClick={() => void onDelete(post.id)} busy={remove.isPending}>
                <Trash2 aria-hidden className="size-4" />
                {t("editor.delete")}
              </Button>
            </>
          ) : null}
        </>
      }
    >
      {saver ? <EditorConflict saver={saver} /> : null}
      {readOnly ? (
        <p id="post-read-only" className="rounded-md border bg-muted/40 px-3 py-2 text-sm">
          {t(readOnlyKey)}
        </p>
      ) : null}
      {/* the writing column first (at least ~520 px at 1280), the preview beside it from 1024 px: its card keeps
          LinkedIn's width and is scaled down to the column (PostPreview) */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,18rem)] xl:grid-cols-[minmax(0,1fr)_minmax(0,25rem)]">
        <fieldset disabled={readOnly} aria-describedby={readOnly ? "post-read-only" : undefined} className="min-w-0">
          <EditorForm
            draft={draft}
            pillars={pillars}
            pillarsLoading={pillarsLoading}
            textareaRef={textareaRef}
            onKeyDown={onKeyDown}
            onFiles={readOnly || !mayUpload ? undefined : (files) => void uploads.start(files)}
            tools={mayWrite}
            attachments={
              <>
                <PostAttachments
                  readOnly={!mayWrite}
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
                {attached[0]?.kind === "pdf" ? <DocumentTitleField draft={draft} fileName={attached[0].name} /> : null}
              </>
            }
          />
        </fieldset>
        <div className="flex min-w-0 flex-col gap-6">
          <EditorPublishingPanel draft={draft} post={post} saver={saver} />
          <DraftsPanel currentId={post?.id ?? null} defaultOpen={draftsOpen} />
          <PostPreview draft={draft} author={author} media={attached} />
        </div>
      </div>
    </Page>
  );
}

/**
 * The publishing panel re-renders when the text's problem changes (empty, over the limit), not on every keystroke:
 * by how much it is over, the counter says. Before the post exists its actions wait for it.
 */
function EditorPublishingPanel({
  draft,
  post,
  saver,
}: {
  draft: EditorDraft;
  post: Post | null;
  saver: Autosave<PostDraft> | null;
}) {
  const { t } = useTranslation();
  const problem = useDraftField(draft, (d) => textProblem(d.body)?.kind ?? null);
  /** Saves what is typed now; the version scheduling and publishing are based on, or null when not saved. */
  const flush = async () => {
    // a post without an autosave is one read, not written (PostEditor): nothing typed, it is as the server has it
    if (!saver) return post ? post.version : null;
    await saver.flush();
    return saver.status === "saved" ? saver.base.version : null;
  };
  return (
    <PublishingPanel
      post={post}
      textProblem={problem && t(TEXT_PROBLEM_KEYS[problem])}
      currentBody={() => draft.value.body}
      flush={flush}
    />
  );
}

/** The conflict panel follows what is typed meanwhile (its "mine" side), without re-rendering the editor. */
function EditorConflict({ saver }: { saver: Autosave<PostDraft> }) {
  const conflict = useAutosaveState(saver, (s) => s.conflict);
  return conflict ? <ConflictPanel conflict={conflict} onResolve={(c) => saver.resolve(c)} /> : null;
}

function EditorSaveStatus({ draft }: { draft: EditorDraft }) {
  // the status is not part of the value, but every change of it notifies the store's subscribers
  return <SaveStatus status={useDraftField(draft, () => draft.status)} />;
}
