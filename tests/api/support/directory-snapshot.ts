import type { Firestore } from 'firebase-admin/firestore';
import { directoryFromSources } from '../../../functions/src/directory/snapshot-store.ts';
import { DIRECTORY, VERSION_DOC } from '../../../functions/src/store/directory-docs.ts';
import { DIRECTORY_FRESH_MS } from '../../../functions/src/directory/instance-snapshot.ts';
import { bodyTag } from '../../../functions/src/http/cached-answer.ts';
import { directoryBody } from '../../../functions/src/directory/snapshot-layout.ts';
import { rawGet as rawGetUrl, type RawResponse } from '../../../bench/lib/raw-http.ts';
import { adminDb } from '../../support/admin.ts';
import { apiUrl } from '../../support/api-calls.ts';

/** The snapshot exactly as stored (no rebuild on the way, unlike the API's read). */
export async function storedSnapshot(db: Firestore = adminDb()) {
  const docs = (await db.collection(DIRECTORY).get()).docs;
  const shards = docs.filter((doc) => doc.id.startsWith('shard-'));
  const version = docs.find((doc) => doc.id === VERSION_DOC);
  const byIndex = new Map(shards.map((doc) => [Number(doc.id.replace('shard-', '')), doc]));
  const head = byIndex.get(0);
  if (!head) return null;
  const count = Number(head.get('shards'));
  const ordered = Array.from({ length: count }, (_, i) => byIndex.get(i));
  const families = ordered.flatMap((doc) => (doc?.get('families') as string[] | undefined) ?? []);
  return {
    tag: String(head.get('etag')),
    date: String(head.get('date')),
    revision: Number(head.get('revision')),
    shards: count,
    storedShardDocs: shards.length,
    revisions: ordered.map((doc) => (doc ? Number(doc.get('revision')) : null)),
    body: directoryBody(families),
    /** The small validator document a visit reads (null when missing). */
    version: version
      ? {
          tag: String(version.get('etag')),
          date: String(version.get('date')),
          shards: Number(version.get('shards')),
          revision: Number(version.get('revision')),
        }
      : null,
  };
}

/** The directory the source documents call for now: what a rebuild would write. */
export async function expectedBody(db: Firestore = adminDb()): Promise<string> {
  const source = await directoryFromSources(db);
  return directoryBody(source.items.map((item) => item.json));
}

/**
 * Waits until no function instance answers from a copy of the directory it confirmed before now
 * (each trusts its copy for DIRECTORY_FRESH_MS): the next visit asks Firestore.
 */
export const pastInstanceWindow = () => new Promise((resolve) => setTimeout(resolve, DIRECTORY_FRESH_MS + 100));

/**
 * How long the triggers may take to bring the snapshot up to date. Long: in a whole run, with three
 * Emulator Suites on two cores, a trigger can wait tens of seconds for the Functions emulator to
 * start its worker, and its transaction then contends with the other triggers of the same write
 * (seen at 30 s; 20 s was once not enough for a console edit).
 */
export const SNAPSHOT_TRIGGER_MS = 75_000;

/** Waits until the triggers have brought the stored snapshot to what the sources call for. */
export async function settledSnapshot(timeoutMs = SNAPSHOT_TRIGGER_MS) {
  const deadline = Date.now() + timeoutMs;
  let last: { stored: Awaited<ReturnType<typeof storedSnapshot>>; expected: string } | null = null;
  while (Date.now() < deadline) {
    const [stored, expected] = await Promise.all([storedSnapshot(), expectedBody()]);
    if (stored && stored.body === expected && stored.tag === bodyTag(expected)) {
      // The validator document is written in the same transaction as the shards.
      const { tag, date, shards, revision } = stored;
      if (JSON.stringify(stored.version) !== JSON.stringify({ tag, date, shards, revision }))
        throw new Error(`The version document ${JSON.stringify(stored.version)} does not match shard 0`);
      return stored;
    }
    last = { stored, expected };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // Which families differ, so a failure says what the triggers missed.
  const ids = (body: string) => new Set((JSON.parse(body) as { id: string }[]).map((family) => family.id));
  const storedIds = last?.stored ? ids(last.stored.body) : new Set<string>();
  const expectedIds = last ? ids(last.expected) : new Set<string>();
  const only = (a: Set<string>, b: Set<string>) => [...a].filter((id) => !b.has(id)).join(', ') || 'none';
  throw new Error(
    `The snapshot did not settle: stored ${last?.stored?.body.length ?? 'none'} bytes, expected ${last?.expected.length} bytes; ` +
      `only stored: ${only(storedIds, expectedIds)}; only expected: ${only(expectedIds, storedIds)}`,
  );
}

/** A GET or HEAD of an API path, its body exactly as it came over the wire. */
export function rawGet(
  path: string,
  headers: Record<string, string> = {},
  options: { viaHosting?: boolean; method?: string } = {},
): Promise<RawResponse> {
  return rawGetUrl(apiUrl(path, options.viaHosting), headers, { method: options.method });
}
