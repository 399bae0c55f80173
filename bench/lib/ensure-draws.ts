import { DRAWS } from '@edma/contract/draw';
import type { Admin } from './admin.ts';

export const BENCH_DRAW_NAMES = Array.from({ length: 12 }, (_, i) => `Bench participant ${i + 1}`);

/**
 * The three draw documents, where the data has none yet: sections that spin (spin, wheel) can run
 * without seeding the whole directory.
 */
export async function ensureDraws(admin: Admin): Promise<void> {
  await Promise.all(
    DRAWS.map(async (draw) => {
      const ref = admin.db.collection('draws').doc(draw.id);
      if ((await ref.get()).exists) return;
      await ref.set({ title: draw.title, names: BENCH_DRAW_NAMES, spin: null });
    }),
  );
}
