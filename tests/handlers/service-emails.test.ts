import { COMMITTEE_API } from '@edma/contract/committee';
import { EMAIL_PREFERENCES_API } from '@edma/contract/email-preferences';
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { clockFor } from '../../functions/src/store/clock.ts';
import { sendCommitteeDigest } from '../../functions/src/daily/committee-digest.ts';
import { adminDb } from '../support/admin.ts';
import { registeredFamily } from '../support/api-calls.ts';
import { committeeMember } from '../support/committee.ts';
import { aFamily, uniqueGmail } from '../support/test-data.ts';
import { waitForEmail } from '../support/mail-inbox.ts';
import { sendEmailsAsTheTriggerDoes } from './support/outbox-sender.ts';
import { callEndpoint } from '../support/call-endpoint.ts';

sendEmailsAsTheTriggerDoes();

/*
 * The service emails of a registration: received (to the registrant), waiting (to committee members
 * who asked for it), not approved with the reason; an added address is invited to sign in. The
 * registration's news question is the registrant's own answer.
 */

const MAIL_WAIT = 90_000;
const newsOf = async (email: string) =>
  (await adminDb().collection('emailPreferences').doc(createHash('sha256').update(email).digest('hex')).get()).data()?.news ?? null;

let committee: Awaited<ReturnType<typeof committeeMember>>;

beforeAll(async () => {
  committee = await committeeMember('digest');
  const asked = await callEndpoint(EMAIL_PREFERENCES_API.save, { news: false, committeeDigest: true }, { token: committee.token });
  expect(asked.status).toBe(200);
});

describe('registration emails', () => {
  it(
    'tells the registrant, the committee member who asked, and the invited address; news only for the registrant who said yes',
    { timeout: 240_000 },
    async () => {
      const family = aFamily({ newsOptIn: 'true' });
      const head = family.members[0]!.email!;
      const spouse = uniqueGmail('spouse');
      family.members[1] = { ...family.members[1]!, email: spouse };
      await registeredFamily(family);
      expect(await newsOf(head)).toBe(true);
      expect(await newsOf(spouse)).toBeNull();
      await waitForEmail((e) => e.to[0]!.address === head && e.subject === 'We have received your registration', MAIL_WAIT);
      await waitForEmail(
        (e) => e.to[0]!.address === committee.email && e.subject === `A registration is waiting: ${family.members[0]!.name}`,
        MAIL_WAIT,
      );
      const invite = await waitForEmail(
        (e) => e.to[0]!.address === spouse && e.subject === 'You have been added to a family on the EDMA website',
        MAIL_WAIT,
      );
      expect(invite.text).toContain(`${family.members[0]!.name} added this email address`);
    },
  );

  it('a registration without the news question says no', async () => {
    const family = aFamily();
    await registeredFamily(family);
    expect(await newsOf(family.members[0]!.email!)).toBeNull();
  });

  it("not approved: the family hears the committee's reason", { timeout: 240_000 }, async () => {
    const family = aFamily();
    const familyId = await registeredFamily(family);
    const rejected = await callEndpoint(
      COMMITTEE_API.reject,
      { familyId, reason: 'Not living in East Devon.' },
      { token: committee.token },
    );
    expect(rejected.status).toBe(200);
    const email = await waitForEmail(
      (e) => e.to[0]!.address === family.members[0]!.email && e.subject === 'Your EDMA registration was not approved',
      MAIL_WAIT,
    );
    expect(email.text).toContain("The committee's reason: Not living in East Devon.");
  });
});

describe("the committee's weekly digest", () => {
  it('goes once a week to the committee members who asked, while something waits', { timeout: 120_000 }, async () => {
    // A registration waits (the tests above leave some pending; this one makes sure).
    await registeredFamily(aFamily());
    const monday = { ...clockFor('2031-03-03'), siteUrl: 'https://edma.example' };
    const first = await sendCommitteeDigest(monday);
    expect(first.sent).toBeGreaterThanOrEqual(1);
    // Later the same week, and the same day again: nothing more.
    expect(await sendCommitteeDigest({ ...clockFor('2031-03-05'), siteUrl: 'https://edma.example' })).toEqual({ sent: 0 });
    expect(await sendCommitteeDigest(monday)).toEqual({ sent: 0 });
    const digest = await waitForEmail(
      (e) => e.to[0]!.address === committee.email && e.subject === 'EDMA committee digest: week of 2031-03-03',
      MAIL_WAIT,
    );
    expect(digest.text).toMatch(/registrations? waits? for approval/);
  });
});
