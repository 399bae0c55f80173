/**
 * Text as people type or paste it holds no control characters: C0 (U+0000-U+001F), DEL and C1
 * (U+007F-U+009F). Pasted text carries some that nobody can see on the page, Word's manual line break
 * (Shift+Enter, a vertical tab) above all, and they break what the text is written into, such as
 * the calendar feed (RFC 5545 allows none but the tab). Fields keep the text, not the controls: a
 * line-breaking control becomes a line break (a space in a one-line field), the rest are dropped.
 */

// VT, FF, NEL, plus CR and LF: each reads as a line break; CRLF is one.
const LINE_BREAKS = /\r\n|[\n\v\f\r\u0085]/gu;
// Matching control characters is what these are for.
// eslint-disable-next-line no-control-regex
const CONTROLS_BUT_TAB_AND_LF = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/gu;
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/gu;

/** One line: line breaks and tabs become spaces, other control characters are dropped. */
export function toSingleLine(value: string): string {
  return value.replace(LINE_BREAKS, ' ').replace(/\t/g, ' ').replace(CONTROLS, '');
}

/** Several lines: every kind of line break becomes LF, tabs stay, other control characters are dropped. */
export function toMultiLine(value: string): string {
  return value.replace(LINE_BREAKS, '\n').replace(CONTROLS_BUT_TAB_AND_LF, '');
}

/** Whether `value` holds a control character other than tab and LF (and, with `singleLine`, those too). */
export function hasControlCharacters(value: string, options: { singleLine?: boolean } = {}): boolean {
  return new RegExp((options.singleLine ? CONTROLS : CONTROLS_BUT_TAB_AND_LF).source, 'u').test(value);
}
