/** The signed-in member's profile, kept in localStorage under `user` as the login screen has always done. */
export interface StoredUser {
  email: string;
  name: string;
  photoURL: string;
}

export const STORED_USER_KEY = 'user';

/** Fired on this tab's window when the stored user changes (other tabs hear the `storage` event). */
const CHANGED = 'edma:stored-user';

export function storeUser(user: StoredUser): void {
  localStorage.setItem(STORED_USER_KEY, JSON.stringify(user));
  window.dispatchEvent(new Event(CHANGED));
}

/** The stored user, or null when there is none or it is unreadable. */
export function readStoredUser(): StoredUser | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(STORED_USER_KEY);
  } catch {
    // Storage can be blocked (private mode, policies): treat as not logged in.
    return null;
  }
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredUser> | null;
    if (!value || typeof value.email !== 'string' || value.email === '') return null;
    return { email: value.email, name: value.name ?? '', photoURL: value.photoURL ?? '' };
  } catch {
    return null;
  }
}

export function clearStoredUser(): void {
  try {
    localStorage.removeItem(STORED_USER_KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
  window.dispatchEvent(new Event(CHANGED));
}

/** Calls `onChange` whenever the stored user may have changed, in this tab or another; answers the unsubscribe. */
export function subscribeStoredUser(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}
