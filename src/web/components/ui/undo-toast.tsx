import { toast } from "@/lib/use-toast";
import { ToastAction } from "./toast";

/** "Moved to the trash" with an Undo button (the Trash view is the way back once the toast is gone). */
export function undoToast({
  title,
  undoLabel,
  altText,
  onUndo,
}: {
  title: string;
  undoLabel: string;
  altText: string;
  onUndo: () => void;
}) {
  toast({
    title,
    action: (
      <ToastAction altText={altText} onClick={onUndo}>
        {undoLabel}
      </ToastAction>
    ),
  });
}
