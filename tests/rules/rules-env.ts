import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

function hostPort(variable: string) {
  const value = process.env[variable];
  if (!value) throw new Error(`${variable} is not set: run these tests through scripts/with-emulators.mjs`);
  const [host, port] = value.split(':');
  return { host: host!, port: Number(port) };
}

const root = join(import.meta.dirname, '..', '..');

/** The project's real rules files, loaded into this run's emulators. */
export function rulesEnvironment(): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId: process.env.GCLOUD_PROJECT ?? 'demo-edma-rules',
    firestore: { ...hostPort('FIRESTORE_EMULATOR_HOST'), rules: readFileSync(join(root, 'firestore.rules'), 'utf8') },
    storage: { ...hostPort('FIREBASE_STORAGE_EMULATOR_HOST'), rules: readFileSync(join(root, 'storage.rules'), 'utf8') },
  });
}

/** Ids that no other test (or the demo data) uses. */
export const uniqueId = (prefix: string) => `${prefix}${randomUUID().replaceAll('-', '').slice(0, 16)}`;
export const uniqueGmail = (prefix: string) => `${prefix}.${randomUUID().slice(0, 8)}@gmail.com`;

/** Auth token claims of a Google sign-in. */
export const google = (email: string, verified = true) => ({
  email,
  email_verified: verified,
  firebase: { sign_in_provider: 'google.com' as const },
});
