import type { FirebaseOptions } from 'firebase/app';

export const firebaseOptions: FirebaseOptions = {
  projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID ?? 'demo-edma',
  apiKey: import.meta.env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
  authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN ?? 'demo-edma.firebaseapp.com',
  storageBucket: import.meta.env.VITE_FIREBASE_STORAGE_BUCKET ?? 'demo-edma.appspot.com',
  appId: import.meta.env.VITE_FIREBASE_APP_ID,
};

export const emulatorPorts = {
  auth: Number(import.meta.env.VITE_AUTH_EMULATOR_PORT ?? 9099),
  firestore: Number(import.meta.env.VITE_FIRESTORE_EMULATOR_PORT ?? 8080),
  storage: Number(import.meta.env.VITE_STORAGE_EMULATOR_PORT ?? 9199),
};
