// Makes the Java-based emulators start offline. firebase-tools downloads their jars on first use;
// where a machine has never been online we point it at local equivalents instead:
// - Firestore: a manifest-only launcher jar for the Debian-packaged Cloud Firestore emulator;
// - Storage rules: the project's own runtime (tools/storage-rules-runtime) built on that same jar.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
export const LOCAL_FIRESTORE_JARS = [
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
  '/usr/share/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
];

function officialCacheDir(env) {
  return env.FIREBASE_EMULATORS_PATH ?? join(homedir(), '.cache', 'firebase', 'emulators');
}

function officialJar(env, name) {
  const path = join(officialCacheDir(env), name);
  return existsSync(path) ? path : undefined;
}

function emulatorInfo(rootDir) {
  const file = join(rootDir, 'node_modules/firebase-tools/lib/emulator/downloadableEmulatorInfo.json');
  return JSON.parse(readFileSync(file, 'utf8'));
}

export function findLocalFirestoreJar() {
  return LOCAL_FIRESTORE_JARS.find((path) => existsSync(path));
}

/** A jar with only a manifest: Main-Class plus a Class-Path to the system jar (which we never chmod). */
function firestoreLauncher(jdk, firestoreJar, outDir) {
  const launcher = join(outDir, 'cloud-firestore-emulator-launcher.jar');
  const manifest = join(outDir, 'cloud-firestore-emulator-launcher.mf');
  const content = `Main-Class: ${FIRESTORE_MAIN_CLASS}\nClass-Path: file:${firestoreJar}\n`;
  if (existsSync(launcher) && existsSync(manifest) && readFileSync(manifest, 'utf8') === content) return launcher;
  writeFileSync(manifest, content);
  execFileSync(jdk.jar, ['--create', '--file', launcher, '--manifest', manifest], { stdio: 'inherit' });
  return launcher;
}

/**
 * @param {{ rootDir: string, jdk: any, env?: NodeJS.ProcessEnv, log?: (message: string) => void, installLocalFirestore?: () => void }} options
 * Environment variables that make firebase-tools use local emulator binaries where the official
 * cached ones are missing. Returns {} for each emulator whose official jar is already cached, and
 * {} when there is no local jar either (after `installLocalFirestore` had its chance).
 */
export async function offlineEmulatorEnv({ rootDir, jdk, env = process.env, log = console.log, installLocalFirestore = () => {} }) {
  const info = emulatorInfo(rootDir);
  const result = {};
  const outDir = join(rootDir, '.cache', 'emulators');
  mkdirSync(outDir, { recursive: true });
  const needFirestore = !officialJar(env, info.firestore.downloadPathRelativeToCacheDir) && !env.FIRESTORE_EMULATOR_BINARY_PATH;
  const needStorage = !officialJar(env, info.storage.downloadPathRelativeToCacheDir) && !env.STORAGE_EMULATOR_BINARY_PATH;
  if (!needFirestore && !needStorage) return result;

  if (!findLocalFirestoreJar()) installLocalFirestore();
  const firestoreJar = findLocalFirestoreJar();
  if (!firestoreJar) {
    // Online, firebase-tools downloads (and caches) its own jars; offline it says so itself.
    log(
      "[emulators] No local Firestore emulator (Debian's google-cloud-cli-firestore-emulator): firebase-tools downloads its own jars, which needs the network.",
    );
    return result;
  }
  if (needFirestore) {
    result.FIRESTORE_EMULATOR_BINARY_PATH = firestoreLauncher(jdk, firestoreJar, outDir);
    log(`[emulators] Firestore: local emulator ${firestoreJar}`);
  }
  if (needStorage) {
    const { buildStorageRulesRuntime } = await import('../../tools/storage-rules-runtime/build.mjs');
    result.STORAGE_EMULATOR_BINARY_PATH = await buildStorageRulesRuntime({
      javaBin: jdk.java,
      javacBin: jdk.javac,
      jarBin: jdk.jar,
      firestoreJar,
      outDir,
    });
    log('[emulators] Storage rules: project runtime tools/storage-rules-runtime');
  }
  return result;
}
