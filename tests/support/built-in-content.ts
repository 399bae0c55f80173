import type { DocumentData } from 'firebase-admin/firestore';
import { adminDb } from './admin.ts';

/**
 * The document `content/{name}` of a test file: `clear` starts the file from the built-in content
 * (no document, as a new site) and `restore` puts back what was there, so the emulators are left as
 * they were (other files count the seed's items). Run them before and after the file, with the test
 * runner's own hooks (`useBuiltInContent` of the API and browser tests).
 */
export function builtInContent(name: string) {
  const doc = () => adminDb().collection('content').doc(name);
  let saved: DocumentData | undefined;
  return {
    doc,
    async clear() {
      saved = (await doc().get()).data();
      await doc().delete();
    },
    async restore() {
      await (saved ? doc().set(saved) : doc().delete());
    },
  };
}
