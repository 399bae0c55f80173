import {
  COMMITTEE_PATHS,
  committeeResultSchema,
  pendingRegistrationsResponseSchema,
} from '@edma/contract/committee';
import { getJson, postJson } from '../../api/api-client.ts';

export function fetchPendingRegistrations(token: string) {
  return getJson(COMMITTEE_PATHS.registrations, pendingRegistrationsResponseSchema, { token });
}

export function approveRegistration(familyId: string, token: string) {
  return postJson(COMMITTEE_PATHS.approve, { familyId }, committeeResultSchema, { token });
}

export function rejectRegistration(familyId: string, reason: string, token: string) {
  return postJson(COMMITTEE_PATHS.reject, { familyId, reason }, committeeResultSchema, { token });
}
