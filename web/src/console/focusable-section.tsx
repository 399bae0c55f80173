import type { ReactNode, RefObject } from 'react';

/**
 * A console section whose heading can take focus (`headingRef`): where the section replaces what
 * it shows, keyboard and screen reader users start again at its heading. `name` gives the section's
 * class (`console-<name>`) and its heading's id (`<name>-title`).
 */
export function FocusableSection({
  name,
  title,
  headingRef,
  children,
}: {
  name: string;
  title: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}) {
  return (
    <section className={`console-section console-${name}`} aria-labelledby={`${name}-title`}>
      <h2 id={`${name}-title`} ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </section>
  );
}
