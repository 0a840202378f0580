import { useEffect } from "react";

/** Sets the browser tab's title for a screen of the internal area. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} | Interner Bereich`;
  }, [title]);
}
