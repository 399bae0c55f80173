import { apiRoute } from '@edma/contract/api-paths';
import { associationToday } from '@edma/contract/dates';
import { PRIVACY_NOTICE_API, PRIVACY_NOTICE_UNCHANGED_MESSAGE } from '@edma/contract/privacy-notice';
import { PRIVACY_NOTICE_SEED } from '@edma/contract/privacy-notice-seed';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin.ts';
import { googleSignIn } from '../support/auth-tokens.ts';
import { committeeMember } from '../support/committee.ts';
import { familyWithSignedInHead } from '../support/families.ts';
import { uniqueGmail } from '../support/test-data.ts';
import { expectCacheablePublicContent, expectCommitteeOnly, useBuiltInContent } from './support/content-doc.ts';
import { rawGet } from './support/directory-snapshot.ts';
import { callEndpoint } from '../support/call-endpoint.ts';

/*
 * The privacy notice: everyone reads the current version (cached with an ETag, as the other
 * content); the committee publishes the next version (audited), nobody else can; a registration
 * records the version it accepted; each signed-in user's "seen" is their own.
 */

const noticeDoc = useBuiltInContent('privacyNotice');
const publicNotice = async () => (await callEndpoint(PRIVACY_NOTICE_API.notice, {}, { viaHosting: true })).body;
const publish = (text: string, token?: string) => callEndpoint(PRIVACY_NOTICE_API.publish, { text }, { token });
const seen = (token: string) => callEndpoint(PRIVACY_NOTICE_API.seen, {}, { token });
const markSeen = (version: number, token?: string) => callEndpoint(PRIVACY_NOTICE_API.markSeen, { version }, { token });

describe('the privacy notice', () => {
  it('serves the seed as version 1 until the committee publishes, as inert HTML with its Markdown', async () => {
    const notice = await publicNotice();
    expect(notice).toMatchObject({ success: true, version: 1, updatedOn: '2026-11-25', text: PRIVACY_NOTICE_SEED });
    expect(notice.html).toContain('<h2>Who we are</h2>');
    expect(notice.html).toContain('<a href="/contact">contact form</a>');
    expect(notice.html).toContain('<a href="https://ico.org.uk/make-a-complaint/">');
    expect(notice.html).not.toMatch(/<h1|style=|<script/);
  });

  it('is cacheable briefly, with a strong ETag per encoding, and answers a known one with 304', async () => {
    await expectCacheablePublicContent(apiRoute(PRIVACY_NOTICE_API.notice.path));
  });

  it('is published by the committee as the next version, dated today, audited; the old ETag no longer matches', async () => {
    const chair = await committeeMember('notice.chair');
    const before = await rawGet(apiRoute(PRIVACY_NOTICE_API.notice.path), {}, { viaHosting: true });
    const current = await callEndpoint(PRIVACY_NOTICE_API.committee, {}, { token: chair.token });
    expect(current.status).toBe(200);
    expect(current.headers.get('cache-control')).toBe('no-store');
    const text = `${current.body.text}\n\n## A change\n\nWe now also keep **this**. <b>Not bold</b>`;

    const published = await publish(text, chair.token);
    expect([published.status, published.body]).toEqual([
      200,
      {
        success: true,
        message: `Version ${current.body.version + 1} of the privacy notice is published.`,
        version: current.body.version + 1,
      },
    ]);
    const notice = await publicNotice();
    expect(notice).toMatchObject({ version: current.body.version + 1, updatedOn: associationToday(), text });
    expect(notice.html).toContain('<h2>A change</h2>');
    expect(notice.html).toContain('&lt;b&gt;Not bold&lt;/b&gt;');
    const changed = await rawGet(
      apiRoute(PRIVACY_NOTICE_API.notice.path),
      { 'If-None-Match': before.headers.etag as string },
      { viaHosting: true },
    );
    expect(changed.status).toBe(200);

    const stored = (await noticeDoc().get()).data()!;
    expect(stored).toMatchObject({ version: notice.version, text, updated_on: associationToday(), updated_by: chair.email });
    const audit = await adminDb().collection('auditLog').where('actor.uid', '==', chair.uid).get();
    expect(audit.docs.map((d) => [d.get('action'), d.get('target'), d.get('details.version')])).toEqual([
      ['privacy-notice.publish', 'content/privacyNotice', notice.version],
    ]);

    // The same text again is not a new version.
    const again = await publish(text, chair.token);
    expect([again.status, again.body.message]).toEqual([400, PRIVACY_NOTICE_UNCHANGED_MESSAGE]);
    expect((await publish('', chair.token)).status).toBe(400);
    expect((await publish('x'.repeat(20_001), chair.token)).status).toBe(400);
    expect((await noticeDoc().get()).get('version')).toBe(notice.version);
  });

  it('refuses members and anonymous callers, and the store is unchanged', async () => {
    const before = (await noticeDoc().get()).data() ?? null;
    await expectCommitteeOnly('notice', [
      (caller) => publish('A notice of my own.', caller.token),
      (caller) => callEndpoint(PRIVACY_NOTICE_API.committee, {}, caller),
    ]);
    expect((await noticeDoc().get()).data() ?? null).toEqual(before);
  });
});

