import { Upload } from "lucide-react";
import { useId, useRef, useState, type DragEvent, type ReactNode } from "react";
import { MEDIA_ACCEPT } from "@contracts/media/rules";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** Whether a drag carries files (not text or a link being dragged around the page). */
export const dragHasFiles = (e: DragEvent) => [...e.dataTransfer.types].includes("Files");

/** Files dropped here or chosen with the button (the keyboard's way in). */
export function DropZone({
  onFiles,
  title,
  hint,
  buttonLabel,
}: {
  onFiles: (files: File[]) => void;
  title: ReactNode;
  hint: ReactNode;
  buttonLabel: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [over, setOver] = useState(false);
  return (
    <div
      onDragOver={(e) => {
        if (!dragHasFiles(e)) return;
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        if (!dragHasFiles(e)) return;
        e.preventDefault();
        setOver(false);
        onFiles([...e.dataTransfer.files]);
      }}
      data-testid="media-drop-zone"
      className={cn(
        "flex flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-center transition-colors",
        over ? "border-primary bg-primary/5" : "border-border",
      )}
    >
      <Upload aria-hidden className="size-6 text-muted-foreground" />
      <p className="text-sm font-medium">{title}</p>
      <p id={hintId} className="text-xs text-muted-foreground">
        {hint}
      </p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => input.current?.click()}
        aria-describedby={hintId}
      >
        {buttonLabel}
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        accept={MEDIA_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        data-testid="media-file-input"
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = "";
          if (files.length) onFiles(files);
        }}
      />
    </div>
  );
}
