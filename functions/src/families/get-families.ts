import { loadDirectory } from '../directory/snapshot-store.ts';
import { chooseEncoding, EncodedBodies, entityTag, matchesIfNoneMatch } from '../directory/representation.ts';
import { db } from '../firebase/admin.ts';
import { header, type ApiHandler } from '../http/api-request.ts';

/**
 * Browsers always revalidate (a 304 costs one small read), so a family soon sees its change; the
 * Hosting CDN may serve the same answer for 10 s to absorb bursts of visitors.
 */
export const DIRECTORY_CACHE_CONTROL = 'public, max-age=0, s-maxage=10';

/** Counted document reads of the answer, for the bench and for checking a deployment with curl. */
export const READS_HEADER = 'X-Firestore-Reads';

/** The last snapshot this instance served, kept with its compressed forms. */
let current: EncodedBodies | null = null;

/**
 * GET get_families.php: the public directory snapshot (see directory/snapshot-store.ts), one
 * document read at today's size, the same answer for every caller. A strong ETag per encoding;
 * If-None-Match answers 304.
 */
export const getFamilies: ApiHandler = async (request) => {
  const started = performance.now();
  const known = current;
  const loaded = await loadDirectory(db(), { knownTag: known?.tag });
  const read = performance.now() - started;
  const bodies = loaded.body === null && known ? known : new EncodedBodies(loaded.tag, loaded.body ?? '');
  if (bodies !== known) current = bodies;
  const encoding = chooseEncoding(header(request, 'accept-encoding'));
  const headers: Record<string, string> = {
    'Cache-Control': DIRECTORY_CACHE_CONTROL,
    ETag: entityTag(loaded.tag, encoding),
    Vary: 'Accept-Encoding',
    [READS_HEADER]: String(loaded.reads),
  };
  const timing = () => `firestore;dur=${read.toFixed(1)}, app;dur=${(performance.now() - started).toFixed(1)}`;
  if (matchesIfNoneMatch(header(request, 'if-none-match'), loaded.tag)) {
    return { status: 304, binary: Buffer.alloc(0), headers: { ...headers, 'Server-Timing': timing() } };
  }
  if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
  headers['Content-Type'] = 'application/json; charset=utf-8';
  const binary = await bodies.get(encoding);
  return { binary, headers: { ...headers, 'Server-Timing': timing() } };
};
