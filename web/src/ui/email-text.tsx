import { Fragment } from 'react';

/**
 * An email address that may wrap after its "@" and dots (never inside a word): a long address on a
 * phone then stays inside its card instead of widening the page or splitting "com".
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?<=[@.])/);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
