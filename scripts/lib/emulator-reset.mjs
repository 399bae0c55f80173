// The Emulator Suite's own endpoints a restore needs: wiping Firestore, Auth and Storage, and
// holding back the functions' background triggers while data is written.
/** @typedef {import('./emulator-target.mjs').EmulatorTarget} EmulatorTarget */

/**
 * @param {string} url
 * @param {RequestInit} init
 */
async function call(url, init) {
  const response = await fetch(url, { ...init, headers: { Authorization: 'Bearer owner', ...init.headers } });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: HTTP ${response.status} ${await response.text()}`);
  return response;
}

/** Every document of the project's default database, subcollections included. @param {EmulatorTarget} target */
export async function wipeFirestore(target) {
  await call(`${target.firestoreUrl}/emulator/v1/projects/${target.projectId}/databases/(default)/documents`, { method: 'DELETE' });
}

/** Every user account of the project. @param {EmulatorTarget} target */
export async function wipeAuth(target) {
  await call(`${target.authUrl}/emulator/v1/projects/${target.projectId}/accounts`, { method: 'DELETE' });
}

/** Every file of the default bucket. @param {ReturnType<import('firebase-admin/storage').Storage['bucket']>} bucket */
export async function wipeStorage(bucket) {
  await bucket.deleteFiles({ force: true });
}

/**
 * Turns the functions' background (Firestore) triggers off or on. Off waits for the triggers already
 * running; on reloads them and answers when they are live again. No Functions emulator: nothing to do.
 * @param {EmulatorTarget} target
 * @param {boolean} enabled
 * @returns {Promise<boolean>} whether a Functions emulator answered
 */
export async function setBackgroundTriggers(target, enabled) {
  const path = enabled ? 'enableBackgroundTriggers' : 'disableBackgroundTriggers';
  const response = await fetch(`${target.hubUrl}/functions/${path}`, { method: 'PUT' });
  if (response.status === 400 && /not running/.test(await response.clone().text())) return false;
  if (!response.ok) throw new Error(`PUT ${target.hubUrl}/functions/${path}: HTTP ${response.status} ${await response.text()}`);
  return true;
}

/**
 * Runs `work` with the background triggers off, and turns them on again whatever happens.
 * @template T
 * @param {EmulatorTarget} target
 * @param {() => Promise<T>} work
 */
export async function withTriggersDisabled(target, work) {
  await setBackgroundTriggers(target, false);
  try {
    return await work();
  } finally {
    await setBackgroundTriggers(target, true);
  }
}
