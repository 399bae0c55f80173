import type { DocumentData, DocumentReference } from 'firebase-admin/firestore';
import { afterAll, beforeAll } from 'vitest';

/**
 * For a file whose tests change a shared document (settings, a draw): puts it back as it was once
 * they are done, or removes it when it was not there, so the files after it find what they expect.
 */
export function keepAsItWas(ref: () => DocumentReference, after?: () => Promise<unknown>): void {
  let stored: DocumentData | undefined;
  beforeAll(async () => {
    stored = (await ref().get()).data();
  });
  afterAll(async () => {
    if (stored) await ref().set(stored);
    else await ref().delete();
    await after?.();
  });
}
