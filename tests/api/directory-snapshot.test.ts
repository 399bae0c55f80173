import { apiRoute } from '@edma/contract/api-paths';
import { FAMILY_API } from '@edma/contract/family';
import { associationToday } from '@edma/contract/dates';
import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { loadDirectory, rebuildDirectory } from '../../functions/src/directory/snapshot-store.ts';
import { DIRECTORY, VERSION_DOC } from '../../functions/src/store/directory-docs.ts';
import { bodyTag } from '../../functions/src/http/cached-answer.ts';
import { adminDb } from '../support/admin.ts';
import { callApi, registeredFamily } from '../support/api-calls.ts';
import { aFamily, uniqueGmail } from '../support/test-data.ts';
import { expectedBody, pastInstanceWindow, rawGet, settledSnapshot, storedSnapshot } from './support/directory-snapshot.ts';

/*
 * The directory snapshot is kept by Firestore triggers on families and members. Whatever mix of
 * registrations, edits, approvals and deletions happened, once the triggers have run it is exactly
 * what a rebuild from the source documents writes.
 */

const families = () => adminDb().collection('families');
const membersOf = (id: string) => families().doc(id).collection('members');
const ids = (body: string) => (JSON.parse(body) as { id: string }[]).map((f) => f.id);

/** A family written as the admin SDK would (a migration, the committee's scripts). */
async function writeFamily(fields: Record<string, unknown>, members: Record<string, unknown>[]) {
  const ref = families().doc();
  const batch = adminDb().batch();
  batch.set(ref, {
    house_no: '1',
    address_line: 'Admin Road',
    postal_code: 'EX1 1AA',
    member_emails: [],
    created_at: FieldValue.serverTimestamp(),
    ...fields,
  });
  members.forEach((member, order) =>
    batch.set(ref.collection('members').doc(), { email: '', phone: '', dob: null, photo_path: null, order, ...member }),
  );
  await batch.commit();
  return ref.id;
}

