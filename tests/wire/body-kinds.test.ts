import { UNSUBSCRIBED_TEXT } from '@edma/contract/email-preferences';
import { beforeAll, describe, expect, it } from 'vitest';
import { unsubscribeToken } from '../../functions/src/email/email-links.ts';
import { LOCAL_EMAIL_LINK_SECRET } from '../../scripts/lib/emulator-suite.mjs';
import { INVALID_JSON_MESSAGE } from '../../functions/src/http/platform-body-errors.ts';
import { NOT_AN_IMAGE_MESSAGE } from '../../functions/src/photos/process-photo.ts';
import { googleSignIn } from '../support/auth-tokens.ts';
import { jpeg } from '../support/images.ts';
import { aFamily, memberForm, registrationForm, uniqueGmail } from '../support/test-data.ts';
import { jsonBody, wire } from './wire-calls.ts';
import { WIRE_PATHS } from './wire-paths.ts';

/*
 * Each kind of body the API takes and gives, through Hosting: JSON, multipart forms with files, a
 * form-encoded POST (an email's one-click unsubscribe), and bytes (ETag answers, a zip). What every route does with a bad body is a unit test
 * (functions/src/routes-hostile-input.test.ts); what only the wire shows is here: the platform's
 * own body parser in front of the function, and Hosting passing forms and bytes through unchanged.
 */

let head: { email: string; token: string; familyId: string; memberId: string };
let registrationTiming: string | null = null;
beforeAll(async () => {
  const email = uniqueGmail('wire.body');
  const family = aFamily();
  family.members[0]!.email = email;
  const { token } = await googleSignIn(email);
  // Multipart, with a photo: the registration form as the page posts it.
  const form = registrationForm(family);
  form.append('members[0][photo]', new Blob([new Uint8Array(await jpeg(64, 64))], { type: 'image/jpeg' }), 'head.jpg');
  const saved = await wire(WIRE_PATHS.save, { token, body: form });
  expect([saved.status, saved.body]).toEqual([200, expect.objectContaining({ success: true })]);
  registrationTiming = saved.headers.get('server-timing');
  const familyId = (saved.body as { family_id: string }).family_id;
  const read = await wire(`${WIRE_PATHS.family}?familyId=${familyId}`, { token });
  head = { email, token, familyId, memberId: (read.body as { members: { id: string }[] }).members[0]!.id };
});

describe('bodies over the wire', () => {
  it('a registration says through Hosting where its time went, stage by stage (Server-Timing)', () => {
    const stages = (registrationTiming ?? '').split(', ').map((part) => part.split(';dur=')[0]);
    // Each stage as it ends: the upload (storage) and the lookups run side by side, in either order.
    expect(stages.toSorted()).toEqual(['auth', 'form', 'guard', 'limit', 'lookups', 'photos', 'storage', 'total', 'tx']);
  });

  it('JSON: a write is read and answered as JSON', async () => {
    const seen = await wire(WIRE_PATHS.noticeSeen, { token: head.token });
    const version = (seen.body as { current: { version: number } }).current.version;
    const saved = await wire(WIRE_PATHS.markNoticeSeen, { token: head.token, ...jsonBody({ version }) });
    expect([saved.status, saved.body]).toEqual([200, expect.objectContaining({ success: true })]);
    expect(saved.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it("JSON the platform's parser cannot read gets the API's own 400, not an error page", async () => {
    const broken = await wire(WIRE_PATHS.markNoticeSeen, {
      token: head.token,
      body: '{"version":',
      headers: { 'Content-Type': 'application/json' },
    });
    expect([broken.status, broken.body]).toEqual([400, { success: false, message: INVALID_JSON_MESSAGE }]);
  });

  it('multipart: a member form with a photo is stored; a file that only claims to be a photo is refused', async () => {
    const fields = { familyId: head.familyId, id: head.memberId, name: 'Anu Thomas', email: head.email, phone: '', dob: '1984-02-03' };
    const withPhoto = memberForm(fields, { data: await jpeg(48, 48), type: 'image/jpeg', filename: 'new.jpg' });
    const saved = await wire(WIRE_PATHS.updateMember, { token: head.token, body: withPhoto });
    expect([saved.status, saved.body]).toEqual([200, expect.objectContaining({ success: true, photo_path: expect.any(String) })]);
    // Checked by the handler after the family check (so not in the router's unit test).
    const disguised = memberForm(fields, {
      data: Buffer.from('<html><script>alert(1)</script></html>'),
      type: 'image/jpeg',
      filename: 'x.jpg',
    });
    const refused = await wire(WIRE_PATHS.updateMember, { token: head.token, body: disguised });
    expect([refused.status, refused.body]).toEqual([400, { success: false, message: NOT_AN_IMAGE_MESSAGE }]);
  });

  it('form-encoded: the one-click unsubscribe of RFC 8058 is read; a forged link is refused', async () => {
    const oneClick = (token: string) =>
      wire(`${WIRE_PATHS.unsubscribe}?token=${encodeURIComponent(token)}`, {
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
    const forged = await oneClick(unsubscribeToken('not-the-secret', head.email));
    expect(forged.status).toBe(400);
    const honoured = await oneClick(unsubscribeToken(LOCAL_EMAIL_LINK_SECRET, head.email));
    expect([honoured.status, honoured.body]).toEqual([200, { success: true, message: UNSUBSCRIBED_TEXT }]);
  });

  it('bytes: an ETag answer, and 304 when the client has it', async () => {
    const first = await wire(WIRE_PATHS.families);
    expect(first.status).toBe(200);
    const tag = first.headers.get('etag');
    expect(tag).toBeTruthy();
    // The spec's directory: a JSON array of families, sent as pre-encoded bytes.
    expect(Array.isArray(JSON.parse(first.bytes.toString('utf8')))).toBe(true);
    const again = await wire(WIRE_PATHS.families, { headers: { 'If-None-Match': tag! } });
    expect([again.status, again.bytes.length]).toEqual([304, 0]);
  });

  it("bytes: a family's export arrives as a zip", async () => {
    const answer = await wire(WIRE_PATHS.exportFamily, { token: head.token });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/zip');
    expect(answer.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  });
});
