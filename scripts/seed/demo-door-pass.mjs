import { DOOR_ROLE, DOOR_ROLE_CLAIM, ROLES_CLAIM } from '../../contract/src/committee.ts';
import { doorPassLastDay } from '../../contract/src/door-pass.ts';

/** The demo's door pass for the event open for booking (its PIN is in the README): `/door?pass=demo-front-door-pass`. */
export const DEMO_DOOR_PASS = { passId: 'demo-front-door-pass', pin: '246810', label: 'Front door (demo)' };

/**
 * The custom claims of the demo account holding the door role (demo-families.mjs), as the console
 * grants it: the event and its last day, the day after the event, as for the door pass. The seed
 * fixes the event's date in the export, so both end together on the same day after the event.
 * @param {string} eventId
 * @param {string} eventDate yyyy-MM-dd
 */
export const demoDoorRoleClaims = (eventId, eventDate) => ({
  [ROLES_CLAIM]: [DOOR_ROLE],
  [DOOR_ROLE_CLAIM]: { eventId, lastDay: doorPassLastDay(eventDate) },
});
