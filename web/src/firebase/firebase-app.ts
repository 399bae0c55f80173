import { getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { loadFirebaseOptions } from './firebase-config.ts';

/** Where the local emulators listen: the host the page came from, so a phone on the LAN reaches them too. */
export const emulatorHost = () => window.location.hostname || '127.0.0.1';

let appPromise: Promise<FirebaseApp> | undefined;

/**
 * The one Firebase app of this page view, made on first use (Auth and Firestore share it). A failed
 * config load is forgotten, so the page error boundary's retry loads again.
 */
export function firebaseApp(): Promise<FirebaseApp> {
  appPromise ??= loadFirebaseOptions().then(
    (options) => getApps()[0] ?? initializeApp(options),
    (error: unknown) => {
      appPromise = undefined;
      throw error;
    },
  );
  return appPromise;
}
