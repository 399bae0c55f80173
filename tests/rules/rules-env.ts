import { initializeTestEnvironment, type RulesTestContext, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { uniqueGmail, uniqueId } from '../support/test-data.ts';

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

/** The environment of one test file: made before its first test, cleaned up after its last. */
export function useRulesEnvironment(): () => RulesTestEnvironment {
  let env: RulesTestEnvironment | undefined;
  beforeAll(async () => {
    env = await rulesEnvironment();
  });
  afterAll(async () => {
    await env?.cleanup();
  });
  return () => env!;
}

/** A member's family and a stranger's, made afresh before each test. */
export interface TwoFamilies {
  familyId: string;
  otherFamilyId: string;
  memberEmail: string;
  otherEmail: string;
}

/**
 * Fresh TwoFamilies before each test of the file (the object's fields change, the object stays),
 * stored by `store` with the rules off.
 */
export function useTwoFamilies(env: () => RulesTestEnvironment, store: (ctx: RulesTestContext, families: TwoFamilies) => Promise<void>) {
  const families: TwoFamilies = { familyId: '', otherFamilyId: '', memberEmail: '', otherEmail: '' };
  beforeEach(async () => {
    Object.assign(families, {
      familyId: uniqueId('fam'),
      otherFamilyId: uniqueId('fam'),
      memberEmail: uniqueGmail('member'),
      otherEmail: uniqueGmail('other'),
    });
    await env().withSecurityRulesDisabled((ctx) => store(ctx, families));
  });
  return families;
}

/** Auth token claims of a Google sign-in. */
export const google = (email: string, verified = true) => ({
  email,
  email_verified: verified,
  firebase: { sign_in_provider: 'google.com' as const },
});
