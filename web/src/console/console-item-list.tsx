import { useId, type ReactNode } from 'react';

interface ConsoleItemListProps<T> {
  heading: string;
  /** Said instead of an empty list. */
  emptyText: string;
  items: readonly T[];
  /** A numbered list, for items the public page shows in this order. */
  ordered?: boolean;
  /** A line under the heading. */
  description?: ReactNode;
  /** One item, an `<li>` with its key. */
  children(item: T, index: number): ReactNode;
}

/** A console section's list of items under its heading, which names the list; or the empty text. */
export function ConsoleItemList<T>({ heading, emptyText, items, ordered = false, description, children }: ConsoleItemListProps<T>) {
  const id = useId();
  const List = ordered ? 'ol' : 'ul';
  return (
    <>
      <h3 id={id}>{heading}</h3>
      {description}
      {items.length === 0 ? (
        <p>{emptyText}</p>
      ) : (
        <List className="console-list" aria-labelledby={id}>
          {items.map((item, index) => children(item, index))}
        </List>
      )}
    </>
  );
}
