import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { connectStorageEmulator, getStorage } from 'firebase/storage';
import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider, StorageProvider, useFirebaseApp } from 'reactfire';
import { emulatorPorts, firebaseOptions } from './firebase-config.ts';

const emulatorHost = () => window.location.hostname || '127.0.0.1';

/** Auth, Firestore and Storage for the routes that need them, wired to the emulators locally. */
function FirebaseServices() {
  const app = useFirebaseApp();
  const auth = getAuth(app);
  const firestore = getFirestore(app);
  const storage = getStorage(app);
  if (__EMULATOR_BUILD__ && !('emulatorConfig' in auth && auth.emulatorConfig)) {
    connectAuthEmulator(auth, `http://${emulatorHost()}:${emulatorPorts.auth}`, { disableWarnings: true });
    connectFirestoreEmulator(firestore, emulatorHost(), emulatorPorts.firestore);
    connectStorageEmulator(storage, emulatorHost(), emulatorPorts.storage);
  }
  useEffect(() => {
    // Browser tests drive the emulators through this hook; production builds drop it.
    if (__EMULATOR_BUILD__) void import('./emulator-test-api.ts').then((m) => m.attachEmulatorTestApi({ auth, firestore, storage }));
  }, [auth, firestore, storage]);
  return (
    <AuthProvider sdk={auth}>
      <FirestoreProvider sdk={firestore}>
        <StorageProvider sdk={storage}>
          <Outlet />
        </StorageProvider>
      </FirestoreProvider>
    </AuthProvider>
  );
}

export default function FirebaseRoot() {
  return (
    <FirebaseAppProvider firebaseConfig={firebaseOptions} suspense={false}>
      <FirebaseServices />
    </FirebaseAppProvider>
  );
}
