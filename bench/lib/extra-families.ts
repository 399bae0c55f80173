import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { generateDemoFamilies } from '../../scripts/seed/demo-families.mjs';

interface GeneratedFamily {
  id: string;
  createdAtMs: number;
  members: { id: string }[];
  [field: string]: unknown;
}

export interface ExtraFamilies {
  families: number;
  /** Of those, waiting for approval (the generator's newest two): not listed. */
  pending: number;
  members: number;
  /** Document paths written, to remove them again. */
  paths: string[];
}

/**
 * More families for the large directory: the demo generator's families and members only (no
 * emails index, photos or sign-ins, so nothing else in the bench sees them), under a seed of their own.
 */
export async function writeExtraFamilies(db: Firestore, count: number, seed: number): Promise<ExtraFamilies> {
  const generated = generateDemoFamilies({ families: count, members: count * 4, seed, photoShare: 0.2 }) as GeneratedFamily[];
  const writer = db.bulkWriter();
  const paths: string[] = [];
  let members = 0;
  for (const { id, members: familyMembers, createdAtMs, ...fields } of generated) {
    const ref = db.collection('families').doc(id);
    void writer.set(ref, { ...fields, created_at: Timestamp.fromMillis(createdAtMs) });
    for (const { id: memberId, ...member } of familyMembers) {
      const memberRef = ref.collection('members').doc(memberId);
      void writer.set(memberRef, member);
      paths.push(memberRef.path);
      members += 1;
    }
    paths.push(ref.path);
  }
  await writer.close();
  const pending = generated.filter((f) => f.approval === 'pending').length;
  return { families: generated.length, pending, members, paths };
}

export async function removeExtraFamilies(db: Firestore, extra: ExtraFamilies): Promise<void> {
  const writer = db.bulkWriter();
  for (const path of extra.paths) void writer.delete(db.doc(path));
  await writer.close();
}
