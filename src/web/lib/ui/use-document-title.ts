import { useEffect } from "react";

/** Sets `document.title` to "{title} · PillarPost". */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} · PillarPost` : "PillarPost";
  }, [title]);
}
