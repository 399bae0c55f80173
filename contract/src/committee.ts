import { z } from 'zod';
import { resultSchema } from './api-result.ts';
import { endpoint } from './endpoint.ts';
import { contentIdSchema, familyIdSchema } from './ids.ts';
import { multiLineText } from './plain-text.ts';

/** The Firebase Auth custom claim that makes a signed-in member a committee member. */
export const COMMITTEE_CLAIM = 'committee';

/**
 * `families/{id}.approval`: a new registration is pending until the committee approves it; only
 * approved families (and those from before approval existed, without the field) are listed.
 */
export const FAMILY_APPROVAL_STATES = ['pending', 'approved', 'rejected'] as const;
export type FamilyApproval = (typeof FAMILY_APPROVAL_STATES)[number];

export function isListedFamily(approval: unknown): boolean {
  return approval === undefined || approval === null || approval === 'approved';
}

export const WAITING_FOR_APPROVAL_MESSAGE = "Waiting for the committee's approval";
export const NOT_COMMITTEE_MESSAGE = 'This is for committee members only.';

export const COMMITTEE_PATHS = {
  registrations: '/api/committee/registrations',
  approve: '/api/committee/registrations/approve',
  reject: '/api/committee/registrations/reject',
} as const;

export const pendingRegistrationSchema = z.object({
  familyId: z.string(),
  created_at_ms: z.number(),
  house_no: z.string(),
  address_line: z.string(),
  postal_code: z.string(),
  location: z.string(),
  membership_type: z.string(),
  members: z.array(z.object({ name: z.string(), email: z.string() })),
});
export type PendingRegistration = z.infer<typeof pendingRegistrationSchema>;

/** GET COMMITTEE_PATHS.registrations: the pending registrations, oldest first. */
export const pendingRegistrationsResponseSchema = z.object({
  success: z.literal(true),
  registrations: z.array(pendingRegistrationSchema),
});

/**
 * POST COMMITTEE_PATHS.approve (JSON). With `notify` the family's proved (signed-in) addresses are
 * emailed that they are approved, by the contact messages' delivery (retried, listed in Messages).
 */
export const approveRegistrationSchema = z.object({
  familyId: familyIdSchema,
  notify: z.boolean({ message: 'notify must be true or false.' }).default(false),
});
export const APPROVAL_EMAIL_LABEL = 'Email the family that they are approved';
export const APPROVAL_EMAIL_SUBJECT = 'Your EDMA registration is approved';
/** The approval email's text for the family's head (the email adds the greeting and signature). */
export const APPROVAL_EMAIL_TEXT =
  "The EDMA committee has approved your family's registration. Your family is now listed in the members' directory on the EDMA website, and you can sign in there with your Google account to see and update your family's details.";
/** POST COMMITTEE_PATHS.reject (JSON): the reason is shown to the registrant. */
export const rejectRegistrationSchema = z.object({
  familyId: familyIdSchema,
  reason: multiLineText().trim().min(1, { message: 'Give a reason.' }).max(500, { message: 'Must be at most 500 characters.' }),
});

const noInput = z.object({});

/** The registrations waiting for the committee, and its decisions. */
export const COMMITTEE_API = {
  registrations: endpoint({
    method: 'GET',
    path: COMMITTEE_PATHS.registrations,
    request: noInput,
    response: pendingRegistrationsResponseSchema,
  }),
  approve: endpoint({ method: 'POST', path: COMMITTEE_PATHS.approve, request: approveRegistrationSchema, response: resultSchema }),
  reject: endpoint({ method: 'POST', path: COMMITTEE_PATHS.reject, request: rejectRegistrationSchema, response: resultSchema }),
};

export const COMMITTEE_MEMBER_PATHS = {
  list: '/api/committee/members',
  grant: '/api/committee/members/grant',
  revoke: '/api/committee/members/revoke',
} as const;

/**
 * Roles for one task each, beside the whole committee (COMMITTEE_CLAIM, which may do everything):
 * held in the ROLES_CLAIM custom claim, granted and removed in the console's Committee members
 * section (or `npm run committee`). The route table says which roles may call each route.
 */
