import { describe, expect, it } from 'vitest';
import { planFamilyEmails } from './family-emails.ts';

const members = (...emails: string[]) => emails.map((email) => ({ email }));

describe('planFamilyEmails', () => {
  it('at registration, proves only the registrant; every other email is an invitation', () => {
    const plan = planFamilyEmails([], [], members('Head@Gmail.com', 'spouse@gmail.com', '', 'kid@school.org'), ['head@gmail.com']);
    expect(plan).toEqual({
      accepted: ['head@gmail.com'],
      invited: ['spouse@gmail.com', 'kid@school.org'],
      indexAdded: ['head@gmail.com'],
      indexRemoved: [],
      invitationsRemoved: [],
      invitationsAdded: ['spouse@gmail.com', 'kid@school.org'],
    });
  });

  it('a new email on an edit is invited, never accepted, and the replaced invitation goes', () => {
    const plan = planFamilyEmails(['head@gmail.com'], ['old@gmail.com'], members('head@gmail.com', 'new@gmail.com'));
    expect(plan.accepted).toEqual(['head@gmail.com']);
    expect(plan.invited).toEqual(['new@gmail.com']);
    expect(plan.indexAdded).toEqual([]);
    expect(plan.invitationsRemoved).toEqual(['old@gmail.com']);
    expect(plan.invitationsAdded).toEqual(['new@gmail.com']);
  });

  it('an accepted email that is no longer listed leaves the index', () => {
    const plan = planFamilyEmails(['head@gmail.com', 'spouse@gmail.com'], [], members('head@gmail.com'));
    expect(plan.accepted).toEqual(['head@gmail.com']);
    expect(plan.indexRemoved).toEqual(['spouse@gmail.com']);
  });

  it('accepting moves the email from invited to accepted and closes its invitation', () => {
    const plan = planFamilyEmails(['head@gmail.com'], ['spouse@gmail.com'], members('head@gmail.com', 'spouse@gmail.com'), [
      'spouse@gmail.com',
    ]);
    expect(plan.accepted).toEqual(['head@gmail.com', 'spouse@gmail.com']);
    expect(plan.invited).toEqual([]);
    expect(plan.indexAdded).toEqual(['spouse@gmail.com']);
    expect(plan.invitationsRemoved).toEqual(['spouse@gmail.com']);
  });

  it('proving an email nobody in the family lists accepts nothing', () => {
    const plan = planFamilyEmails(['head@gmail.com'], [], members('head@gmail.com'), ['stranger@gmail.com']);
    expect(plan.accepted).toEqual(['head@gmail.com']);
    expect(plan.indexAdded).toEqual([]);
  });
});
