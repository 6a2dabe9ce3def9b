import { useNavigate } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Page } from "@/components/layout/page";
import type { AutosaveStatus } from "@/lib/autosave";
import { ApiError } from "@/lib/api-client";
import { createPost, useRememberPost } from "@/features/posts/api";
import { EditorForm } from "./components/editor-form";
import { PostPreview } from "./components/post-preview";
import { SaveStatus } from "./components/save-status";
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

const isEmpty = (d: PostDraft) => !d.body && !d.firstComment && !d.pillarId;

/**
 * `/editor`: a blank post. The draft is created on the server with the first thing typed (no empty drafts from
 * merely opening the page); until then, and offline, the text lives in this browser. Then the address becomes the
 * post's, and everything typed meanwhile follows (its local copy is based on the new post's first version).
 */
export function NewPostEditor() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remember = useRememberPost();
  const pillars = useActivePillars();
  const author = usePreviewAuthor();
  const [value, setValue] = useState<PostDraft>(readNewDraft);
  const [status, setStatus] = useState<AutosaveStatus>("saved");
  const latest = useRef(value);
  const creating = useRef(false);

  const create = async () => {
    if (creating.current || isEmpty(latest.current)) return;
    if (!navigator.onLine) return setStatus("offline");
    creating.current = true;
    setStatus("saving");
    try {
      const post = await createPost(latest.current);
      remember(post);
      const now = latest.current;
      if (
        JSON.stringify(now) !==
        JSON.stringify({ body: post.body, firstComment: post.firstComment, pillarId: post.pillarId })
      )
        localStorage.setItem(draftStorageKey(post.id), JSON.stringify({ value: now, baseVersion: post.version }));
      localStorage.removeItem(NEW_KEY);
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
    if (!isEmpty(latest.current)) retry(); // a draft kept from an earlier visit
    return () => window.removeEventListener("online", retry);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onChange = (next: PostDraft) => {
    latest.current = next;
    setValue(next);
    try {
      localStorage.setItem(NEW_KEY, JSON.stringify({ value: next, baseVersion: 0 }));
    } catch {
      // storage full: the server copy is made at once anyway
    }
    setStatus(navigator.onLine ? "pending" : "offline");
    void create();
  };

  return (
    <Page title={t("editor.newTitle")} width="wide" actions={isEmpty(value) ? null : <SaveStatus status={status} />}>
      <div className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_minmax(0,575px)]">
        <EditorForm value={value} onChange={onChange} pillars={pillars} />
        <PostPreview text={value.body} author={author} />
      </div>
    </Page>
  );
}
