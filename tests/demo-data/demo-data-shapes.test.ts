import type { CollectionReference, DocumentSnapshot } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { formatStoredShapeIssue, storedShapeIssues } from '../../functions/src/store/stored-collections.ts';
import { adminDb } from '../support/admin.ts';

/*
 * Every document of a running emulator (the demo data: `npm start` loads emulator-data/) has the
 * shape the product stores it in, as functions/src/store/stored-collections.ts describes each
 * collection: a bad demo record is caught here, not by a page that crashes on it. A document of a
 * collection nobody described fails too, so a new collection cannot go unchecked.
 *
 * Run inside the Emulator Suite (scripts/with-emulators.mjs sets the environment), or against one
 * already running, e.g. npm start's on slot 0:
 *   FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 GCLOUD_PROJECT=demo-edma-s0 npx vitest run --project demo-data
 */

/** Fewer than this many families is not the demo data (an emulator started empty, or wiped). */
const DEMO_FAMILIES = 100;
const MAX_LISTED = 300;

/** Every stored document, subcollections included: a level at a time, each level's documents read in one call. */
async function everyDocument(): Promise<DocumentSnapshot[]> {
  const db = adminDb();
  const found: DocumentSnapshot[] = [];
  const walk = async (collections: CollectionReference[]): Promise<void> => {
    // listDocuments also names documents that do not exist but hold subcollections: walked, not checked.
    const refs = (await Promise.all(collections.map((collection) => collection.listDocuments()))).flat();
    if (refs.length === 0) return;
    for (let i = 0; i < refs.length; i += 500) found.push(...(await db.getAll(...refs.slice(i, i + 500))).filter((doc) => doc.exists));
    await walk((await Promise.all(refs.map((ref) => ref.listCollections()))).flat());
  };
  await walk(await db.listCollections());
  return found;
}

describe('the demo data', () => {
  it('holds every document in its stored shape', { timeout: 120_000 }, async () => {
    // Never a real project: the admin SDK would read production without the emulator's address.
    expect(process.env.FIRESTORE_EMULATOR_HOST, 'FIRESTORE_EMULATOR_HOST: the Firestore emulator to read').toBeTruthy();
    const documents = await everyDocument();
    const count = (pattern: RegExp) => documents.filter((doc) => pattern.test(doc.ref.path)).length;
    expect(count(/^families\/[^/]+$/), 'families read').toBeGreaterThanOrEqual(DEMO_FAMILIES);
    expect(count(/^families\/[^/]+\/members\/[^/]+$/), 'members read').toBeGreaterThanOrEqual(DEMO_FAMILIES);

    const problems = documents
      .sort((a, b) => (a.ref.path < b.ref.path ? -1 : 1))
      .flatMap((doc) => storedShapeIssues(doc.ref.path, doc.data()).map((issue) => formatStoredShapeIssue(doc.ref.path, issue)));
    const listed =
      problems.length > MAX_LISTED ? [...problems.slice(0, MAX_LISTED), `... and ${problems.length - MAX_LISTED} more`] : problems;
    expect(listed, `${problems.length} problems in ${documents.length} stored documents`).toEqual([]);
  });
});
