import { postJson } from '../support/api-calls.ts';
import { apiRoute } from '@edma/contract/api-paths';
import {
  EMAIL_MESSAGE,
  linkMessage,
  PHONE_MESSAGE,
  SITE_CONTACT_API,
  SITE_CONTACT_PLACEHOLDERS,
  SITE_CONTACT_SAVED_MESSAGE,
  type SiteContact,
  type SiteContactInput,
} from '@edma/contract/site-contact';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin.ts';
import { committeeMember } from '../support/committee.ts';
import { expectCacheablePublicContent, expectCommitteeOnly, useBuiltInContent } from './support/content-doc.ts';
import { rawGet } from './support/directory-snapshot.ts';
import { callEndpoint } from '../support/call-endpoint.ts';

/*
 * The association's phone, email and social links: every visitor reads them (cached with an ETag,
 * as the other content); the committee saves them (audited), nobody else can, and a refused save
 * changes nothing.
 */

const contactDoc = useBuiltInContent('siteContact');
const publicContact = async () => (await callEndpoint(SITE_CONTACT_API.contact, {}, { viaHosting: true })).body;
const save = (input: SiteContactInput, token?: string) => callEndpoint(SITE_CONTACT_API.save, input, { token });

const OWN: SiteContactInput = {
  phone: '01297 123456',
  email: 'secretary@edma.org.uk',
  facebook: 'https://www.facebook.com/edma.devon',
  instagram: '',
  youtube: 'https://www.youtube.com/@edma',
};

let chair: Awaited<ReturnType<typeof committeeMember>>;
beforeAll(async () => {
  chair = await committeeMember('contact.chair');
});

describe('the association’s contact details', () => {
  it('serves the placeholders until the committee saves its own', async () => {
    expect(await publicContact()).toEqual({ success: true, contact: SITE_CONTACT_PLACEHOLDERS });
  });

  it('is cacheable briefly, with a strong ETag per encoding, and answers a known one with 304', async () => {
    await expectCacheablePublicContent(apiRoute(SITE_CONTACT_API.contact.path));
  });

  it('is saved by the committee, shown to visitors at once, stored with who saved it and audited', async () => {
    const before = await rawGet(apiRoute(SITE_CONTACT_API.contact.path), {}, { viaHosting: true });
    const saved = await save(OWN, chair.token);
    expect([saved.status, saved.body]).toEqual([200, { success: true, message: SITE_CONTACT_SAVED_MESSAGE }]);

    const expected: SiteContact = {
      phoneDisplay: '01297 123456',
      phoneDigits: '441297123456',
      email: 'secretary@edma.org.uk',
      social: { facebook: 'https://www.facebook.com/edma.devon', instagram: '', youtube: 'https://www.youtube.com/@edma' },
    };
    expect(await publicContact()).toEqual({ success: true, contact: expected });
    const changed = await rawGet(
      apiRoute(SITE_CONTACT_API.contact.path),
      { 'If-None-Match': before.headers.etag as string },
      { viaHosting: true },
    );
    expect(changed.status).toBe(200);

    // The console reads the same, never cached.
    const committee = await callEndpoint(SITE_CONTACT_API.committee, {}, { token: chair.token });
    expect(committee.status).toBe(200);
    expect(committee.headers.get('cache-control')).toBe('no-store');
    expect(committee.body.contact).toEqual(expected);

    expect((await contactDoc().get()).data()).toMatchObject({ ...expected, updated_by: chair.email });
    const audit = await adminDb().collection('auditLog').where('actor.uid', '==', chair.uid).get();
    expect(audit.docs.map((d) => [d.get('action'), d.get('target'), d.get('details.changed')])).toEqual([
      ['site-contact.save', 'content/siteContact', ['phone', 'email', 'facebook', 'instagram', 'youtube']],
    ]);
  });

  it.each<[string, Partial<SiteContactInput>, string]>([
    ['an empty phone number', { phone: '' }, PHONE_MESSAGE],
    ['a phone number of words', { phone: 'ask at the door' }, PHONE_MESSAGE],
    ['a phone number with a control character', { phone: '01297\u0000123456' }, 'The phone number cannot contain control characters.'],
    ['an empty email', { email: ' ' }, 'Enter the email address.'],
    ['an invalid email', { email: 'secretary@' }, EMAIL_MESSAGE],
    ['an email with a control character', { email: 'secretary@edma.org.uk\u001b' }, 'The email address cannot contain control characters.'],
    ['a Facebook link without https', { facebook: 'http://www.facebook.com/edma' }, linkMessage('Facebook')],
    ['an Instagram link that is no address', { instagram: 'edma.devon' }, linkMessage('Instagram')],
    ['a YouTube link to a script', { youtube: 'javascript:alert(1)' }, linkMessage('YouTube')],
    ['a link with a line break', { facebook: 'https://www.facebook.com/\nedma' }, 'The Facebook link cannot contain control characters.'],
    ['a too long link', { youtube: `https://www.youtube.com/${'a'.repeat(480)}` }, 'The YouTube link must be at most 500 characters.'],
  ])('refuses %s with a clear message, and changes nothing', async (_what, change, message) => {
    const stored = (await contactDoc().get()).data() ?? null;
    const refused = await save({ ...OWN, phone: '+44 7911 654321', ...change }, chair.token);
    expect([refused.status, refused.body]).toEqual([400, { success: false, message }]);
    expect((await contactDoc().get()).data() ?? null).toEqual(stored);
  });

  it('refuses a body without its fields', async () => {
    const refused = await postJson(apiRoute(SITE_CONTACT_API.save.path), { phone: '01297 123456' }, { token: chair.token });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false });
  });

  it('refuses members and anonymous callers, and the store is unchanged', async () => {
    const before = (await contactDoc().get()).data() ?? null;
    await expectCommitteeOnly('contact', [
      (caller) => save({ ...OWN, phone: '07911 999999' }, caller.token),
      (caller) => callEndpoint(SITE_CONTACT_API.committee, {}, caller),
    ]);
    expect((await contactDoc().get()).data() ?? null).toEqual(before);
    expect((await publicContact()).contact.phoneDigits).toBe('441297123456');
  });
});
