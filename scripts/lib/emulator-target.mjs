// Which emulators a backup or restore works on: the slot's ports and project (scripts/lib/ports.mjs),
// the Admin SDK pointed at them, and a check that they are running.
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { portsForSlot, projectIdForSlot } from './ports.mjs';

const HOST = '127.0.0.1';

/**
 * The slot of `--slot N`, else EDMA_SLOT, else 0 (`npm start`).
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 */
export function slotFrom(args, env = process.env) {
  const at = args.indexOf('--slot');
  const value = at >= 0 ? args[at + 1] : (env.EDMA_SLOT ?? '0');
  const slot = Number(value);
  if (!Number.isInteger(slot)) throw new Error(`Give the slot as --slot N (got "${value}").`);
  portsForSlot(slot);
  return slot;
}

/**
 * The value after a flag, e.g. `--out <folder>`.
 * @param {string[]} args
 * @param {string} flag
 */
export function optionValue(args, flag) {
  const at = args.indexOf(flag);
  const value = at >= 0 ? args[at + 1] : undefined;
  return value && !value.startsWith('--') ? value : undefined;
}

/** @param {number} slot */
export function emulatorTarget(slot) {
  const ports = portsForSlot(slot);
  const projectId = projectIdForSlot(slot);
  return {
    slot,
    projectId,
    bucket: `${projectId}.appspot.com`,
    firestoreUrl: `http://${HOST}:${ports.firestore}`,
    authUrl: `http://${HOST}:${ports.auth}`,
    storageHost: `${HOST}:${ports.storage}`,
    hubUrl: `http://${HOST}:${ports.hub}`,
    ports,
  };
}

/** @typedef {ReturnType<typeof emulatorTarget>} EmulatorTarget */

/**
 * Stops with a clear message unless the slot's Firestore, Auth and Storage emulators are running.
 * @param {EmulatorTarget} target
 */
export async function assertEmulatorsRunning(target) {
  /** @type {Record<string, unknown>} */
  let running;
  try {
    const response = await fetch(`${target.hubUrl}/emulators`);
    running = /** @type {Record<string, unknown>} */ (await response.json());
  } catch {
    throw new Error(
      `No emulators answer on slot ${target.slot} (hub ${target.hubUrl}): is \`npm start\` running? ` +
        'Another slot: --slot N or EDMA_SLOT=N.',
    );
  }
  const missing = ['firestore', 'auth', 'storage'].filter((name) => !(name in running));
  if (missing.length > 0) throw new Error(`The ${missing.join(', ')} emulator(s) of slot ${target.slot} are not running.`);
}

/**
 * The Admin SDK on the slot's emulators. Firestore reads integers as BigInt, so a 64-bit integer
 * and a double stay apart.
 * @param {EmulatorTarget} target
 */
export function adminFor(target) {
  process.env.FIRESTORE_EMULATOR_HOST = target.firestoreUrl.replace('http://', '');
  process.env.FIREBASE_AUTH_EMULATOR_HOST = target.authUrl.replace('http://', '');
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = target.storageHost;
  process.env.GCLOUD_PROJECT = target.projectId;
  // The emulators need no cloud metadata server; do not wait for one.
  process.env.METADATA_SERVER_DETECTION = 'none';
  const app = initializeApp({ projectId: target.projectId, storageBucket: target.bucket }, `backup-slot-${target.slot}`);
  const db = getFirestore(app);
  db.settings({ useBigInt: true });
  return { app, db, auth: getAuth(app), bucket: getStorage(app).bucket() };
}
