import { FAMILIES, MEMBERS } from '../store/family-docs.ts';
import { db } from '../store/admin.ts';

/** Each family's head (lowest order): the name the committee knows it by. Two queries for the whole association. */
export async function familyNames(): Promise<Map<string, string>> {
  const members = await db().collectionGroup(MEMBERS).get();
  const heads = new Map<string, { name: string; order: number }>();
  for (const doc of members.docs) {
    const family = doc.ref.parent.parent;
    if (!family || family.parent.id !== FAMILIES || family.parent.parent) continue;
    const order = Number(doc.get('order'));
    const current = heads.get(family.id);
    if (!current || order < current.order) heads.set(family.id, { name: String(doc.get('name') ?? ''), order });
  }
  return new Map([...heads].map(([id, head]) => [id, head.name]));
}
