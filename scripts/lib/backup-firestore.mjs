// Firestore in a backup folder: firestore/<collection>.jsonl, one line per document of that top-level
// collection and of every subcollection below it, {"path": "families/f1/members/m1", "fields": {...}},
// the fields typed by firestore-values.mjs, sorted by path.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { decodeFields, encodeFields } from './firestore-values.mjs';

/** @typedef {import('firebase-admin/firestore').Firestore} Firestore */
/** @typedef {import('firebase-admin/firestore').CollectionReference} CollectionReference */
/** @typedef {import('firebase-admin/firestore').DocumentSnapshot} DocumentSnapshot */

const PARALLEL = 64;

/** A document path's collection with the document ids as `*`: families/f1/members/m1 -> families/{id}/members. @param {string} path */
export function collectionPattern(path) {
  return path
    .split('/')
    .slice(0, -1)
    .map((part, i) => (i % 2 === 1 ? '*' : part))
    .join('/');
}

/** File name of a top-level collection (any id is safe in it). @param {string} collectionId */
export const collectionFile = (collectionId) => `firestore/${encodeURIComponent(collectionId)}.jsonl`;

/**
 * Every document under a collection, subcollections included. listDocuments() also names documents
 * that do not exist but hold subcollections, so those are found too.
 * @param {CollectionReference} collection
 * @param {DocumentSnapshot[]} into
 */
async function collectDocuments(collection, into) {
  const [snapshot, refs] = await Promise.all([collection.get(), collection.listDocuments()]);
  into.push(...snapshot.docs);
  for (let i = 0; i < refs.length; i += PARALLEL) {
    const subcollections = await Promise.all(refs.slice(i, i + PARALLEL).map((ref) => ref.listCollections()));
    for (const sub of subcollections.flat()) await collectDocuments(sub, into);
  }
}

/**
 * Writes every collection into `dir`; returns the files written and the count of each collection
 * (by pattern, e.g. `families/*\/members`).
 * @param {Firestore} db
 * @param {string} dir
 */
export async function backUpFirestore(db, dir) {
  await mkdir(join(dir, 'firestore'), { recursive: true });
  /** @type {Record<string, number>} */
  const collections = {};
  /** @type {Array<{ collection: string, file: string, documents: number }>} */
  const files = [];
  const topLevel = (await db.listCollections()).sort((a, b) => (a.id < b.id ? -1 : 1));
  for (const collection of topLevel) {
    /** @type {DocumentSnapshot[]} */
    const docs = [];
    await collectDocuments(collection, docs);
    docs.sort((a, b) => (a.ref.path < b.ref.path ? -1 : 1));
    const lines = docs.map((doc) => {
      const pattern = collectionPattern(doc.ref.path);
      collections[pattern] = (collections[pattern] ?? 0) + 1;
      return `${JSON.stringify({ path: doc.ref.path, fields: encodeFields(doc.data() ?? {}) })}\n`;
    });
    const file = collectionFile(collection.id);
    await writeFile(join(dir, file), lines.join(''));
    files.push({ collection: collection.id, file, documents: docs.length });
  }
  return { collections, files, documents: files.reduce((sum, f) => sum + f.documents, 0) };
}

/**
 * Writes every document of the backup's files (the database should be empty: a restore wipes it first).
 * @param {Firestore} db
 * @param {string} dir
 * @param {string[]} files as the manifest lists them
 */
export async function restoreFirestore(db, dir, files) {
  const writer = db.bulkWriter({ throttling: false });
  /** @type {string[]} */
  const failures = [];
  let documents = 0;
  for (const file of files) {
    const text = await readFile(join(dir, file), 'utf8');
    for (const line of text.split('\n')) {
      if (line === '') continue;
      const { path, fields } = JSON.parse(line);
      documents += 1;
      writer.set(db.doc(path), decodeFields(db, fields)).catch((error) => failures.push(`${path}: ${error.message}`));
    }
  }
  await writer.close();
  if (failures.length > 0) throw new Error(`${failures.length} documents could not be written, e.g. ${failures.slice(0, 3).join('; ')}`);
  return { documents };
}
