import { createHash } from 'node:crypto';
import { DRAWS } from '@edma/contract/draw';
import { Timestamp } from 'firebase-admin/firestore';
import type { Admin } from './admin.ts';
import type { GeneratedFamily } from './directory-data.ts';

/** The functions' email index: `memberEmails/{sha256(normalised email)}` -> family. */
const memberEmailId = (email: string) => createHash('sha256').update(email).digest('hex');
/** Oldest first in the directory, one second apart, from a fixed day: the same order every run. */
const CREATED_FROM_MS = Date.UTC(2024, 0, 1);

/** Writes generated families, their members and email index in the functions' Firestore layout. */
export async function seedFamilies(admin: Admin, families: readonly GeneratedFamily[]): Promise<void> {
  const writer = admin.db.bulkWriter();
  families.forEach((family, index) => {
    const { id, members, ...fields } = family;
    const familyRef = admin.db.collection('families').doc(id);
    void writer.create(familyRef, { ...fields, created_at: Timestamp.fromMillis(CREATED_FROM_MS + index * 1000) });
    members.forEach((member, order) => void writer.create(familyRef.collection('members').doc(`m${order + 1}`), member));
    for (const email of family.member_emails) {
      void writer.create(admin.db.collection('memberEmails').doc(memberEmailId(email)), { email, familyId: id });
    }
  });
  await writer.close();
}

export const BENCH_DRAW_NAMES = Array.from({ length: 12 }, (_, i) => `Bench participant ${i + 1}`);

/** The three draw documents, where the data has none yet (a fresh emulator). */
export async function ensureDraws(admin: Admin): Promise<void> {
  await Promise.all(
    DRAWS.map(async (draw) => {
      const ref = admin.db.collection('draws').doc(draw.id);
      if ((await ref.get()).exists) return;
      await ref.set({ title: draw.title, names: BENCH_DRAW_NAMES, spin: null });
    }),
  );
}
