import { createRequire } from 'node:module';
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import type { Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import type { getStorage } from 'firebase-admin/storage';

type Bucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;

/*
 * Auth and Storage load on first use, not with the functions: the triggers and most API requests
 * never touch them, and every cold instance would pay for both (a fifth of a second). Firestore,
 * which nearly every function reads, loads up front. `require` because the callers are synchronous.
 */
const requireOnUse = createRequire(import.meta.url);
const loadAuth = () => requireOnUse('firebase-admin/auth') as typeof import('firebase-admin/auth');
const loadStorage = () => requireOnUse('firebase-admin/storage') as typeof import('firebase-admin/storage');

function app(): App {
  return getApps()[0] ?? initializeApp();
}

export function db(): Firestore {
  return getFirestore(app());
}

export function auth(): Auth {
  return loadAuth().getAuth(app());
}

/** The project's default bucket; outside Cloud Functions (seed script, tests) named after the project. */
export function bucket(): Bucket {
  const storage = loadStorage().getStorage(app());
  if (app().options.storageBucket) return storage.bucket();
  return storage.bucket(defaultBucketName());
}

export function defaultBucketName(): string {
  const config = process.env.FIREBASE_CONFIG;
  if (config?.trim().startsWith('{')) {
    const parsed = JSON.parse(config) as { storageBucket?: string };
    if (parsed.storageBucket) return parsed.storageBucket;
  }
  const project = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT ?? 'demo-edma';
  return `${project}.appspot.com`;
}
