// Stands in for the Firebase products the app does not use but reactfire imports (Realtime Database,
// Functions, Remote Config, and Storage outside emulator builds): vite.config.ts points those
// imports here, so their SDKs, which register themselves on import, stay out of the bundle.
// Calling one of them is a mistake in this app, and says so.

function notBundled(name: string): never {
  throw new Error(`${name} is not part of this app's Firebase bundle (see web/vite.config.ts).`);
}

// Realtime Database
export const get = () => notBundled('firebase/database get');
export const off = () => notBundled('firebase/database off');
export const onChildAdded = () => notBundled('firebase/database onChildAdded');
export const onChildChanged = () => notBundled('firebase/database onChildChanged');
export const onChildMoved = () => notBundled('firebase/database onChildMoved');
export const onChildRemoved = () => notBundled('firebase/database onChildRemoved');
export const onValue = () => notBundled('firebase/database onValue');
// Functions (the app calls its HTTP API with fetch)
export const httpsCallable = () => notBundled('firebase/functions httpsCallable');
// Remote Config
export const ensureInitialized = () => notBundled('firebase/remote-config ensureInitialized');
export const getAll = () => notBundled('firebase/remote-config getAll');
export const getBoolean = () => notBundled('firebase/remote-config getBoolean');
export const getNumber = () => notBundled('firebase/remote-config getNumber');
export const getString = () => notBundled('firebase/remote-config getString');
export const getValue = () => notBundled('firebase/remote-config getValue');
// Storage (photos go through the API)
export const getDownloadURL = () => notBundled('firebase/storage getDownloadURL');
export const ref = () => notBundled('firebase/storage ref');
