import { useEffect } from 'react';

/** The head tags a link preview reads, by attribute. */
const TAGS = [
  ['name', 'description', 'description'],
  ['property', 'og:title', 'title'],
  ['property', 'og:description', 'description'],
  ['property', 'og:url', 'url'],
] as const;

/**
 * The page's title and share tags, once its event is known. Previews that run scripts (and the tab,
 * history and bookmarks) read them; the previous values come back when the page is left.
 */
export function useShareCard(card: { title: string; description: string } | null) {
  const title = card?.title;
  const description = card?.description;
  useEffect(() => {
    if (title === undefined || description === undefined) return;
    const values = { title: `${title} - EDMA`, description, url: window.location.href };
    const previousTitle = document.title;
    const restore: (() => void)[] = [];
    for (const [attribute, key, value] of TAGS) {
      const tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
      if (!tag) continue;
      const previous = tag.content;
      tag.content = values[value];
      restore.push(() => (tag.content = previous));
    }
    document.title = values.title;
    return () => {
      document.title = previousTitle;
      for (const undo of restore) undo();
    };
  }, [title, description]);
}
