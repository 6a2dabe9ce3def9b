import { toast } from "@/lib/ui/use-toast";
import { ToastAction } from "./toast";

/** "Moved to the trash" (or another change) with an Undo button (the Trash view is the way back once it is gone). */
export function undoToast({
  title,
  description,
  undoLabel,
  altText,
  onUndo,
}: {
  title: string;
  description?: string;
  undoLabel: string;
  altText: string;
  onUndo: () => void;
}) {
  toast({
    title,
    ...(description === undefined ? {} : { description }),
    action: (
      <ToastAction altText={altText} onClick={onUndo}>
        {undoLabel}
      </ToastAction>
    ),
  });
}
