import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';

type Bucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;

function app(): App {
  return getApps()[0] ?? initializeApp();
}

export function db(): Firestore {
  return getFirestore(app());
}

export function auth(): Auth {
  return getAuth(app());
}

/** The project's default bucket; outside Cloud Functions (seed script, tests) named after the project. */
export function bucket(): Bucket {
  const storage = getStorage(app());
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
