/**
 * The four parts of the "G", each in its brand colour (a class of google-sign-in.css: the page is
 * prerendered, and the Content-Security-Policy refuses style attributes in HTML).
 */
const PARTS = [
  [
    'google-logo__red',
    'M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z',
  ],
  ['google-logo__blue', 'M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.7c4.3-4 6.9-9.9 6.9-17.1z'],
  ['google-logo__yellow', 'M10.5 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.8-6.1z'],
  [
    'google-logo__green',
    'M24 48c6.5 0 11.9-2.1 15.8-5.8l-7.4-5.7c-2.1 1.4-4.8 2.3-8.4 2.3-6.2 0-11.5-4.2-13.4-9.9l-7.9 6.1C6.6 42.6 14.6 48 24 48z',
  ],
] as const;

/** The Google "G", decorative: the button text names the action. */
export function GoogleLogo() {
  return (
    <svg className="google-logo" viewBox="0 0 48 48" width="20" height="20" aria-hidden="true" focusable="false">
      {PARTS.map(([part, d]) => (
        <path key={part} className={part} d={d} />
      ))}
    </svg>
  );
}
