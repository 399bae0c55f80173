import { GRANTABLE_ROLES } from '@edma/contract/committee';
import { accountOf, changeRole } from '../../functions/src/committee/committee-roles.ts';

/** Who the audit log names for a change made with `npm run committee` (the shell's user is not known). */
export const SCRIPT_ACTOR = { uid: 'npm-run-committee', email: 'npm run committee' };

/**
 * Grants or revokes a role (the whole committee, one task, or the door of one event:
 * contract/src/committee.ts) of a Google account that has signed in at least once, every other claim
 * kept and the change audited, by the same code as the console's API (changeRole). The member's next
 * sign-in carries a grant; a removal ends their sessions at once.
 *
 * @param {string} email
 * @param {boolean} grant
 * @param {string} [role]
 * @param {string} [eventId] the door role's event
 * @returns {Promise<{ uid: string, email: string, door: { eventId: string, lastDay: string } | null }>}
 */
export async function setCommitteeRole(email, grant, role = 'committee', eventId) {
  const known = GRANTABLE_ROLES.find((name) => name === role);
  if (!known) throw new Error(`The role must be one of: ${GRANTABLE_ROLES.join(', ')}.`);
  if (known === 'door' && grant && !eventId) throw new Error('The door role needs its event: --event <event id> (as in the calendar).');
  const user = await accountOf(email);
  const door = await changeRole({ user, role: known, hold: grant, eventId }, SCRIPT_ACTOR);
  return { uid: user.uid, email: user.email ?? email, door };
}
