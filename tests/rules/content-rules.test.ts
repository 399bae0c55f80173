import { assertFails } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { uniqueGmail } from '../support/test-data.ts';
import { google, useRulesEnvironment } from './rules-env.ts';

/*
 * The site's content (`content/{name}`: the calendar, the videos, the contact details ...) and the
 * audit log are read and written only by the API: no browser reads or writes them directly, not even
 * a committee member's (the committee's changes go through the audited API routes).
 */

const env = useRulesEnvironment();

const callers = {
  'a committee member': () =>
    env()
      .authenticatedContext('committee-uid', { ...google(uniqueGmail('chair')), committee: true })
      .firestore(),
  'a member': () =>
    env()
      .authenticatedContext('member-uid', google(uniqueGmail('member')))
      .firestore(),
  'an anonymous visitor': () => env().unauthenticatedContext().firestore(),
};

describe('content/{name} and auditLog', () => {
  for (const [who, db] of Object.entries(callers)) {
    it(`refuse ${who} every read and write`, async () => {
      for (const path of ['content/events', 'content/videos', 'content/siteContact']) {
        await assertFails(db().doc(path).get());
        await assertFails(db().doc(path).set({ events: [] }));
        await assertFails(db().doc(path).update({ updated_by: 'me' }));
        await assertFails(db().doc(path).delete());
      }
      await assertFails(db().collection('content').get());
      await assertFails(db().collection('auditLog').get());
      await assertFails(db().collection('auditLog').add({ action: 'calendar.add' }));
    });
  }
});
