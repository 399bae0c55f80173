import { DOOR_ROLE_TEXTS, NOT_COMMITTEE_MESSAGE } from '@edma/contract/committee';
import { describe, expect, it } from 'vitest';
import type { Caller } from '../auth/verify-caller.ts';
import { admitToDoor } from './door-access.ts';

const member: Caller = { uid: 'u-door', email: 'door@gmail.com', committee: false, roles: [] };
const doorRole: Caller = { ...member, doorRole: { eventId: 'onam', lastDay: '2027-09-19' } };

/** A refusal's status and message, or 'admitted'. */
async function outcome(caller: Caller, eventId: string, today: string) {
  try {
    await admitToDoor(caller, eventId, today);
    return 'admitted';
  } catch (error) {
    const refusal = error as { kind: string; message: string };
    return `${refusal.kind}: ${refusal.message}`;
  }
}

describe('admitToDoor for the door role (a pass is read from the store: tests/handlers/door-pass.test.ts)', () => {
  it('opens its own event up to the day after it, no other event, and nothing without the role', async () => {
    expect(await outcome(doorRole, 'onam', '2027-09-18')).toBe('admitted');
    expect(await outcome(doorRole, 'onam', '2027-09-19')).toBe('admitted');
    expect(await outcome(doorRole, 'onam', '2027-09-20')).toBe(`not-allowed: ${DOOR_ROLE_TEXTS.ended}`);
    expect(await outcome(doorRole, 'vishu', '2027-09-18')).toBe(`not-allowed: ${DOOR_ROLE_TEXTS.otherEvent}`);
    expect(await outcome(member, 'onam', '2027-09-18')).toBe(`not-allowed: ${NOT_COMMITTEE_MESSAGE}`);
  });

  it('leaves the committee and the events role every door, whatever door role they hold too', async () => {
    expect(await outcome({ ...doorRole, committee: true }, 'vishu', '2030-01-01')).toBe('admitted');
    expect(await outcome({ ...doorRole, roles: ['events'] }, 'vishu', '2030-01-01')).toBe('admitted');
  });
});
