import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useMemo, useRef, useState } from "react";
import type { Post } from "@contracts/posts/schemas";
import { useTranslation } from "@/lib/i18n/use-translation";
import { ApiError } from "@/lib/api/api-client";
import { Autosave } from "@/lib/autosave/autosave";
import { useAutosaveLifecycle } from "@/lib/autosave/use-autosave";
import { createPost, postQuery, useRememberPost } from "@/entities/posts/api";
import { EditorView } from "./editor-view";
import { postCopies } from "./local-copies";
import { NewPostDraft } from "./new-post-draft";
import { EMPTY_DRAFT, draftOf, draftStorageKey, type PostDraft } from "./post-draft";
import { postAutosaveOptions } from "./post-editor";

const NEW_KEY = draftStorageKey("new");
/** A failed creation (the server, not the network) is tried again after this long, as the autosave does. */
const RETRY_MS = 5000;

function readNewDraft(): PostDraft {
  try {
    const raw = postCopies.storage().getItem(NEW_KEY);
    return raw ? { ...EMPTY_DRAFT, ...(JSON.parse(raw) as { value: PostDraft }).value } : EMPTY_DRAFT;
  } catch {
    return EMPTY_DRAFT;
  }
}

function keepNewDraft(value: PostDraft) {
  try {
    postCopies.storage().setItem(NEW_KEY, JSON.stringify({ value, baseVersion: 0 }));
  } catch {
    // storage full: the server copy is made at once anyway
  }
}

const isEmpty = (d: PostDraft) => !d.body && !d.firstComment && !d.pillarId && !d.mediaIds?.length;

interface Created {
  post: Post;
  saver: Autosave<PostDraft>;
}

/**
 * `/editor`: a blank post. The post is created on the server with the first thing typed (no empty drafts from
 * merely opening the page); until then, and offline, the text lives in this browser. Once created, the address
 * becomes the post's, and this same editor goes on with the post's autosave (`NewPostDraft.handOver`): nothing is
 * mounted again, so whatever the typing speed or the network's, no key and no caret position is lost.
 */
export function NewPostEditor({ onCreated }: { onCreated: (id: string) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remember = useRememberPost();
  const [created, setCreated] = useState<Created | null>(null);
  const creating = useRef<Promise<void> | null>(null);
  const retryTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const createRef = useRef<() => Promise<void>>(() => Promise.resolve());
  const [draft] = useState(
    () =>
      new NewPostDraft(readNewDraft(), {
        onEdit: (next) => {
          keepNewDraft(next);
          void createRef.current();
        },
        create: () => createRef.current(),
      }),
  );

  const create = () => {
    if (draft.handedOver || isEmpty(draft.value)) return Promise.resolve();
    if (creating.current) return creating.current;
    if (!navigator.onLine) {
      draft.setStatus("offline");
      return Promise.resolve();
    }
    draft.setStatus("saving");
    creating.current = createPost(draft.value)
      .then((post) => {
        remember(post);
        const saver = new Autosave<PostDraft>(draftOf(post), postAutosaveOptions(post.id, remember));
        draft.handOver(saver);
        try {
          postCopies.storage().removeItem(NEW_KEY);
        } catch {
          // nothing to clear
        }
        onCreated(post.id);
        setCreated({ post, saver });
      })
      .catch((err: unknown) => {
        if (err instanceof ApiError && err.status < 500 && err.status !== 401) return draft.setStatus("error");
        // offline, the "online" event tries again; online, the server failed: not saved, tried again shortly
        if (!navigator.onLine) return draft.setStatus("offline");
        draft.setStatus("retrying");
        clearTimeout(retryTimer.current);
        retryTimer.current = setTimeout(() => void createRef.current(), RETRY_MS);
      })
      .finally(() => {
        creating.current = null;
      });
    return creating.current;
  };
  useEffect(() => {
    createRef.current = create;
  });

  useEffect(() => {
    const retry = () => void createRef.current();
    window.addEventListener("online", retry);
    if (!isEmpty(draft.value)) retry(); // a draft kept from an earlier visit
    return () => {
      window.removeEventListener("online", retry);
      clearTimeout(retryTimer.current);
    };
  }, [draft]);

  // the address follows once the screen knows this session created the post (it keeps this editor mounted)
  const createdId = created?.post.id ?? null;
  useEffect(() => {
    if (createdId) void navigate({ to: "/editor/$postId", params: { postId: createdId }, replace: true });
  }, [createdId, navigate]);
  const saver = created?.saver;
  useEffect(() => () => saver?.dispose(), [saver]);

  // the post as cached: its status follows scheduling and publishing
  const cached = useQuery({ ...postQuery(createdId ?? ""), enabled: createdId !== null });
  const post = created ? (cached.data ?? created.post) : null;
  return (
    <>
      {created && post ? <AutosaveLifecycle saver={created.saver} post={post} /> : null}
      <EditorView title={t("editor.newTitle")} draft={draft} post={post} saver={created?.saver ?? null} draftsOpen />
    </>
  );
}

/**
 * The created post's autosave follows the post as cached: scheduling and publishing change its version on the
 * server, and what the editor sends next (a save, "Publish again") must be based on that version.
 */
function AutosaveLifecycle({ saver, post }: { saver: Autosave<PostDraft>; post: Post }) {
  const server = useMemo(() => draftOf(post), [post]);
  useAutosaveLifecycle(saver, server);
  return null;
}
