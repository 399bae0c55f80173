/// <reference types="vite/client" />

/** True in builds made for the local Emulator Suite (set from VITE_EMULATORS in vite.config.ts). */
declare const __EMULATOR_BUILD__: boolean;
/** The year the app was built in (set in vite.config.ts). */
declare const __BUILD_YEAR__: number;

interface ImportMetaEnv {
  /** Set by the project's scripts when the app talks to the local emulators. */
  readonly VITE_EMULATORS?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_STORAGE_BUCKET?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_AUTH_EMULATOR_PORT?: string;
  readonly VITE_FIRESTORE_EMULATOR_PORT?: string;
  readonly VITE_STORAGE_EMULATOR_PORT?: string;
}
