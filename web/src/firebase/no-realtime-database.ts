/*
 * Stands in for `firebase/database` in the build (vite.config.ts aliases it here). The app has no
 * Realtime Database; reactfire imports these for its database hooks, which the app never calls, and
 * the real module keeps about 35 KB gzip of itself in the bundle even with nothing called.
 */
const unused = (): never => {
  throw new Error('The app uses no Realtime Database.');
};

export const get = unused;
export const off = unused;
export const onChildAdded = unused;
export const onChildChanged = unused;
export const onChildMoved = unused;
export const onChildRemoved = unused;
export const onValue = unused;
