import { createHash } from 'node:crypto';
import type { UserRecord } from 'firebase-admin/auth';
import type { MemberDoc } from '../../../functions/src/families/family-docs.ts';
import { adminAuth, adminDb, storedFiles } from '../../support/admin.ts';
import { emulatorEnv } from '../../support/emulator-env.ts';

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

/** A document's fields as the emulator's REST API gives them, each map's keys in order. */
type RestValue = Record<string, unknown>;
function ordered(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(ordered);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, ordered((value as RestValue)[key])]),
  );
}

/**
 * Every document of the database by path, subcollections included: one kindless query over all
 * descendants of the root (what the Admin SDK's recursive delete asks for), where walking the tree
 * takes a listing per document. Values stay in the REST API's typed form.
 */
async function allDocuments(): Promise<Record<string, unknown>> {
  const root = `projects/${emulatorEnv.projectId}/databases/(default)/documents`;
  const response = await fetch(`http://${emulatorEnv.firestoreHost}/v1/${root}:runQuery`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ structuredQuery: { from: [{ allDescendants: true }] } }),
  });
  if (!response.ok) throw new Error(`Reading every document: HTTP ${response.status} ${await response.text()}`);
  const answers = (await response.json()) as { document?: { name: string; fields?: RestValue } }[];
  const documents: Record<string, unknown> = {};
  for (const { document } of answers) if (document) documents[document.name.slice(root.length + 1)] = ordered(document.fields ?? {});
  return documents;
}

/** Every document of the database, by path (subcollections included), and every stored object's name. */
export async function everythingStored() {
  const [documents, accounts, files] = await Promise.all([allDocuments(), allUsers(), storedFiles('')]);
  const users = accounts.map((u) => ({ uid: u.uid, claims: u.customClaims ?? {}, disabled: u.disabled }));
  return { documents, users, files };
}

/** Every account, a page of a thousand at a time. */
async function allUsers() {
  const users: UserRecord[] = [];
  let pageToken: string | undefined;
  do {
    const page = await adminAuth().listUsers(1000, pageToken);
    users.push(...page.users);
    pageToken = page.pageToken;
  } while (pageToken);
  return users;
}

/**
 * everythingStored() once writes that were already under way (triggers of earlier requests) have
 * settled: it stays the same for a second and a half.
 */
export async function settledState(timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  let state = await everythingStored();
  let stableReads = 0;
  while (stableReads < 3 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const current = await everythingStored();
    stableReads = JSON.stringify(current) === JSON.stringify(state) ? stableReads + 1 : 0;
    state = current;
  }
  return state;
}
