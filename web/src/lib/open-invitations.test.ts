import { describe, expect, it } from 'vitest';
import { invitationsIn, invitationsState } from './open-invitations.ts';

describe('invitationsIn', () => {
  it('reads back what invitationsState carries', () => {
    const invitations = [{ familyId: 'fam-9', head: 'Mary Joseph' }];
    expect(invitationsIn(invitationsState(invitations))).toEqual(invitations);
  });

  it('answers none for any other state, and drops malformed entries', () => {
    for (const state of [null, undefined, 'x', {}, { invitations: 'fam-9' }]) expect(invitationsIn(state)).toEqual([]);
    expect(invitationsIn({ invitations: [{ familyId: 'fam-9' }, null, { familyId: 'fam-2', head: 'Ravi' }] })).toEqual([
      { familyId: 'fam-2', head: 'Ravi' },
    ]);
  });
});
