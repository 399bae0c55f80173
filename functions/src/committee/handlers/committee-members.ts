import { ROLE_LABELS, type COMMITTEE_MEMBER_API, OWN_ROLE_MESSAGE, type CommitteeMember, doorRoleOfClaims } from '@edma/contract/committee';
import type { UserRecord } from 'firebase-admin/auth';
import type { CalendarEvent } from '@edma/contract/calendar';
import { conflict } from '../../errors/domain-error.ts';
import type { EndpointHandler } from '../../http/route.ts';
import { db } from '../../store/admin.ts';
import { EVENTS_CONTENT } from '../../store/content-kinds.ts';
import { readContent } from '../../content/content-doc.ts';
import { accountOf, changeRole, roleHolders, rolesOf } from '../committee-roles.ts';

const asMember = (user: UserRecord, events: readonly CalendarEvent[]): CommitteeMember => {
  const door = doorRoleOfClaims(user.customClaims);
  return {
    uid: user.uid,
    email: user.email ?? '',
    name: user.displayName ?? '',
    roles: rolesOf(user),
    door: door && { ...door, title: events.find((event) => event.id === door.eventId)?.title ?? '' },
  };
};

/** GET committee/members */
export const listCommitteeMembers: EndpointHandler<typeof COMMITTEE_MEMBER_API.list, 'committee'> = async () => {
  const [holders, { data }] = await Promise.all([roleHolders(), readContent(db(), EVENTS_CONTENT)]);
  const members = holders.map((user) => asMember(user, data.events)).sort((a, b) => a.email.localeCompare(b.email));
  return { success: true, members };
};

/** POST committee/members/grant {email, role, eventId?}: from the member's next sign-in they hold the role. */
export const grantCommitteeRole: EndpointHandler<typeof COMMITTEE_MEMBER_API.grant, 'committee'> = async (
  { email, role, eventId },
  { caller },
) => {
  const user = await accountOf(email);
  const door = await changeRole({ user, role, hold: true, eventId }, caller);
  return {
    success: true,
    message:
      role === 'committee'
        ? `${user.email} is now a committee member.`
        : door
          ? `${user.email} now holds the role ${ROLE_LABELS[role]} until ${door.lastDay}.`
          : `${user.email} now holds the role ${ROLE_LABELS[role]}.`,
  };
};

/**
 * POST committee/members/revoke {email, role}: never one's own committee role (so the committee can
 * never lock itself out by accident). The member's sessions end at once (changeRole).
 */
export const revokeCommitteeRole: EndpointHandler<typeof COMMITTEE_MEMBER_API.revoke, 'committee'> = async (
  { email, role },
  { caller },
) => {
  const user = await accountOf(email);
  if (user.uid === caller.uid && role === 'committee') throw conflict(OWN_ROLE_MESSAGE);
  await changeRole({ user, role, hold: false }, caller);
  return {
    success: true,
    message:
      role === 'committee'
        ? `${user.email} is no longer a committee member.`
        : `${user.email} no longer holds the role ${ROLE_LABELS[role]}.`,
  };
};
