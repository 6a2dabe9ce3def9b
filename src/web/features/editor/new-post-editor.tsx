import { useNavigate } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "@/lib/use-translation";
import { Page } from "@/components/layout/page";
import type { AutosaveStatus } from "@/lib/autosave";
import { ApiError } from "@/lib/api-client";
import type { Media } from "@contracts/media/schemas";
import { useUploads } from "@/features/media/api";
import { createPost, useRememberPost } from "@/features/posts/api";
import { moved, withAdded } from "./attachments";
import { PostAttachments } from "./components/post-attachments";
import { EditorForm } from "./components/editor-form";
import { PostPreview } from "./components/post-preview";
import { SaveStatus } from "./components/save-status";
import { MemoryDraft, mediaIdsOf, useDraftField } from "./draft-store";
import { EMPTY_DRAFT, draftStorageKey, type PostDraft } from "./post-draft";
import { useActivePillars, usePreviewAuthor } from "./editor-data";

const NEW_KEY = draftStorageKey("new");

function readNewDraft(): PostDraft {
  try {
    const raw = localStorage.getItem(NEW_KEY);
    return raw ? { ...EMPTY_DRAFT, ...(JSON.parse(raw) as { value: PostDraft }).value } : EMPTY_DRAFT;
  } catch {
    return EMPTY_DRAFT;
  }
}

const isEmpty = (d: PostDraft) => !d.body && !d.firstComment && !d.pillarId && !d.mediaIds?.length;

/**
 * `/editor`: a blank post. The draft is created on the server with the first thing typed (no empty drafts from
 * merely opening the page); until then, and offline, the text lives in this browser. Then the address becomes the
 * post's: what was typed meanwhile is the new post's local copy (based on its first version), which its editor takes
 * over once mounted; the text is read-only for the instant of the hand-over.
 */
export function NewPostEditor() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remember = useRememberPost();
  const pillars = useActivePillars();
  const author = usePreviewAuthor();
  // the text lives in a store its fields subscribe to (a keystroke re-renders the text, counter and preview text)
  const onEdit = useRef<(next: PostDraft) => void>(() => {});
  const [draft] = useState(() => new MemoryDraft(readNewDraft(), (next) => onEdit.current(next)));
  const empty = useDraftField(draft, isEmpty);
  const mediaIds = useDraftField(draft, mediaIdsOf);
  const [status, setStatus] = useState<AutosaveStatus>("saved");
  const creating = useRef(false);
  /** The post once created: what is typed from then on is that post's local copy (not the "new" one). */
  const created = useRef<{ id: string; version: number } | null>(null);
  const [handingOver, setHandingOver] = useState(false);

  const keepLocal = (next: PostDraft) => {
    const target = created.current;
    try {
      localStorage.setItem(
        target ? draftStorageKey(target.id) : NEW_KEY,
        JSON.stringify({ value: next, baseVersion: target?.version ?? 0 }),
      );
    } catch {
      // storage full: the server copy is made at once anyway
    }
  };

  const create = async () => {
    if (created.current || creating.current || isEmpty(draft.value)) return;
    if (!navigator.onLine) return setStatus("offline");
    creating.current = true;
    setStatus("saving");
    try {
      const post = await createPost(draft.value);
      remember(post);
      created.current = { id: post.id, version: post.version };
      const now = draft.value;
      const saved: PostDraft = {
        body: post.body,
        firstComment: post.firstComment,
        pillarId: post.pillarId,
        mediaIds: post.media.map((m) => m.id),
      };
      if (JSON.stringify(now) !== JSON.stringify(saved)) keepLocal(now);
      localStorage.removeItem(NEW_KEY);
      // the post's editor takes over with that copy; meanwhile nothing can be typed here (no keystroke falls between)
      setHandingOver(true);
      void navigate({ to: "/editor/$postId", params: { postId: post.id }, replace: true });
    } catch (err) {
      setStatus(err instanceof ApiError && err.status < 500 && err.status !== 401 ? "error" : "offline");
    } finally {
      creating.current = false;
    }
  };

  useEffect(() => {
    const retry = () => void create();
    window.addEventListener("online", retry);
    if (!isEmpty(draft.value)) retry(); // a draft kept from an earlier visit
    return () => window.removeEventListener("online", retry);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    onEdit.current = (next: PostDraft) => {
      keepLocal(next);
      if (created.current) return;
      setStatus(navigator.onLine ? "pending" : "offline");
      void create();
    };
  });

  // files attached before the draft exists go with its creation (or with its first save once it exists)
  const [known, setKnown] = useState<Map<string, Media>>(new Map());
  const [problem, setProblem] = useState<string | null>(null);
  const attached = mediaIds.flatMap((id) => known.get(id) ?? []);
  const setMediaIds = (ids: string[]) => draft.edit({ ...draft.value, mediaIds: ids });
  const attach = (added: Media[]) => {
    const all = new Map([...known, ...added.map((m) => [m.id, m] as const)]);
    setKnown(all);
    const next = withAdded(
      mediaIdsOf(draft.value).flatMap((id) => all.get(id) ?? []),
      added,
    );
    setProblem("problem" in next ? next.problem : null);
    if ("ids" in next) setMediaIds(next.ids);
  };
  const uploads = useUploads((m: Media) => attach([m]));

  return (
    <Page title={t("editor.newTitle")} width="wide" actions={empty ? null : <SaveStatus status={status} />}>
      <div className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_minmax(0,575px)]">
        <EditorForm
          draft={draft}
          pillars={pillars}
          readOnly={handingOver}
          onFiles={(files) => void uploads.start(files)}
          attachments={
            <PostAttachments
              media={attached}
              onAdd={attach}
              onMove={(i, step) => setMediaIds(moved(mediaIdsOf(draft.value), i, step))}
              onRemove={(i) => {
                setProblem(null);
                setMediaIds(mediaIdsOf(draft.value).filter((_, j) => j !== i));
              }}
              problem={problem}
              uploads={uploads.uploads}
              onDismissUpload={uploads.dismiss}
            />
          }
        />
        <PostPreview draft={draft} author={author} media={attached} />
      </div>
    </Page>
  );
}
