import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { uniqueGmail } from '../support/test-data.ts';
import { google, useRulesEnvironment } from './rules-env.ts';

/*
 * The privacy notice (`content/privacyNotice`) and the version each user has seen
 * (`privacyNoticeSeen/{uid}`) are read and written by the API only: no browser, not even the user
 * the record is about, nor a committee member. The API (the admin SDK) writes them.
 */

const env = useRulesEnvironment();
const OWNER = 'seen-owner-uid';

const callers = {
  'the user it is about': () =>
    env()
      .authenticatedContext(OWNER, google(uniqueGmail('owner')))
      .firestore(),
  'another member': () =>
    env()
      .authenticatedContext('other-uid', google(uniqueGmail('other')))
      .firestore(),
  'a committee member': () =>
    env()
      .authenticatedContext('committee-uid', { ...google(uniqueGmail('chair')), committee: true })
      .firestore(),
  'an anonymous visitor': () => env().unauthenticatedContext().firestore(),
};

describe('privacyNoticeSeen/{uid} and content/privacyNotice', () => {
  it('are written by the API (rules do not apply to it)', async () => {
    await env().withSecurityRulesDisabled(async (ctx) => {
      await assertSucceeds(ctx.firestore().doc(`privacyNoticeSeen/${OWNER}`).set({ version: 1 }));
      await assertSucceeds(ctx.firestore().doc('content/privacyNotice').set({ version: 1, text: 'Notice', updated_on: '2026-11-25' }));
      await assertSucceeds(ctx.firestore().doc(`privacyNoticeSeen/${OWNER}`).get());
    });
  });

  for (const [who, db] of Object.entries(callers)) {
    it(`refuse ${who} every read and write`, async () => {
      await env().withSecurityRulesDisabled((ctx) => ctx.firestore().doc(`privacyNoticeSeen/${OWNER}`).set({ version: 1 }));
      const seen = db().doc(`privacyNoticeSeen/${OWNER}`);
      await assertFails(seen.get());
      await assertFails(seen.set({ version: 99 }));
      await assertFails(seen.update({ version: 99 }));
      await assertFails(seen.delete());
      await assertFails(db().doc('privacyNoticeSeen/a-new-uid').set({ version: 1 }));
      await assertFails(db().collection('privacyNoticeSeen').get());
      await assertFails(db().doc('content/privacyNotice').get());
      await assertFails(db().doc('content/privacyNotice').set({ version: 99, text: 'Mine', updated_on: '2026-11-25' }));
    });
  }
});
