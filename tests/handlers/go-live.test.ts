import { GO_LIVE_API, GO_LIVE_ITEM_IDS, type GoLiveItem } from '@edma/contract/go-live';
import { SITE_CONTACT_API, SITE_CONTACT_PLACEHOLDERS } from '@edma/contract/site-contact';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin.ts';
import { googleSignIn } from '../support/auth-tokens.ts';
import { committeeMember } from '../support/committee.ts';
import { uniqueGmail } from '../support/test-data.ts';
import { keepAsItWas } from '../support/kept-document.ts';
import { callEndpoint } from '../support/call-endpoint.ts';

/*
 * GET committee/go-live: what still holds a new deployment's demo values, read from what is stored;
 * the committee's only.
 */

const checklist = (token: string) => callEndpoint(GO_LIVE_API.check, {}, { token });
const drawC = () => adminDb().collection('draws').doc('chitti-C');
const siteContact = () => adminDb().collection('content').doc('siteContact');

let committee: Awaited<ReturnType<typeof committeeMember>>;

keepAsItWas(drawC);
keepAsItWas(siteContact);
beforeAll(async () => {
  committee = await committeeMember('golive');
});

describe('the go-live checklist', () => {
  it('lists every item, flags what is stored with demo values and follows a change at once', async () => {
    await drawC().set({ names: ['Anu', 'Biju'], participants: ['Anu', 'Biju'] }, { merge: true });
    const before = await checklist(committee.token);
    expect(before.status).toBe(200);
    expect(before.headers.get('cache-control')).toContain('no-store');
    expect(before.body.items.map((i) => i.id)).toEqual([...GO_LIVE_ITEM_IDS]);
    const byId = (items: GoLiveItem[], id: string) => items.find((i) => i.id === id)!;
    expect(byId(before.body.items, 'draws').detail).not.toContain('Chitty-C');
    // The emulators' functions link emails to a local or demo address: flagged.
    expect(byId(before.body.items, 'site-url')).toMatchObject({
      done: false,
      detail: expect.stringMatching(/^Emails link to https?:\/\//),
    });

    await drawC().set({ names: [], participants: [] }, { merge: true });
    const after = await checklist(committee.token);
    expect(byId(after.body.items, 'draws')).toMatchObject({ done: false, detail: expect.stringContaining('Chitty-C') });
  });

  it('flags the association’s contact details while they are the placeholders, until the committee saves its own', async () => {
    await siteContact().delete();
    const item = async () => (await checklist(committee.token)).body.items.find((i) => i.id === 'site-contact')!;
    expect(await item()).toMatchObject({
      done: false,
      detail: 'Still placeholders: the phone number, the email address, the social links.',
      section: 'contact-details',
    });

    // A new number alone leaves the placeholder email and links to do.
    const own = { phone: '01297 123456', email: SITE_CONTACT_PLACEHOLDERS.email, facebook: '', instagram: '', youtube: '' };
    expect((await callEndpoint(SITE_CONTACT_API.save, own, { token: committee.token })).status).toBe(200);
    expect(await item()).toMatchObject({ done: false, detail: 'Still placeholders: the email address.' });

    expect((await callEndpoint(SITE_CONTACT_API.save, { ...own, email: 'secretary@edma.org.uk' }, { token: committee.token })).status).toBe(
      200,
    );
    expect(await item()).toMatchObject({ done: true, detail: '' });
  });

  it('answers a member without the role 403 and an anonymous caller 401', async () => {
    const member = await googleSignIn(uniqueGmail('golive.member'));
    const refused = await checklist(member.token);
    expect(refused.status).toBe(403);
    expect(refused.body).not.toHaveProperty('items');
    const anonymous = await checklist('');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).not.toHaveProperty('items');
  });
});
