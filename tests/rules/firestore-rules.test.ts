import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { createHash } from 'node:crypto';
import { describe, it } from 'vitest';
import { uniqueGmail, uniqueId } from '../support/test-data.ts';
import { google, useRulesEnvironment, useTwoFamilies } from './rules-env.ts';

const env = useRulesEnvironment();
const f = useTwoFamilies(env, async (ctx, { familyId, otherFamilyId, memberEmail, otherEmail }) => {
  const db = ctx.firestore();
  const family = (emails: string[]) => ({
    house_no: '1',
    address_line: 'Road',
    location: 'Seaton',
    postal_code: 'EX12',
    membership_type: 'Gold',
    member_emails: emails,
  });
  await db.doc(`families/${familyId}`).set(family([memberEmail]));
  await db.doc(`families/${familyId}/members/m1`).set({ name: 'Member', email: memberEmail, order: 0 });
  await db.doc(`families/${otherFamilyId}`).set(family([otherEmail]));
  await db.doc(`families/${otherFamilyId}/members/m1`).set({ name: 'Other', email: otherEmail, order: 0 });
  await db.doc('draws/chitti-rules').set({ title: 'T', names: ['a'], spin: null });
  await db.doc('draws/chitti-rules/spins/s1').set({ angle: 1, startedAtMs: 1, winner: 'a', winnerIndex: 0 });
  await db.doc('contactMessages/c1').set({ name: 'n', email: 'e@x.org', message: 'm' });
});

const member = () => env().authenticatedContext('member-uid', google(f.memberEmail)).firestore();
const stranger = () => env().authenticatedContext('stranger-uid', google(f.otherEmail)).firestore();
const anonymous = () => env().unauthenticatedContext().firestore();
// memberEmails/{id}: the SHA-256 of the normalised email, as the API keys it (memberEmailId).
const sha256 = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

describe('families/{familyId}', () => {
  it('lets a member with a verified email read their own family', async () => {
    await assertSucceeds(member().doc(`families/${f.familyId}`).get());
  });

  it('compares the email case-insensitively', async () => {
    const shouting = env().authenticatedContext('member-uid', google(f.memberEmail.toUpperCase())).firestore();
    await assertSucceeds(shouting.doc(`families/${f.familyId}`).get());
  });

  it('lets a member find their family by email, and nothing more', async () => {
    await assertSucceeds(member().collection('families').where('member_emails', 'array-contains', f.memberEmail).get());
    await assertFails(member().collection('families').get());
  });

  it('refuses another family, an unverified email, a token without email and anonymous visitors', async () => {
    await assertFails(stranger().doc(`families/${f.familyId}`).get());
    await assertFails(env().authenticatedContext('u', google(f.memberEmail, false)).firestore().doc(`families/${f.familyId}`).get());
    await assertFails(env().authenticatedContext('u', {}).firestore().doc(`families/${f.familyId}`).get());
    await assertFails(anonymous().doc(`families/${f.familyId}`).get());
  });

  it('refuses every client write, even by the family', async () => {
    const db = member();
    await assertFails(db.doc(`families/${f.familyId}`).update({ house_no: '2' }));
    await assertFails(db.doc(`families/${f.familyId}`).set({ member_emails: [f.memberEmail] }));
    await assertFails(db.doc(`families/${f.familyId}`).delete());
    await assertFails(db.doc(`families/${uniqueId('new')}`).set({ member_emails: [f.memberEmail] }));
    await assertFails(
      anonymous()
        .doc(`families/${uniqueId('new')}`)
        .set({ member_emails: [] }),
    );
  });
});

describe('families/{familyId}/members/{memberId}', () => {
  it("lets a member read their family's members", async () => {
    await assertSucceeds(member().doc(`families/${f.familyId}/members/m1`).get());
    await assertSucceeds(member().collection(`families/${f.familyId}/members`).get());
  });

  it('refuses other families, unverified emails and anonymous visitors', async () => {
    await assertFails(member().doc(`families/${f.otherFamilyId}/members/m1`).get());
    await assertFails(member().collection(`families/${f.otherFamilyId}/members`).get());
    await assertFails(
      env().authenticatedContext('u', google(f.memberEmail, false)).firestore().doc(`families/${f.familyId}/members/m1`).get(),
    );
    await assertFails(anonymous().doc(`families/${f.familyId}/members/m1`).get());
    await assertFails(member().collectionGroup('members').get());
  });

  it('refuses members of a family that does not exist', async () => {
    await assertFails(
      member()
        .doc(`families/${uniqueId('none')}/members/m1`)
        .get(),
    );
  });

  it('refuses every client write', async () => {
    await assertFails(member().doc(`families/${f.familyId}/members/m1`).update({ name: 'x' }));
    await assertFails(member().doc(`families/${f.familyId}/members/m2`).set({ name: 'x' }));
    await assertFails(member().doc(`families/${f.familyId}/members/m1`).delete());
  });
});

