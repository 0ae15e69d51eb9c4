import { useEffect, useState } from "react";

/**
 * SPEC §4 article page: on entry sets the document title and description; on leaving restores
 * the previous title and removes the description. React Router's `<Meta>` also renders each
 * page's tags, so leaving only undoes what is still ours: a title the next page has already
 * replaced stays, and only a description element this hook created is removed.
 */
export function useDocumentMeta({ title, description }: { title: string; description: string }) {
  // Read during the first render, before this page's tags are committed.
  const [previousTitle] = useState(() => (typeof document === "undefined" ? "" : document.title));

  useEffect(() => {
    document.title = title;
    let element = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = element === null;
    if (!element) {
      element = document.createElement("meta");
      element.name = "description";
      document.head.append(element);
    }
    element.content = description;

    return () => {
      if (document.title === title) document.title = previousTitle;
      if (created) element.remove();
    };
  }, [title, description, previousTitle]);
}
