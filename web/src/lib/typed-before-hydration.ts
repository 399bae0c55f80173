/*
 * A prerendered page shows its form controls before its script runs, and a visitor on a slow phone
 * may type or choose in them meanwhile. The browser keeps that; React, taking the page over, keeps
 * what the control shows but not the component's state, so the next render (or a form library
 * setting its default) would wipe it. Read once as the page starts, it becomes the state.
 */

/** What the control with this id holds as the page starts: `null` if there is none (or no page yet). */
export function typedBeforeHydration(id: string): string | null {
  if (typeof document === 'undefined') return null;
  const control = document.getElementById(id);
  const holdsText = control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement;
  return holdsText ? control.value : null;
}