describe('an invited email (listed by a family, not accepted)', () => {
  it('reads nothing of the family until its owner accepts through the API', async () => {
    const invitedEmail = uniqueGmail('invited');
    await env().withSecurityRulesDisabled(async (ctx) => {
      await ctx.firestore().doc(`families/${f.familyId}/members/m2`).set({ name: 'Invited', email: invitedEmail, order: 1 });
      await ctx.firestore().doc(`invitations/inv-${f.familyId}`).set({ email: invitedEmail, familyId: f.familyId, head: 'Member' });
    });
    const invited = env().authenticatedContext('invited-uid', google(invitedEmail)).firestore();
    await assertFails(invited.doc(`families/${f.familyId}`).get());
    await assertFails(invited.doc(`families/${f.familyId}/members/m2`).get());
    await assertFails(invited.doc(`invitations/inv-${f.familyId}`).get());
    await assertSucceeds(member().doc(`families/${f.familyId}/members/m2`).get());
  });

  it("keeps a family's idempotency records to the server", async () => {
    await env().withSecurityRulesDisabled(async (ctx) => {
      await ctx.firestore().doc(`families/${f.familyId}/memberAdds/k1`).set({ memberId: 'm1' });
    });
    await assertFails(member().doc(`families/${f.familyId}/memberAdds/k1`).get());
    await assertFails(member().doc(`families/${f.familyId}/memberAdds/k2`).set({ memberId: 'm9' }));
  });
});

describe('draws', () => {
  it('lets everyone read the draws and their history', async () => {
    await assertSucceeds(anonymous().doc('draws/chitti-rules').get());
    await assertSucceeds(anonymous().collection('draws/chitti-rules/spins').get());
    await assertSucceeds(member().doc('draws/chitti-rules/spins/s1').get());
  });

  it('keeps a members-only draw and its history to signed-in members of approved families', async () => {
    const seed = async (approval: string | null) =>
      env().withSecurityRulesDisabled(async (ctx) => {
        const db = ctx.firestore();
        await db.doc('draws/chitti-members').set({
          title: 'M',
          names: ['a'],
          spin: null,
          about: { membersOnly: true, kind: 'chitty', lottery: null },
        });
        await db.doc('draws/chitti-members/spins/s1').set({ angle: 1, startedAtMs: 1, winner: 'a', winnerIndex: 0 });
        await db.doc(`memberEmails/${sha256(f.memberEmail)}`).set({ email: f.memberEmail, familyId: f.familyId });
        const family = { house_no: '1', address_line: 'Road', location: 'Seaton', postal_code: 'EX12', membership_type: 'Gold' };
        await db.doc(`families/${f.familyId}`).set({ ...family, member_emails: [f.memberEmail], ...(approval ? { approval } : {}) });
      });
    const canRead = (db: ReturnType<typeof anonymous>): (() => Promise<unknown>)[] => [
      () => db.doc('draws/chitti-members').get(),
      () => db.collection('draws/chitti-members/spins').get(),
    ];

    await seed('approved');
    for (const read of canRead(member())) await assertSucceeds(read());
    // Anonymous visitors, a signed-in Google account no approved family lists (the other family has no memberEmails entry).
    for (const read of [...canRead(anonymous()), ...canRead(stranger())]) await assertFails(read());
    // The public draw beside it stays public.
    await assertSucceeds(anonymous().doc('draws/chitti-rules').get());

    // A family waiting for approval (or refused) is not yet in.
    await seed('pending');
    for (const read of canRead(member())) await assertFails(read());
    // A family from before approval existed is approved.
    await seed(null);
    for (const read of canRead(member())) await assertSucceeds(read());
  });

  it('lets nobody list the draws: a members-only one could be among them', async () => {
    await assertFails(anonymous().collection('draws').get());
  });

  it('lets nobody write them', async () => {
    await assertFails(
      anonymous()
        .doc('draws/chitti-rules')
        .update({ spin: { angle: 1 } }),
    );
    await assertFails(member().doc('draws/chitti-rules').set({ title: 'x', names: [], spin: null }));
    await assertFails(member().doc('draws/chitti-new').set({ title: 'x', names: [], spin: null }));
    await assertFails(anonymous().doc('draws/chitti-rules/spins/s2').set({ angle: 1 }));
    await assertFails(member().doc('draws/chitti-rules/spins/s1').delete());
  });
});

describe('server-only collections', () => {
  it.each([
    'contactMessages',
    'rateLimits',
    'registrations',
    'memberEmails',
    'invitations',
    'auditLog',
    'bookingEvents',
    'bookings',
    'bookingHealth',
    'bankReferences',
    'dailyRuns',
    'somethingElse',
  ])('%s: no client reads or writes', async (collection) => {
    for (const db of [anonymous(), member()]) {
      await assertFails(db.doc(`${collection}/c1`).get());
      await assertFails(db.collection(collection).get());
      await assertFails(db.doc(`${collection}/${uniqueId('x')}`).set({ name: 'n', email: 'e@x.org', message: 'm' }));
      await assertFails(db.doc(`${collection}/c1`).delete());
    }
  });

  it("keeps even a family's own booking and dietary needs to the API (the only reader that checks who asks)", async () => {
    for (const collection of ['bookings', 'bookingHealth']) {
      await assertFails(member().doc(`${collection}/onam~${f.familyId}`).get());
      await assertFails(member().collection(collection).where('familyId', '==', f.familyId).get());
    }
  });
});