export const STAFF_ROLES = ['treasurer', 'events', 'content'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
/** A role the console grants: the whole committee, or one task. */
export const CONSOLE_ROLES = ['committee', ...STAFF_ROLES] as const;
export type ConsoleRole = (typeof CONSOLE_ROLES)[number];
export const ROLES_CLAIM = 'roles';

/**
 * The door role: one event's door list and nothing else, for a member who runs the door with their own
 * Google account (a door pass, contract/src/door-pass.ts, is the same without one). It opens no console
 * section, so it is not a console role: `door` in ROLES_CLAIM, its event and last day in DOOR_ROLE_CLAIM.
 */
export const DOOR_ROLE = 'door';
export const DOOR_ROLE_CLAIM = 'doorRole';
/** Every role the Committee members section (and `npm run committee`) grants. */
export const GRANTABLE_ROLES = [...CONSOLE_ROLES, DOOR_ROLE] as const;
export type GrantableRole = (typeof GRANTABLE_ROLES)[number];

export const ROLE_LABELS: Record<GrantableRole, string> = {
  committee: 'Committee (everything)',
  treasurer: 'Treasurer (membership and payments)',
  events: 'Events (calendar, bookings, announcements)',
  content: 'Content (videos, gallery, committee page, privacy notice, contact details)',
  door: "Door (one event's door list)",
};

/** The event a door role opens and the last day it does (the day after the event, UK dates). */
export const doorRoleGrantSchema = z.object({ eventId: contentIdSchema, lastDay: z.iso.date() });
export type DoorRoleGrant = z.infer<typeof doorRoleGrantSchema>;

const listedRoles = (claims: Record<string, unknown> | undefined): unknown[] =>
  Array.isArray(claims?.[ROLES_CLAIM]) ? (claims[ROLES_CLAIM] as unknown[]) : [];

/** The console roles an ID token's claims hold (unknown role names are ignored). */
export function rolesOfClaims(claims: Record<string, unknown> | undefined): ConsoleRole[] {
  const listed = listedRoles(claims);
  return CONSOLE_ROLES.filter((role) => (role === 'committee' ? claims?.[COMMITTEE_CLAIM] === true : listed.includes(role)));
}

/** The door role's event, when the claims hold the role with a well-formed event beside it. */
export function doorRoleOfClaims(claims: Record<string, unknown> | undefined): DoorRoleGrant | null {
  if (!listedRoles(claims).includes(DOOR_ROLE)) return null;
  const grant = doorRoleGrantSchema.safeParse(claims?.[DOOR_ROLE_CLAIM]);
  return grant.success ? grant.data : null;
}

export const DOOR_ROLE_TEXTS = {
  otherEvent: 'Your door role is for another event.',
  ended: 'Your door role has ended: the event is over.',
  eventOver: 'This event is over: its door can no longer be given.',
  noEvent: 'There is no such event in the calendar.',
} as const;

/** Every role the claims hold: the console's, and the door role. */
export function grantedRolesOfClaims(claims: Record<string, unknown> | undefined): GrantableRole[] {
  const door: GrantableRole[] = doorRoleOfClaims(claims) ? [DOOR_ROLE] : [];
  return [...rolesOfClaims(claims), ...door];
}

export const committeeMemberSchema = z.object({
  uid: z.string(),
  email: z.string(),
  name: z.string(),
  roles: z.array(z.enum(GRANTABLE_ROLES)).default(['committee']),
  /** With the door role: its event (the title as the calendar has it, '' if the event is gone) and last day. */
  door: z.object({ eventId: z.string(), title: z.string(), lastDay: z.string() }).nullable().default(null),
});
export type CommitteeMember = z.infer<typeof committeeMemberSchema>;
/** GET COMMITTEE_MEMBER_PATHS.list: everyone holding the committee or a task role, by email. */
export const committeeMembersResponseSchema = z.object({ success: z.literal(true), members: z.array(committeeMemberSchema) });
export const DOOR_ROLE_NEEDS_EVENT_MESSAGE = 'Choose the event whose door the role opens.';
/** POST COMMITTEE_MEMBER_PATHS.revoke (JSON): one role at a time, the whole committee unless named. */
export const committeeRoleChangeSchema = z.object({
  email: z.email({ message: 'Enter a valid email address.' }).max(320),
  role: z.enum(GRANTABLE_ROLES, { message: `The role must be one of: ${GRANTABLE_ROLES.join(', ')}.` }).default('committee'),
});
/** POST COMMITTEE_MEMBER_PATHS.grant (JSON): the door role names its event (granted again, the new event replaces the old). */
export const committeeRoleGrantSchema = committeeRoleChangeSchema
  .extend({ eventId: contentIdSchema.optional() })
  .refine((change) => change.role !== DOOR_ROLE || change.eventId !== undefined, {
    message: DOOR_ROLE_NEEDS_EVENT_MESSAGE,
    path: ['eventId'],
  });

/** Who holds the committee role, and granting or revoking it. */
export const COMMITTEE_MEMBER_API = {
  list: endpoint({ method: 'GET', path: COMMITTEE_MEMBER_PATHS.list, request: noInput, response: committeeMembersResponseSchema }),
  grant: endpoint({ method: 'POST', path: COMMITTEE_MEMBER_PATHS.grant, request: committeeRoleGrantSchema, response: resultSchema }),
  revoke: endpoint({ method: 'POST', path: COMMITTEE_MEMBER_PATHS.revoke, request: committeeRoleChangeSchema, response: resultSchema }),
};
export const NO_ACCOUNT_MESSAGE = 'There is no account for this address yet: they must sign in once with Google first.';
export const OWN_ROLE_MESSAGE = 'You cannot remove your own committee role; ask another committee member.';
