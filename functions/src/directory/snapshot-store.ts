import { associationToday } from '@edma/contract/dates';
import { FieldValue, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { FAMILIES, MEMBERS } from '../store/family-docs.ts';
import { DIRECTORY, VERSION_DOC } from '../store/directory-docs.ts';
import { directoryItem, type DirectoryItem, type DirectoryViewer, type MemberSource } from './directory-entry.ts';
import { isLapsed, lapsedFamilies, readDirectorySettings } from './directory-settings.ts';
import { bodyTag } from '../http/cached-answer.ts';
import { directoryBody, packShards, SHARD_BUDGET_BYTES, sortItems, spliceFamily, unpackShards } from './snapshot-layout.ts';

const shardRef = (db: Firestore, index: number) => db.collection(DIRECTORY).doc(`shard-${index}`);
const versionRef = (db: Firestore) => db.collection(DIRECTORY).doc(VERSION_DOC);
const shardRefs = (db: Firestore, from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from) }, (_, i) => shardRef(db, from + i));

const revisionOf = (head: DocumentSnapshot) => (head.exists ? Number(head.get('revision')) || 0 : 0);
const shardCountOf = (head: DocumentSnapshot) => Math.max(1, Number(head.get('shards')) || 1);
const familiesOf = (shard: DocumentSnapshot) => (shard.get('families') as string[] | undefined) ?? [];
const keysOf = (shard: DocumentSnapshot) => (shard.get('keys') as string[] | undefined) ?? [];

export interface BuiltDirectory {
  /** The validator of `body` (sha-256, base64url), without quotes. */
  tag: string;
  body: string;
  /** The UK date the ages are counted on. */
  date: string;
}

export interface LoadedDirectory {
  tag: string;
  /** Null when the caller already holds the body of `tag` (see `knownTag`). */
  body: string | null;
  /** Firestore documents read to answer (a snapshot shard, or the sources when it had to be built). */
  reads: number;
}

interface Options {
  now?: Date;
}

/** Writes `items` as the next revision of the snapshot, in the caller's transaction. */
function writeSnapshot(
  db: Firestore,
  tx: Transaction,
  head: DocumentSnapshot,
  items: DirectoryItem[],
  date: string,
  builtBy: string,
  shardBudgetBytes = SHARD_BUDGET_BYTES,
): BuiltDirectory {
  const shards = packShards(items, shardBudgetBytes);
  const body = directoryBody(items.map((item) => item.json));
  const tag = bodyTag(body);
  const revision = revisionOf(head) + 1;
  tx.set(versionRef(db), { etag: tag, date, shards: shards.length, revision });
  shards.forEach((shard, i) => {
    const meta =
      i === 0
        ? {
            etag: tag,
            date,
            shards: shards.length,
            families_count: items.length,
            built_by: builtBy,
            built_at: FieldValue.serverTimestamp(),
          }
        : {};
    tx.set(shardRef(db, i), { revision, keys: shard.keys, families: shard.families, ...meta });
  });
  const previous = head.exists ? shardCountOf(head) : 0;
  for (const ref of shardRefs(db, shards.length, previous)) tx.delete(ref);
  return { tag, body, date };
}

/**
 * The directory as the source documents say it is on the UK date of `now`: every listed family and
 * its members, in directory order. Two queries, projected to the fields the directory uses.
 */
export async function directoryFromSources(
  db: Firestore,
  options: Options & { viewer?: DirectoryViewer } = {},
): Promise<{ items: DirectoryItem[]; date: string; reads: number }> {
  const date = associationToday(options.now);
  const [families, members, settings] = await Promise.all([
    db.collection(FAMILIES).select('location', 'membership_type', 'created_at', 'approval', 'directory_hidden', 'archived_on').get(),
    db.collectionGroup(MEMBERS).select('name', 'dob', 'photo_path', 'photo_public', 'order', 'public_consent').get(),
    readDirectorySettings(db, date),
  ]);
  const lapsed = settings.lapsedLeftOutOf === null ? new Set<string>() : await lapsedFamilies(db, settings.lapsedLeftOutOf);
  const byFamily = new Map<string, MemberSource[]>();
  for (const doc of members.docs) {
    const family = doc.ref.parent.parent;
    // Only families/{id}/members: a collection group also finds any other `members` collection.
    if (!family || family.parent.id !== FAMILIES || family.parent.parent) continue;
    const list = byFamily.get(family.id);
    if (list) list.push(doc.data());
    else byFamily.set(family.id, [doc.data()]);
  }
  const items = families.docs
    .filter((doc) => !lapsed.has(doc.id))
    .map((doc) => directoryItem(doc.id, doc.data(), byFamily.get(doc.id) ?? [], date, settings.audience, options.viewer))
    .filter((item): item is DirectoryItem => item !== null);
  return { items: sortItems(items), date, reads: families.size + members.size + lapsed.size + 2 };
}

/**
 * Recreates the snapshot from the source documents (daily for the ages, for repairs and
 * migrations, and when a visit finds none). A change that commits meanwhile makes it start again,
 * so it never overwrites a newer entry with an older reading. `onlyIfStale`: leave a snapshot that
 * is already of today alone (several visitors may find it missing at once). `shardBudgetBytes`:
 * smaller shards than usual (tests of the sharded layout).
 */
