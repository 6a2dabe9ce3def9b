// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { MEDIA_CODES, MEDIA_LIMITS } from "@contracts/media/rules";
import { useUploads } from "@/entities/media/api";
import { UploadList } from "@/entities/media/components/upload-list";
import { uploadProblem } from "@/entities/media/upload-check";
import { setupTestI18n } from "./test-i18n";

beforeAll(async () => {
  await setupTestI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const MB = 1024 * 1024;
const png = (name: string, size: number) =>
  new File([new Uint8Array(PNG_HEAD), new Uint8Array(size - PNG_HEAD.length)], name, { type: "image/png" });
const text = (name: string, type: string) => new File(["just some notes, no PDF here"], name, { type });

/** Counts the uploads that reach the network (uploadFile's XMLHttpRequest), answering none of them. */
function countRequests() {
  const sent: string[] = [];
  class Xhr {
    upload = {};
    open(_method: string, url: string) {
      sent.push(url);
    }
    setRequestHeader() {}
    send() {}
  }
  vi.stubGlobal("XMLHttpRequest", Xhr);
  return sent;
}

function Uploader({ files }: { files: File[] }) {
  const uploads = useUploads();
  return (
    <>
      <button type="button" onClick={() => void uploads.start(files)}>
        Upload
      </button>
      <UploadList uploads={uploads.uploads} onDismiss={uploads.dismiss} />
    </>
  );
}

function renderUploader(files: File[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Uploader files={files} />
    </QueryClientProvider>,
  );
}

describe("uploads checked in the browser", () => {
  it("refuses a 65 MB image at once with the translated reason, without a request", async () => {
    const sent = countRequests();
    renderUploader([png("huge.png", 65 * MB)]);
    await userEvent.setup().click(screen.getByRole("button", { name: "Upload" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Images must be 50 MB or smaller.");
    expect(sent).toEqual([]);
  });

  it("tells a text file named .pdf that it is not a PDF, without a request", async () => {
    const sent = countRequests();
    renderUploader([text("deck.pdf", "application/pdf")]);
    await userEvent.setup().click(screen.getByRole("button", { name: "Upload" }));
    expect((await screen.findByRole("alert")).textContent).toContain("is not a PDF document");
    expect(sent).toEqual([]);
  });

  it("sends a file the server would take (the positive control)", async () => {
    const sent = countRequests();
    renderUploader([png("chart.png", 2 * MB)]);
    await userEvent.setup().click(screen.getByRole("button", { name: "Upload" }));
    await waitFor(() => expect(sent).toEqual(["/api/media"]));
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("uploadProblem", () => {
  it("decides by the content and the server's limits", async () => {
    expect(await uploadProblem(png("a.png", MEDIA_LIMITS.imageMaxBytes))).toBeNull();
    expect(await uploadProblem(png("a.png", MEDIA_LIMITS.imageMaxBytes + 1))).toBe(MEDIA_CODES.mediaImageTooLarge);
    // an image named .pdf is an image (the server decides by content, so does the browser)
    expect(await uploadProblem(png("scan.pdf", 1000))).toBeNull();
    expect(await uploadProblem(text("notes.txt", "text/plain"))).toBe(MEDIA_CODES.mediaType);
    expect(await uploadProblem(text("deck.PDF", ""))).toBe(MEDIA_CODES.mediaNotPdf);
    // PDF readers take the header within the first kilobyte
    const pdf = new File([new Uint8Array(300), "%PDF-1.7\n..."], "deck.pdf", { type: "application/pdf" });
    expect(await uploadProblem(pdf)).toBeNull();
  });
});
