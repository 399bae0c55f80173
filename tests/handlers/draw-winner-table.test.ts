import { apiRoute } from '@edma/contract/api-paths';
import { SPIN_KEY_HEADER, DRAWS, SPIN_RESULT_DELAY_MS, winnerIndex, type Spin, type SpinRecord } from '@edma/contract/draw';
import type { DocumentData } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { segmentUnderPointer } from '../../web/src/features/draws/wheel-geometry.ts';
import { adminDb } from '../support/admin.ts';
import { callApi } from '../support/api-calls.ts';

/*
 * The winner the server records for an angle is the name the wheel shows under its arrow for that
 * angle: several real spins of each draw (13, 14 and 12 names), each checked against the page's
 * drawing and the spec formula. The formula itself is tabled by hand, edges included, in
 * web/src/features/draws/winner-table.test.ts.
 */
const PASSWORD = 'edma-demo-spin';
const SPINS_PER_DRAW = 4;
const COUNTS = { 'chitti-A': 13, 'chitti-B': 14, 'chitti-C': 12 } as const;
const startedAt = Date.now();
const drawRef = (id: string) => adminDb().collection('draws').doc(id);

// Leave the draws as they were for other suites (the draw pages' browser tests use them too).
const saved = new Map<string, DocumentData | undefined>();
beforeAll(async () => {
  for (const { id } of DRAWS) saved.set(id, (await drawRef(id).get()).data());
});
afterAll(async () => {
  for (const [id, data] of saved) {
    const ours = await drawRef(id)
      .collection('spins')
      .where('startedAtMs', '>=', startedAt - 60_000)
      .get();
    await Promise.all(ours.docs.map((d) => d.ref.delete()));
    if (data) await drawRef(id).set(data);
    else await drawRef(id).delete();
  }
});

describe.each(DRAWS.map((draw) => [draw.id, draw] as const))('%s', (_, draw) => {
  const count = COUNTS[draw.id];
  const names = Array.from({ length: count }, (_, i) => `${draw.title} participant ${i + 1}`);

  it(`records the winner shown under the arrow, over ${SPINS_PER_DRAW} spins of ${count} names`, async () => {
    await drawRef(draw.id).set({ title: draw.title, names, spin: null });
    const seen: Array<{ angle: number; index: number }> = [];
    for (let i = 0; i < SPINS_PER_DRAW; i++) {
      const response = await callApi<{ success: boolean; angle: number; spinId: string }>(apiRoute(draw.spinPath), {
        method: 'POST',
        headers: { [SPIN_KEY_HEADER]: PASSWORD },
      });
      expect(response.status).toBe(200);
      const { angle, spinId } = response.body;
      const live = (await drawRef(draw.id).get()).get('spin') as Spin;
      const record = (await drawRef(draw.id).collection('spins').doc(spinId).get()).data() as SpinRecord;

      const shown = segmentUnderPointer(angle, count);
      // With its proof: the wheel it turned, the seal it was drawn under, the revealed seed and the beacon round sealed.
      expect(record).toEqual({
        angle,
        startedAtMs: live.startedAtMs,
        winner: names[shown],
        winnerIndex: shown,
        names,
        seal: expect.objectContaining({ count }),
        seedHex: expect.stringMatching(/^[0-9a-f]{64}$/),
        beacon: expect.objectContaining({ round: record.seal!.beaconRound }),
      });
      expect(live).toEqual({ id: spinId, angle, startedAtMs: record.startedAtMs, winner: names[shown] });
      expect(winnerIndex(angle, count)).toBe(shown);
      seen.push({ angle, index: shown });

      // Let the next spin through without waiting 41 s.
      await drawRef(draw.id).update({ spin: { ...live, startedAtMs: live.startedAtMs - SPIN_RESULT_DELAY_MS } });
    }
    // Drawn angles: at least two different stops, or the seed and the beacon are not really choosing.
    expect(new Set(seen.map((s) => s.angle)).size).toBeGreaterThan(1);
  });
});
