import { describe, expect, it } from 'vitest';
import { parseCommitteeArgs } from './committee-args.mjs';

describe('parseCommitteeArgs', () => {
  it('reads the command, the email, the role (committee unless given) and the event', () => {
    expect(parseCommitteeArgs(['grant', 'a@gmail.com'])).toEqual({
      command: 'grant',
      email: 'a@gmail.com',
      role: 'committee',
      event: undefined,
    });
    expect(parseCommitteeArgs(['grant', 'a@gmail.com', '--role', 'door', '--event', 'RshNyB1MvLSS'])).toEqual({
      command: 'grant',
      email: 'a@gmail.com',
      role: 'door',
      event: 'RshNyB1MvLSS',
    });
  });

  it('takes an event id that starts with a dash as the id, not as another option', () => {
    expect(parseCommitteeArgs(['grant', 'a@gmail.com', '--role', 'door', '--event', '-4EH4XnXhHHK'])?.event).toBe('-4EH4XnXhHHK');
    expect(parseCommitteeArgs(['grant', 'a@gmail.com', '--event=-4EH4XnXhHHK', '--role', 'door'])?.event).toBe('-4EH4XnXhHHK');
  });

  it('is null for anything else: no command or email, an unknown command or option, a word too many', () => {
    expect(parseCommitteeArgs([])).toBeNull();
    expect(parseCommitteeArgs(['grant'])).toBeNull();
    expect(parseCommitteeArgs(['promote', 'a@gmail.com'])).toBeNull();
    expect(parseCommitteeArgs(['grant', 'a@gmail.com', '--colour', 'red'])).toBeNull();
    expect(parseCommitteeArgs(['grant', 'a@gmail.com', 'b@gmail.com'])).toBeNull();
  });
});
