import { createHash } from 'node:crypto';
import type { MemberDoc } from '../../functions/src/store/family-docs.ts';
import { adminAuth, adminDb, storedFiles } from './admin.ts';

/** Everything stored about a family, to prove a refused request changed nothing. */
export async function familyState(familyId: string) {
  const db = adminDb();
  const family = await db.collection('families').doc(familyId).get();
  const members = await family.ref.collection('members').orderBy('order').get();
  const emails = (family.get('member_emails') as string[] | undefined) ?? [];
  return {
    family: family.exists ? family.data() : null,
    members: members.docs.map((doc) => ({ id: doc.id, ...(doc.data() as MemberDoc) })),
    photos: await storedFiles(`photos/${familyId}/`),
    emailIndexSize: emails.length,
    invitations: await invitationsOf(familyId),
  };
}

/** Counts of what any request could have created, for refusals that concern no family yet. */
export async function globalState() {
  const db = adminDb();
  const [families, members, emails, registrations, invitations] = await Promise.all([
    db.collection('families').count().get(),
    db.collectionGroup('members').count().get(),
    db.collection('memberEmails').count().get(),
    db.collection('registrations').count().get(),
    db.collection('invitations').count().get(),
  ]);
  return {
    families: families.data().count,
    members: members.data().count,
    emails: emails.data().count,
    registrations: registrations.data().count,
    invitations: invitations.data().count,
    photos: (await storedFiles('photos/')).length,
  };
}

/** The open invitations of a family, by invited email. */
export async function invitationsOf(familyId: string): Promise<string[]> {
  const open = await adminDb().collection('invitations').where('familyId', '==', familyId).get();
  return open.docs.map((doc) => doc.get('email') as string).sort();
}

/** The family that owns an email according to the email index, or null. */
export async function familyOfEmail(email: string): Promise<string | null> {
  const id = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  const doc = await adminDb().collection('memberEmails').doc(id).get();
  return doc.exists ? (doc.get('familyId') as string) : null;
}

/**
 * Every document of the project, by path (subcollections included), and every stored object's name:
 * for a handler test, whose project holds only what its own file wrote.
 */
export async function everythingStored() {
  const db = adminDb();
  const documents: Record<string, unknown> = {};
  // A level at a time, each in a few calls: one listing per collection, one batched read of its
  // documents, their subcollections listed side by side (the database grows with every test).
  const walk = async (collections: FirebaseFirestore.CollectionReference[]): Promise<void> => {
    const refs = (await Promise.all(collections.map((collection) => collection.listDocuments()))).flat();
    if (refs.length === 0) return;
    for (const snapshot of await db.getAll(...refs)) if (snapshot.exists) documents[snapshot.ref.path] = snapshot.data();
    await walk((await Promise.all(refs.map((ref) => ref.listCollections()))).flat());
  };
  await walk(await db.listCollections());
  const users = (await adminAuth().listUsers()).users.map((u) => ({ uid: u.uid, claims: u.customClaims ?? {}, disabled: u.disabled }));
  return { documents, users, files: await storedFiles('') };
}