describe('which version a family accepted and a member has seen', () => {
  it('records the current version on the family at registration; its members have seen it', async () => {
    const { version } = await publicNotice();
    const family = await familyWithSignedInHead('notice.family');
    const stored = (await adminDb().collection('families').doc(family.familyId).get()).get('privacy_notice') as {
      version: number;
      accepted_at: { toMillis(): number };
    };
    expect(stored.version).toBe(version);
    expect(Math.abs(stored.accepted_at.toMillis() - Date.now())).toBeLessThan(120_000);
    const answer = await seen(family.token);
    expect([answer.status, answer.body]).toEqual([
      200,
      { success: true, current: { version, updatedOn: expect.any(String) }, seen: version },
    ]);

    // A newer version is new to them until they say they have seen it.
    const chair = await committeeMember('notice.chair2');
    const next = (await publish(`${(await publicNotice()).text}\n\nOne more line ${Date.now()}.`, chair.token)).body.version!;
    expect((await seen(family.token)).body).toMatchObject({ current: { version: next }, seen: version });
    expect((await markSeen(next, family.token)).status).toBe(200);
    expect((await seen(family.token)).body.seen).toBe(next);
  });

  it('is per user: one user marking a version seen changes nothing for another; an unknown version is refused; anonymous is 401', async () => {
    const { version } = await publicNotice();
    const one = await googleSignIn(uniqueGmail('notice.one'));
    const two = await googleSignIn(uniqueGmail('notice.two'));
    expect((await seen(one.token)).body.seen).toBe(0);
    expect((await markSeen(version, one.token)).status).toBe(200);
    expect((await seen(one.token)).body.seen).toBe(version);
    expect((await seen(two.token)).body.seen).toBe(0);
    const stored = await adminDb().collection('privacyNoticeSeen').doc(one.uid).get();
    expect(stored.get('version')).toBe(version);
    expect(Object.keys(stored.data()!).sort()).toEqual(['seen_at', 'version']);
    expect((await adminDb().collection('privacyNoticeSeen').doc(two.uid).get()).exists).toBe(false);

    // Never lowered; never beyond the current version; not without a sign-in.
    if (version > 1) {
      expect((await markSeen(version - 1, one.token)).status).toBe(200);
      expect((await seen(one.token)).body.seen).toBe(version);
    }
    expect((await markSeen(version + 1, two.token)).status).toBe(400);
    expect((await markSeen(0, two.token)).status).toBe(400);
    expect((await markSeen(version)).status).toBe(401);
    expect((await callEndpoint(PRIVACY_NOTICE_API.seen, {})).status).toBe(401);
    expect((await adminDb().collection('privacyNoticeSeen').doc(two.uid).get()).exists).toBe(false);
  });
});
