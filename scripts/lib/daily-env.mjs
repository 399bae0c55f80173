// The environment `npm run daily` runs the daily job in: every emulator of the slot. The job deletes
// Storage files and looks people up in Auth, not only Firestore: a service left without its
// emulator host would reach a real project (or fail, and a failed lookup would read as "nobody").
import { emulatorTarget } from './emulator-target.mjs';

/** The emulator hosts the Admin SDK reads, one per service the daily job uses. */
export const DAILY_EMULATOR_HOSTS = ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST', 'FIREBASE_STORAGE_EMULATOR_HOST'];

/**
 * @param {number} slot
 * @returns {Record<string, string>}
 */
export function dailyJobEnv(slot) {
  const target = emulatorTarget(slot);
  return {
    FIRESTORE_EMULATOR_HOST: target.firestoreUrl.replace('http://', ''),
    FIREBASE_AUTH_EMULATOR_HOST: target.authUrl.replace('http://', ''),
    FIREBASE_STORAGE_EMULATOR_HOST: target.storageHost,
    GCLOUD_PROJECT: target.projectId,
    // The emulators need no cloud metadata server; do not wait for one.
    METADATA_SERVER_DETECTION: 'none',
  };
}

/**
 * The emulator hosts `env` lacks, or a project that is not a demo one (demo-* never reaches Google):
 * the reasons to refuse to run, empty when none.
 * @param {Record<string, string | undefined>} env
 */
export function unsafeForDailyJob(env) {
  const problems = DAILY_EMULATOR_HOSTS.filter((name) => !env[name]).map((name) => `${name} is not set`);
  if (!env.GCLOUD_PROJECT?.startsWith('demo-')) problems.push(`project "${env.GCLOUD_PROJECT ?? ''}" is not a demo project`);
  return problems;
}
