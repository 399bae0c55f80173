import { useSyncExternalStore } from 'react';
import { readStoredUser, subscribeStoredUser } from './stored-user.ts';

const isSignedIn = () => readStoredUser() !== null;
// Prerendered pages are a visitor's: a stored sign-in shows once the page runs (after hydration).
const asVisitor = () => false;

/** Whether someone has signed in on this device (the stored user), kept up to date across tabs. */
export const useSignedInHere = (): boolean => useSyncExternalStore(subscribeStoredUser, isSignedIn, asVisitor);
