import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState, type ChangeEvent } from "react";
import type { ImportSavedPostsResult } from "@contracts/saved-posts/schemas";
import { SAVED_POST_CODES, SAVED_POST_LIMITS as L } from "@contracts/saved-posts/rules";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { toastApiFailure } from "@/lib/api/api-error-text";
import { messageText } from "@/lib/forms/validation-message";
import { useTranslation } from "@/lib/i18n/use-translation";
import { toast } from "@/lib/ui/use-toast";
import { SAVED_POST_KEYS } from "@/entities/saved-posts/query";
import { importSavedPosts } from "../api";

interface Chosen {
  format: "csv" | "json";
  content: string;
  preview: ImportSavedPostsResult;
}

/** Read as UTF-8 or not at all: a file in another encoding is named as such, never imported with broken letters. */
async function readUtf8(file: File): Promise<string | null> {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(await file.arrayBuffer());
  } catch {
    return null;
  }
}

/** Import a CSV or JSON file: the server reads it and answers a preview; importing takes every row or none. */
export function ImportPanel() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [busy, setBusy] = useState<"reading" | "importing" | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  // Import is disabled while it imports, which drops its focus
  const importRef = useRef<HTMLButtonElement>(null);
  const refocusImport = useRef(false);
  useEffect(() => {
    if (busy || !refocusImport.current) return;
    refocusImport.current = false;
    importRef.current?.focus();
  }, [busy]);

  const reset = () => {
    setChosen(null);
    if (inputRef.current) inputRef.current.value = "";
  };

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    setChosen(null);
    setFileError(null);
    if (!file) return;
    if (file.size > L.importMaxBytes) {
      setFileError(t("savedPosts.import.tooLarge"));
      return;
    }
    setBusy("reading");
    try {
      const content = await readUtf8(file);
      if (content === null) {
        setFileError(messageText(t, SAVED_POST_CODES.savedPostImportEncoding));
        return;
      }
      const format = /\.json$/i.test(file.name) || file.type === "application/json" ? "json" : "csv";
      const preview = await importSavedPosts({ format, content, commit: false });
      if (preview.fileError) setFileError(messageText(t, preview.fileError));
      else setChosen({ format, content, preview });
    } catch (error) {
      // not read (offline, the server out of reach): the toast says why, and the same file can be chosen again
      toastApiFailure(t("savedPosts.import.failed"), error, t);
      reset();
      inputRef.current?.focus();
    } finally {
      setBusy(null);
    }
  };

  const commit = async () => {
    if (!chosen) return;
    setBusy("importing");
    try {
      const result = await importSavedPosts({ format: chosen.format, content: chosen.content, commit: true });
      toast({ title: t("savedPosts.import.done", { count: result.imported }) });
      reset();
      await client.invalidateQueries({ queryKey: SAVED_POST_KEYS.all });
      inputRef.current?.focus();
    } catch (error) {
      // nothing imported: the toast says why, the preview stays and Import gets its focus back, to try again
      toastApiFailure(t("savedPosts.import.failed"), error, t);
      refocusImport.current = true;
    } finally {
      setBusy(null);
    }
  };

  const preview = chosen?.preview;
  const toImport = preview ? preview.valid - preview.duplicates : 0;

  return (
    <section
      aria-labelledby="saved-posts-import-heading"
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs"
    >
      <h2 id="saved-posts-import-heading" className="text-base font-semibold">
        {t("savedPosts.import.heading")}
      </h2>
      <p id="saved-posts-import-hint" className="text-sm text-muted-foreground">
        {t("savedPosts.import.hint")}
      </p>
      <div className="flex flex-col gap-2">
        <Label htmlFor="saved-posts-import-file">{t("savedPosts.import.choose")}</Label>
        <input
          id="saved-posts-import-file"
          ref={inputRef}
          type="file"
          accept=".csv,.json,text/csv,application/json"
          aria-describedby={fileError ? "saved-posts-import-error" : "saved-posts-import-hint"}
          aria-invalid={Boolean(fileError)}
          onChange={(e) => void onFile(e)}
          className="text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5 file:text-sm file:font-medium"
        />
      </div>
      {busy === "reading" ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t("savedPosts.import.reading")}
        </p>
      ) : null}
      {fileError ? (
        <p id="saved-posts-import-error" role="alert" className="text-sm font-medium text-destructive">
          {fileError}
        </p>
      ) : null}
      {preview ? (
        <div className="flex flex-col gap-3">
          <p ref={statusRef} role="status" className="text-sm font-medium">
            {t("savedPosts.import.summary", {
              valid: preview.valid - preview.duplicates,
              duplicates: preview.duplicates,
              invalid: preview.invalid,
            })}
          </p>
          <div
            className="max-h-80 overflow-auto rounded-md border"
            tabIndex={0}
            aria-label={t("savedPosts.import.preview")}
          >
            <table className="w-full text-left text-xs">
              <caption className="sr-only">{t("savedPosts.import.preview")}</caption>
              <thead className="sticky top-0 bg-muted">
                <tr>
                  <th scope="col" className="px-2 py-1.5">
                    {t("savedPosts.import.line")}
                  </th>
                  <th scope="col" className="px-2 py-1.5">
                    {t("savedPosts.form.author")}
                  </th>
                  <th scope="col" className="px-2 py-1.5">
                    {t("savedPosts.form.text")}
                  </th>
                  <th scope="col" className="px-2 py-1.5">
                    {t("savedPosts.import.status")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {preview.rows.map((row) => (
                  <tr key={row.line} className="border-t align-top">
                    <td className="px-2 py-1.5 tabular-nums">{row.line}</td>
                    <td className="px-2 py-1.5">{row.author}</td>
                    <td className="max-w-64 px-2 py-1.5">
                      <span className="line-clamp-2 break-words">{row.text || row.url}</span>
                    </td>
                    <td className="px-2 py-1.5">
                      {row.errors.length ? (
                        <span className="text-destructive">
                          {row.errors.map((code) => messageText(t, code)).join(" ")}
                        </span>
                      ) : row.duplicate ? (
                        <span className="text-muted-foreground">{t("savedPosts.import.duplicate")}</span>
                      ) : (
                        t("savedPosts.import.ok")
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {preview.invalid ? (
            <p className="text-sm text-destructive">{t("savedPosts.import.fixFirst")}</p>
          ) : toImport === 0 ? (
            <p className="text-sm text-muted-foreground">{t("savedPosts.import.nothingNew")}</p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button
              variant="outline"
              onClick={() => {
                reset();
                inputRef.current?.focus();
              }}
            >
              {t("savedPosts.form.cancel")}
            </Button>
            {!preview.invalid && toImport > 0 ? (
              <Button ref={importRef} onClick={() => void commit()} busy={busy === "importing"}>
                {t("savedPosts.import.confirm", { count: toImport })}
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}
    </section>
  );
}
