import type { DocumentData } from 'firebase-admin/firestore';
import { afterAll, beforeAll, expect } from 'vitest';
import { adminDb } from '../../support/admin.ts';
import type { ApiResponse, CallOptions } from '../../support/api-calls.ts';
import { googleSignIn } from '../../support/auth-tokens.ts';
import { uniqueGmail } from '../../support/test-data.ts';

/**
 * The document `content/{name}` of a test file: the file starts from the built-in content (no
 * document) and leaves the emulators as they were (the browser tests count the seed's items).
 */
export function useBuiltInContent(name: string) {
  const doc = () => adminDb().collection('content').doc(name);
  let saved: DocumentData | undefined;
  beforeAll(async () => {
    saved = (await doc().get()).data();
    await doc().delete();
  });
  afterAll(async () => {
    if (saved) await doc().set(saved);
    else await doc().delete();
  });
  return doc;
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
