import { instanceSnapshot } from '../../directory/instance-snapshot.ts';
import { loadDirectory } from '../../directory/snapshot-store.ts';
import { chooseEncoding, entityTag, matchesIfNoneMatch } from '../../http/cached-answer.ts';
import { db } from '../../store/admin.ts';
import { header } from '../../http/api-request.ts';
import type { RawHandler } from '../../http/route.ts';

/**
 * Browsers always revalidate (a 304 costs at most one small read), so a family soon sees its change; the
 * Hosting CDN may serve the same answer for 10 s to absorb bursts of visitors.
 */
export const DIRECTORY_CACHE_CONTROL = 'public, max-age=0, s-maxage=10';

/** Counted document reads of the answer, for the bench and for checking a deployment with curl. */
export const READS_HEADER = 'X-Firestore-Reads';

/** This instance's copy of the snapshot, confirmed at most once a second (directory/instance-snapshot.ts). */
const currentDirectory = instanceSnapshot({ load: (knownTag) => loadDirectory(db(), { knownTag }) });

/**
 * GET get_families.php: the public directory snapshot (see directory/snapshot-store.ts), at most one
 * document read at today's size (none when this instance confirmed its copy within the last second),
 * the same answer for every caller. A strong ETag per encoding; If-None-Match answers 304.
 */
export const getFamilies: RawHandler<'public'> = async (request) => {
  const started = performance.now();
  const { bodies, reads } = await currentDirectory();
  const read = performance.now() - started;
  const encoding = chooseEncoding(header(request, 'accept-encoding'));
  const headers: Record<string, string> = {
    'Cache-Control': DIRECTORY_CACHE_CONTROL,
    ETag: entityTag(bodies.tag, encoding),
    Vary: 'Accept-Encoding',
    [READS_HEADER]: String(reads),
  };
  const timing = () => `firestore;dur=${read.toFixed(1)}, app;dur=${(performance.now() - started).toFixed(1)}`;
  if (matchesIfNoneMatch(header(request, 'if-none-match'), bodies.tag)) {
    return { status: 304, binary: Buffer.alloc(0), headers: { ...headers, 'Server-Timing': timing() } };
  }
  if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
  headers['Content-Type'] = 'application/json; charset=utf-8';
  const binary = await bodies.get(encoding);
  return { binary, headers: { ...headers, 'Server-Timing': timing() } };
};
