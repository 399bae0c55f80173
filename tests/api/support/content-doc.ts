import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect } from 'vitest';
import { adminDb } from '../../support/admin.ts';
import type { ApiResponse, CallOptions } from '../../support/api-calls.ts';
import { googleSignIn } from '../../support/auth-tokens.ts';
import { builtInContent } from '../../support/built-in-content.ts';
import { uniqueGmail } from '../../support/test-data.ts';
import { rawGet } from './directory-snapshot.ts';

/** The document `content/{name}` of a test file, from the built-in content (support/built-in-content.ts); answers the document. */
export function useBuiltInContent(name: string) {
  const content = builtInContent(name);
  beforeAll(content.clear);
  afterAll(content.restore);
  return content.doc;
}

type Call = (caller: CallOptions) => Promise<ApiResponse<unknown>>;

/**
 * Every call is refused to a signed-in member without the committee claim (403) and to a signed-out
 * caller (401), and nothing is audited in the member's name.
 */
export async function expectCommitteeOnly(prefix: string, calls: Call[]): Promise<void> {
  const member = await googleSignIn(uniqueGmail(`${prefix}.member`));
  for (const [caller, status] of [
    [{ token: member.token }, 403],
    [{}, 401],
  ] as const) {
    for (const call of calls) expect((await call(caller)).status).toBe(status);
  }
  expect((await adminDb().collection('auditLog').where('actor.uid', '==', member.uid).get()).size).toBe(0);
}

/**
 * A public content answer through Hosting, as every content route serves one: briefly cacheable
 * (`s-maxage=10`), a strong ETag per encoding, 304 for a known ETag, the same bytes gzipped.
 * Answers the plain response, for the caller's own checks of its body.
 */
export async function expectCacheablePublicContent(route: string) {
  const plain = await rawGet(route, {}, { viaHosting: true });
  expect(plain.status).toBe(200);
  expect(plain.headers['cache-control']).toBe('public, max-age=0, s-maxage=10');
  const etag = plain.headers.etag as string;
  expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
  const again = await rawGet(route, { 'If-None-Match': etag }, { viaHosting: true });
  expect(again.status).toBe(304);
  expect(again.body.length).toBe(0);
  const gz = await rawGet(route, { 'Accept-Encoding': 'gzip' }, { viaHosting: true });
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(gz.headers.etag).toBe(etag.replace(/"$/, '-gzip"'));
  expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
  return plain;
}
