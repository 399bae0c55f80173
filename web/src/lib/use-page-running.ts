import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => undefined;
const running = () => true;
// A prerendered page's HTML, and React taking it over, are the page before its script runs.
const notYet = () => false;

/**
 * Whether the page's script runs: false in a prerendered page's HTML and while React takes it over,
 * then true. A control that needs the script (a form's submit) waits for it instead of doing the
 * browser's default (a form sent as a page address, its fields in the URL).
 */
export const usePageRunning = (): boolean => useSyncExternalStore(nothingToWatch, running, notYet);
