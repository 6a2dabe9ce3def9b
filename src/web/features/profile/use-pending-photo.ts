import { useCallback, useEffect, useState } from "react";
import { avatarFileProblem } from "@contracts/profile/schemas";

/** Bytes enough to recognise every accepted image type by its magic number. */
const HEAD_BYTES = 16;

/**
 * The photo chosen in the edit form, or its removal, held in the browser until Save (Cancel or leaving the form
 * discards it): a preview URL, and why it cannot be used (checked at once, with the server's own rules).
 */
export function usePendingPhoto() {
  const [state, setState] = useState<{
    file: File | null;
    preview: string | null;
    problem: string | null;
    /** "Remove photo" was pressed: the photo goes on Save. */
    removed: boolean;
  }>({ file: null, preview: null, problem: null, removed: false });

  // Each preview URL lives as long as it is shown.
  useEffect(() => {
    const url = state.preview;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [state.preview]);

  const choose = useCallback(async (file: File) => {
    const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
    const problem = avatarFileProblem(file.size, head);
    setState(
      problem
        ? { file: null, preview: null, problem, removed: false }
        : { file, preview: URL.createObjectURL(file), problem: null, removed: false },
    );
  }, []);

  const remove = useCallback(() => setState({ file: null, preview: null, problem: null, removed: true }), []);

  return { ...state, choose, remove };
}
