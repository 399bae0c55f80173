import { beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../../functions/src/errors/domain-error.ts';
import { COMMITTEE_WRITE_SCOPES, limitCommitteeWrite, type CommitteeWriteKind } from '../../functions/src/rate-limit/committee-writes.ts';
import { counterIds, RATE_LIMITS, scaled } from '../../functions/src/rate-limit/fixed-window.ts';
import { adminDb } from '../support/admin.ts';
import { emulatorParam } from '../support/emulator-params.ts';
import { httpStatusOf, refusalHeaders } from '../../functions/src/http/refusal-status.ts';

/*
 * The committee's write limiter, run here against the Firestore emulator as the router runs it:
 * once per committee POST, with the verified caller's uid, before the handler.
 */

const multiplier = Number(emulatorParam('RATE_LIMIT_MULTIPLIER') ?? 1);
const limitOf = (kind: CommitteeWriteKind) => scaled(RATE_LIMITS[COMMITTEE_WRITE_SCOPES[kind]], multiplier);
const counters = () => adminDb().collection('rateLimits');
let uidCount = 0;
const aUid = () => `committee-limit-${Date.now()}-${uidCount++}`;

beforeAll(() => {
  // What the Functions emulator gives the function; firebase-functions reads params from the environment.
  process.env.RATE_LIMIT_MULTIPLIER = String(multiplier);
});

/** Counter ids for now, after waiting out a window that is about to end (so a test cannot straddle two). */
async function currentCounters(kind: CommitteeWriteKind, uid: string) {
  const { windowMs } = limitOf(kind);
  const left = windowMs - (Date.now() % windowMs);
  if (left < 20_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
  return counterIds(COMMITTEE_WRITE_SCOPES[kind], uid, Date.now(), windowMs);
}

const countOf = async (id: string) => ((await counters().doc(id).get()).get('count') as number | undefined) ?? 0;

async function refusal(write: Promise<void>): Promise<DomainError> {
  const error = await write.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe('committee write limits', () => {
  it('are generous for edits and tighter for photo uploads', () => {
    expect(RATE_LIMITS['committee-edit']).toEqual({ windowMs: 600_000, perClient: 120, global: 1200 });
    expect(RATE_LIMITS['committee-upload']).toEqual({ windowMs: 600_000, perClient: 30, global: 300 });
  });

  it.each(['edit', 'upload'] as const)(
    'count each %s per member and refuse the one over the limit with 429, counting nothing',
    async (kind) => {
      const uid = aUid();
      const ids = await currentCounters(kind, uid);
      await limitCommitteeWrite(uid, kind);
      expect(await countOf(ids.client)).toBe(1);

      const { perClient } = limitOf(kind);
      await counters()
        .doc(ids.client)
        .set({ scope: COMMITTEE_WRITE_SCOPES[kind], windowStart: ids.start, count: perClient - 1 });
      await limitCommitteeWrite(uid, kind);
      const globalBefore = await countOf(ids.global);
      const refused = await refusal(limitCommitteeWrite(uid, kind));
      expect(httpStatusOf(refused)).toBe(429);
      expect(refused.message).toBe('Too many requests. Please wait a few minutes and try again.');
      const retryAfter = Number(refusalHeaders(refused)['Retry-After']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(limitOf(kind).windowMs / 1000);
      expect(await countOf(ids.client)).toBe(perClient);
      expect(await countOf(ids.global)).toBe(globalBefore);
    },
  );

  it('keeps uploads and edits apart, and one member apart from another', async () => {
    const uid = aUid();
    const uploads = await currentCounters('upload', uid);
    await counters()
      .doc(uploads.client)
      .set({ scope: 'committee-upload', windowStart: uploads.start, count: limitOf('upload').perClient });
    expect(httpStatusOf(await refusal(limitCommitteeWrite(uid, 'upload')))).toBe(429);
    await expect(limitCommitteeWrite(uid, 'edit')).resolves.toBeUndefined();
    await expect(limitCommitteeWrite(aUid(), 'upload')).resolves.toBeUndefined();
  });

  it('refuses every member once all of them together used the window up', async () => {
    const uid = aUid();
    const ids = await currentCounters('upload', uid);
    const saved = (await counters().doc(ids.global).get()).data();
    await counters()
      .doc(ids.global)
      .set({ scope: 'committee-upload', windowStart: ids.start, count: limitOf('upload').global });
    try {
      expect(httpStatusOf(await refusal(limitCommitteeWrite(uid, 'upload')))).toBe(429);
      expect(await countOf(ids.client)).toBe(0);
    } finally {
      if (saved) await counters().doc(ids.global).set(saved);
      else await counters().doc(ids.global).delete();
    }
  });
});