describe('the directory snapshot', () => {
  it('equals a rebuild after registrations, edits, approvals, rejections and deletions', async () => {
    const token = uniqueGmail('mix').split('@')[0]!.replace(/\W/g, '');
    // Registrations through the API: pending until approved.
    const registered = await Promise.all(
      ['A', 'B', 'C'].map((letter) => {
        const form = aFamily({ location: 'Sidmouth' });
        form.members[0]!.name = `Reg${letter} ${token}`;
        return registeredFamily(form);
      }),
    );
    const [approved, rejected, pending] = registered as [string, string, string];
    // One from before approval existed (no field: listed) and one to erase later.
    const legacy = await writeFamily({ location: 'Seaton', membership_type: 'Gold' }, [
      { name: `Legacy Head ${token}`, dob: '1970-05-01' },
      { name: `Legacy Child ${token}`, dob: '2015-09-09', photo_path: 'photos/x/child.webp' },
    ]);
    const erased = await writeFamily({ location: 'Honiton', membership_type: 'Silver', approval: 'approved' }, [
      { name: `Erased ${token}` },
    ]);

    let snapshot = await settledSnapshot();
    expect(ids(snapshot.body)).toEqual(expect.arrayContaining([legacy, erased]));
    expect(ids(snapshot.body)).not.toEqual(expect.arrayContaining([approved]));

    // The committee's decisions (the console will write this same field).
    await families().doc(approved).update({ approval: 'approved' });
    await families().doc(rejected).update({ approval: 'rejected', rejection_reason: 'Not in the district' });
    // Edits of what the directory shows, and of what it does not.
    const legacyMembers = (await membersOf(legacy).orderBy('order').get()).docs;
    await legacyMembers[0]!.ref.update({ name: `Legacy Head Renamed ${token}`, dob: '1971-05-01' });
    await legacyMembers[1]!.ref.update({ photo_public: true, phone: '07700 900999' });
    await families()
      .doc(legacy)
      .update({ membership_type: 'Silver', member_emails: ['x@gmail.com'] });
    // Deletions: a member, and a whole family with its members.
    const approvedMembers = (await membersOf(approved).get()).docs;
    await approvedMembers.find((m) => m.get('order') === 1)!.ref.delete();
    for (const member of (await membersOf(erased).get()).docs) await member.ref.delete();
    await families().doc(erased).delete();

    snapshot = await settledSnapshot();
    const listed = JSON.parse(snapshot.body) as {
      id: string;
      membership_type: string;
      members: { name: string; age: number | null; photo_path: string | null }[];
    }[];
    const byId = new Map(listed.map((f) => [f.id, f]));
    expect(byId.has(approved)).toBe(true);
    expect(byId.get(approved)!.members).toHaveLength(1);
    for (const gone of [rejected, pending, erased]) expect(byId.has(gone)).toBe(false);
    expect(byId.get(legacy)).toMatchObject({
      membership_type: 'Silver',
      members: [
        { name: `Legacy Head Renamed ${token}`, photo_path: null },
        // Under 18 without an adult's recorded consent: neither name nor photo.
        { name: expect.stringMatching(/^Child, \d+$/), photo_path: null },
      ],
    });

    // A rebuild from the sources writes the very same directory: same bytes, same ETag.
    const rebuilt = await rebuildDirectory(adminDb());
    expect(rebuilt.body).toBe(snapshot.body);
    expect(rebuilt.tag).toBe(snapshot.tag);
    const after = await storedSnapshot();
    expect(after).toMatchObject({ tag: snapshot.tag, body: snapshot.body, date: associationToday(), revision: snapshot.revision + 1 });

    // And the API serves it.
    await pastInstanceWindow();
    const served = await rawGet('get_families.php');
    expect(served.body.toString()).toBe(snapshot.body);
    expect(served.headers.etag).toBe(`"${snapshot.tag}"`);
  });

  it('leaves the snapshot alone for changes the directory does not show', async () => {
    const id = await writeFamily({ location: 'Axminster', membership_type: 'Gold' }, [{ name: 'Quiet Member' }]);
    const before = await settledSnapshot();
    const member = (await membersOf(id).get()).docs[0]!;
    await member.ref.update({ phone: '07700 900111', email: 'quiet@example.com' });
    await families().doc(id).update({ house_no: '99', updated_at: FieldValue.serverTimestamp() });
    // Then a change it does show: once that is in, the others have long been handled.
    await member.ref.update({ name: 'Quiet Member Renamed' });
    const after = await settledSnapshot();
    expect(after.body).toContain('Quiet Member Renamed');
    expect(after.revision).toBe(before.revision + 1);
  });

  it('is rebuilt by the first visit when it is missing', async () => {
    await settledSnapshot();
    for (const doc of (await adminDb().collection(DIRECTORY).get()).docs) await doc.ref.delete();
    const expected = await expectedBody();
    await pastInstanceWindow();
    const first = await rawGet('get_families.php');
    expect(first.status).toBe(200);
    expect(first.body.toString()).toBe(expected);
    expect(Number(first.headers['x-firestore-reads'])).toBeGreaterThan(1);
    expect((await storedSnapshot())?.body).toBe(expected);
    // Then the version document alone, or nothing within the instance's window.
    await pastInstanceWindow();
    const next = await rawGet('get_families.php');
    expect(next.body.toString()).toBe(expected);
    expect(next.headers['x-firestore-reads']).toBe('1');
  });

  it('gets its version document back from shard 0 when it was stored without one', async () => {
    const settled = await settledSnapshot();
    await adminDb().collection(DIRECTORY).doc(VERSION_DOC).delete();
    const answers = [];
    for (let i = 0; i < 2; i++) {
      await pastInstanceWindow();
      answers.push(await rawGet('get_families.php'));
    }
    expect(answers.map((a) => a.body.toString())).toEqual(Array(2).fill(settled.body));
    const { tag, date, shards, revision } = settled;
    expect((await storedSnapshot())?.version).toEqual({ tag, date, shards, revision });
    expect(answers.at(-1)!.headers['x-firestore-reads']).toBe('1');
  });

  it('is rebuilt when its ages were counted on an earlier day', async () => {
    const id = await writeFamily({ location: 'Seaton', membership_type: 'Gold' }, [{ name: 'Birthday Person', dob: '2000-01-01' }]);
    await settledSnapshot();
    // As if written yesterday, with yesterday's ages.
    const head = adminDb().collection(DIRECTORY).doc('shard-0');
    const families = ((await head.get()).get('families') as string[]).map((json) =>
      json.replace(/"age":(\d+)/g, (_, age: string) => `"age":${Number(age) - 1}`),
    );
    await head.update({ date: '2000-01-01', families });
    await adminDb().collection(DIRECTORY).doc(VERSION_DOC).update({ date: '2000-01-01' });
    const expected = await expectedBody();
    await pastInstanceWindow();
    const response = await callApi<{ id: string }[]>(apiRoute(FAMILY_API.families.path));
    expect(JSON.stringify(response.body)).toBe(expected);
    expect(response.body.some((f) => f.id === id)).toBe(true);
    expect(await storedSnapshot()).toMatchObject({ date: associationToday(), body: expected });
  });

  it('is split into shards by size and read whole, with every shard of one revision', async () => {
    await settledSnapshot();
    const expected = await expectedBody();
    const built = await rebuildDirectory(adminDb(), { shardBudgetBytes: Math.ceil(expected.length / 3) });
    const stored = (await storedSnapshot())!;
    expect(stored.shards).toBeGreaterThanOrEqual(3);
    expect(new Set(stored.revisions)).toEqual(new Set([stored.revision]));
    expect(stored.body).toBe(expected);
    expect(built.tag).toBe(bodyTag(expected));
    const loaded = await loadDirectory(adminDb());
    expect(loaded).toEqual({ tag: built.tag, body: expected, reads: stored.shards });

    // The next change repacks it into one shard and removes the others.
    const id = await writeFamily({ location: 'Seaton', membership_type: 'Gold' }, [{ name: 'Repack Trigger' }]);
    const after = await settledSnapshot();
    expect(ids(after.body)).toContain(id);
    expect(after.shards).toBe(1);
    expect(after.storedShardDocs).toBe(1);
  });
});
