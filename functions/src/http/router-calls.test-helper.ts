import type { Request, Response } from 'express';
import type { Caller } from '../auth/verify-caller.ts';
import type { StaffRole } from '@edma/contract/committee';
import type { FamilyOfCaller } from '../auth/caller-family.ts';
import { NOT_REGISTERED_MESSAGE } from '@edma/contract/family';
import type { createApiHandler, VerifyCaller } from './api-router.ts';
import { notAllowed, notSignedIn } from '../errors/domain-error.ts';

/*
 * The real route table run in-process: express-like requests into createApiHandler, with a fake
 * token check standing in for Firebase Auth (real tokens are the wire suite's, tests/wire/).
 */

/** The project id the unit tests run under: its Hosting domain is the one allowed site origin. */
export const UNIT_PROJECT = 'demo-edma-unit';
export const SITE_ORIGIN = `https://${UNIT_PROJECT}.web.app`;

export const UNVERIFIED_MESSAGE = 'Your Google account email address is not verified.';

/** Signed in, verified, in no family. */
export const STRANGER: Caller = { uid: 'u-stranger', email: 'stranger@gmail.com', committee: false };
/** The head of a registered family. */
export const HEAD: Caller = { uid: 'u-head', email: 'head@gmail.com', committee: false };
export const CHAIR: Caller = { uid: 'u-chair', email: 'chair@gmail.com', committee: true };
/** Members holding one task role each (STAFF_ROLES), in no family. */
export const TASK_ROLE_CALLERS: Record<StaffRole, Caller> = {
  treasurer: { uid: 'u-treasurer', email: 'treasurer@gmail.com', committee: false, roles: ['treasurer'] },
  events: { uid: 'u-events', email: 'events@gmail.com', committee: false, roles: ['events'] },
  content: { uid: 'u-content', email: 'content@gmail.com', committee: false, roles: ['content'] },
};

/** Signed in with a door pass of the event `onam` (no Google account). */
export const DOOR_PASS_CALLER: Caller = {
  uid: 'door-pass-1',
  email: '',
  committee: false,
  roles: [],
  door: { passId: 'pass-1', eventId: 'onam' },
};

/** A member of a family holding the door role for the event `onam` (with their own Google account). */
export const DOOR_ROLE_CALLER: Caller = {
  uid: 'u-doorkeeper',
  email: 'doorkeeper@gmail.com',
  committee: false,
  roles: [],
  doorRole: { eventId: 'onam', lastDay: '2027-09-19' },
};

/** The Authorization header that the fake verifier accepts for each caller. */
export const BEARER = { stranger: 'Bearer stranger-token', head: 'Bearer head-token', chair: 'Bearer chair-token' } as const;

/**
 * Answers as verifyCaller does: the caller of a known token; 403 for a token without a verified
 * email; 401 for anything else (missing, forged, expired, another project's, not a Bearer token).
 */
export function fakeVerifier() {
  const counter = { verifications: 0 };
  const verify: VerifyCaller = async (authorization) => {
    counter.verifications += 1;
    if (authorization === BEARER.stranger) return STRANGER;
    if (authorization === BEARER.head) return HEAD;
    if (authorization === BEARER.chair) return CHAIR;
    if (authorization === 'Bearer door-token') return DOOR_PASS_CALLER;
    if (authorization === 'Bearer door-role-token') return DOOR_ROLE_CALLER;
    for (const [role, caller] of Object.entries(TASK_ROLE_CALLERS)) if (authorization === `Bearer ${role}-token`) return caller;
    if (authorization === 'Bearer unverified-token') throw notAllowed(UNVERIFIED_MESSAGE);
    throw notSignedIn();
  };
  return { verify, counter };
}

/** The family of each fake caller, as callerWithFamily finds it in the store: the stranger has none. */
export const FAMILY_OF: Record<string, string> = {
  [HEAD.email]: 'fam-head',
  [CHAIR.email]: 'fam-chair',
  [DOOR_ROLE_CALLER.email]: 'fam-doorkeeper',
};

/** Answers as callerWithFamily does, from FAMILY_OF (its own lookup is tested over the emulators). */
export const fakeFamilyOf: FamilyOfCaller = async (caller) => {
  const familyId = FAMILY_OF[caller.email];
  if (!familyId) throw notAllowed(NOT_REGISTERED_MESSAGE);
  return { ...caller, familyId };
};

export interface Answer {
  status: number;
  /** The JSON answer, when the router sent one. */
  body: unknown;
  headers: Record<string, string>;
}

export interface CallInit {
  method: string;
  url: string;
  headers?: Record<string, string | undefined>;
  body?: Buffer | string;
}

/** One request through the router, as the Functions host hands it over (rawBody kept, headers in lower case). */
export async function call(handler: ReturnType<typeof createApiHandler>, init: CallInit): Promise<Answer> {
  const headers: Record<string, string> = { host: '127.0.0.1' };
  for (const [name, value] of Object.entries(init.headers ?? {})) if (value !== undefined) headers[name.toLowerCase()] = value;
  const req = {
    method: init.method,
    url: init.url,
    originalUrl: init.url,
    headers,
    rawBody: init.body === undefined ? undefined : Buffer.from(init.body),
    socket: { remoteAddress: '127.0.0.1' },
  } as unknown as Request;
  const answer: Answer = { status: 0, body: undefined, headers: {} };
  const res = {
    status(code: number) {
      answer.status = code;
      return this;
    },
    set(name: string | Record<string, string>, value?: string) {
      if (typeof name === 'string') answer.headers[name] = value!;
      else Object.assign(answer.headers, name);
      return this;
    },
    json(body: unknown) {
      answer.body = body;
    },
    end() {},
  } as unknown as Response;
  await handler(req, res);
  return answer;
}
