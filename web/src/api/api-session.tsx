import { createContext, useContext, useMemo, type ReactNode } from 'react';

/** What a signed-in screen's API calls need from the page: the ID token, and where an ended session goes. */
export interface ApiSession {
  /** The current Firebase ID token (refreshed when due). */
  idToken(): Promise<string>;
  /** The page's "session expired" state: called when a call meets HTTP 401 or a dead sign-in. */
  onSessionEnded(): void;
}

const ApiSessionContext = createContext<ApiSession | null>(null);

/** Provided once by a signed-in page, so its components need no token or expiry props. */
export function ApiSessionProvider({ idToken, onSessionEnded, children }: ApiSession & { children: ReactNode }) {
  const session = useMemo(() => ({ idToken, onSessionEnded }), [idToken, onSessionEnded]);
  return <ApiSessionContext.Provider value={session}>{children}</ApiSessionContext.Provider>;
}

export function useApiSession(): ApiSession {
  const session = useContext(ApiSessionContext);
  if (!session) throw new Error('Signed-in API calls render inside <ApiSessionProvider>.');
  return session;
}
