import type { FirebaseOptions } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { use, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider, useFirebaseApp } from 'reactfire';
import { emulatorPorts, loadFirebaseOptions } from './firebase-config.ts';

const emulatorHost = () => window.location.hostname || '127.0.0.1';
let storageConnected = false;

let optionsPromise: Promise<FirebaseOptions> | undefined;
/** One load per page view; a failed one is forgotten so the error boundary's retry loads again. */
function firebaseOptions(): Promise<FirebaseOptions> {
  optionsPromise ??= loadFirebaseOptions().catch((error: unknown) => {
    optionsPromise = undefined;
    throw error;
  });
  return optionsPromise;
}

/** Auth and Firestore for the routes that need them, wired to the emulators locally. */
function FirebaseServices() {
  const app = useFirebaseApp();
  const auth = getAuth(app);
  const firestore = getFirestore(app);
  if (__EMULATOR_BUILD__ && !('emulatorConfig' in auth && auth.emulatorConfig)) {
    connectAuthEmulator(auth, `http://${emulatorHost()}:${emulatorPorts.auth}`, { disableWarnings: true });
    connectFirestoreEmulator(firestore, emulatorHost(), emulatorPorts.firestore);
  }
  useEffect(() => {
    // Browser tests drive the emulators through this hook (Storage only for them: the app itself
    // never talks to Storage); production builds drop it.
    if (__EMULATOR_BUILD__) {
      void Promise.all([import('./emulator-test-api.ts'), import('firebase/storage')]).then(
        ([testApi, { connectStorageEmulator, getStorage }]) => {
          const storage = getStorage(app);
          if (!storageConnected) connectStorageEmulator(storage, emulatorHost(), emulatorPorts.storage);
          storageConnected = true;
          testApi.attachEmulatorTestApi({ auth, firestore, storage });
        },
      );
    }
  }, [app, auth, firestore]);
  return (
    <AuthProvider sdk={auth}>
      <FirestoreProvider sdk={firestore}>
        <Outlet />
      </FirestoreProvider>
    </AuthProvider>
  );
}

export default function FirebaseRoot() {
  // Suspends under the page's Suspense; a config that cannot be had reaches the page's error boundary.
  const options = use(firebaseOptions());
  return (
    <FirebaseAppProvider firebaseConfig={options} suspense={false}>
      <FirebaseServices />
    </FirebaseAppProvider>
  );
}
