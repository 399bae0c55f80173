import { test } from '@playwright/test';
import type { DocumentData } from 'firebase-admin/firestore';
import { adminDb } from '../support/admin.ts';

/**
 * The document `content/{name}` of a spec file: the file starts from the built-in content (no
 * document, as a new site) and whatever it saves is put back after it. Call at the top of the file.
 */
export function useBuiltInContent(name: string): void {
  const doc = () => adminDb().collection('content').doc(name);
  let saved: DocumentData | undefined;
  test.beforeAll(async () => {
    saved = (await doc().get()).data();
    await doc().delete();
  });
  test.afterAll(async () => {
    await (saved ? doc().set(saved) : doc().delete());
  });
}