export async function rebuildDirectory(
  db: Firestore,
  options: Options & { onlyIfStale?: boolean; shardBudgetBytes?: number } = {},
): Promise<BuiltDirectory & { reads: number }> {
  let reads = 0;
  for (let attempt = 1; attempt <= 5; attempt++) {
    const before = await shardRef(db, 0).get();
    reads += 1;
    if (options.onlyIfStale && before.exists && before.get('date') === associationToday(options.now)) {
      const loaded = await loadDirectory(db, { now: options.now });
      if (loaded.body !== null)
        return { tag: loaded.tag, body: loaded.body, date: String(before.get('date')), reads: reads + loaded.reads };
    }
    const source = await directoryFromSources(db, options);
    reads += source.reads;
    const built = await db.runTransaction(async (tx) => {
      const head = await tx.get(shardRef(db, 0));
      reads += 1;
      if (revisionOf(head) !== revisionOf(before)) return null;
      return writeSnapshot(db, tx, head, source.items, source.date, 'rebuild', options.shardBudgetBytes);
    });
    if (built) return { ...built, reads };
  }
  throw new Error('The directory kept changing during its rebuild; run it again.');
}

/**
 * Brings one family's entry up to date after a change to it or its members. Reads the family in the
 * same transaction as the snapshot, so concurrent changes serialise and the last one wins with what
 * is really stored. A snapshot that is missing or of an earlier day is rebuilt first.
 */
export async function refreshFamily(db: Firestore, familyId: string, options: Options = {}): Promise<'written' | 'unchanged'> {
  const today = associationToday(options.now);
  for (let round = 0; round < 3; round++) {
    const outcome = await db.runTransaction(
      async (tx) => {
        const head = await tx.get(shardRef(db, 0));
        if (!head.exists || head.get('date') !== today) return 'stale' as const;
        const count = shardCountOf(head);
        const rest = count > 1 ? await tx.getAll(...shardRefs(db, 1, count)) : [];
        const shards = [head, ...rest];
        if (shards.some((s) => !s.exists || revisionOf(s) !== revisionOf(head))) return 'broken' as const;
        const familyRef = db.collection(FAMILIES).doc(familyId);
        const settings = await readDirectorySettings(db, today, tx);
        const family = await tx.get(familyRef);
        const members = await tx.get(familyRef.collection(MEMBERS));
        const lapsed = settings.lapsedLeftOutOf !== null && (await isLapsed(db, tx, settings.lapsedLeftOutOf, familyId));
        const current = unpackShards(shards.map((s) => ({ keys: keysOf(s), families: familiesOf(s) })));
        const item = lapsed
          ? null
          : directoryItem(
              familyId,
              family.data(),
              members.docs.map((d) => d.data()),
              today,
              settings.audience,
            );
        const next = spliceFamily(current, familyId, item);
        if (!next.changed) return 'unchanged' as const;
        writeSnapshot(db, tx, head, next.items, today, 'change');
        return 'written' as const;
      },
      { maxAttempts: 10 },
    );
    if (outcome === 'written' || outcome === 'unchanged') return outcome;
    await rebuildDirectory(db, { now: options.now, onlyIfStale: outcome === 'stale' });
  }
  throw new Error(`The directory entry of family ${familyId} could not be brought up to date.`);
}

/**
 * What a visit reads: one document. A caller that holds the current snapshot's body already
 * (`knownTag`) reads only the small `version` document (a few bytes, where shard 0 at 1,000 families
 * is 350 KB); otherwise shard 0 whole (the whole directory at today's size) and the other shards, if
 * any. A missing snapshot, or one whose ages were counted on an earlier day, is rebuilt here rather
 * than failing or serving wrong ages.
 */
export async function loadDirectory(db: Firestore, options: Options & { knownTag?: string } = {}): Promise<LoadedDirectory> {
  const today = associationToday(options.now);
  let reads = 0;
  let versionMissing = false;
  if (options.knownTag) {
    const version = await versionRef(db).get();
    reads += 1;
    if (version.exists && version.get('date') === today && version.get('etag') === options.knownTag)
      return { tag: options.knownTag, body: null, reads };
    versionMissing = !version.exists;
  }
  for (let attempt = 0; attempt < 3; attempt++) {
    const head = await shardRef(db, 0).get();
    reads += 1;
    if (!head.exists || head.get('date') !== today) {
      const built = await rebuildDirectory(db, { now: options.now, onlyIfStale: true });
      return { tag: built.tag, body: built.body, reads: reads + built.reads };
    }
    const tag = String(head.get('etag'));
    const count = shardCountOf(head);
    const rest = count > 1 ? await db.getAll(...shardRefs(db, 1, count)) : [];
    reads += rest.length;
    // A snapshot written between the two reads mixes revisions: read again.
    if (rest.every((s) => s.exists && revisionOf(s) === revisionOf(head))) {
      if (versionMissing) await restoreVersion(db, head);
      return { tag, body: directoryBody([head, ...rest].flatMap(familiesOf)), reads };
    }
  }
  const built = await rebuildDirectory(db, { now: options.now });
  return { tag: built.tag, body: built.body, reads: reads + built.reads };
}

/**
 * A snapshot stored before `version` existed gets it from its shard 0. `create` never overwrites:
 * if a newer snapshot committed meanwhile, its own transaction has written `version` already.
 */
async function restoreVersion(db: Firestore, head: DocumentSnapshot): Promise<void> {
  const fields = { etag: head.get('etag'), date: head.get('date'), shards: shardCountOf(head), revision: revisionOf(head) };
  await versionRef(db)
    .create(fields)
    .catch((error: { code?: number }) => {
      // 6: ALREADY_EXISTS.
      if (error.code !== 6) throw error;
    });
}
