import { endpointUrl, type RequestOf } from '@edma/contract/endpoint';
import { FAMILY_API, type CheckUserResponse, type Invitation } from '@edma/contract/family';
import { getJson, postJson } from '../../api/api-client.ts';

/*
 * The login's two calls to the API. A module of its own, loaded when someone signs in: the
 * answers are checked against the contract's schemas, and the page shows its sign-in button
 * without that library.
 */

/** Whether the email belongs to a registered family, and which families have added it. */
export async function checkUser(email: string, token: string): Promise<CheckUserResponse> {
  const { checkUser: endpoint } = FAMILY_API;
  const query: RequestOf<typeof endpoint> = { email };
  return getJson(endpointUrl(endpoint.path, query), endpoint.response, { token });
}

/** Joins the family that added the signed-in person, or says it is not theirs. */
export async function answerInvitation(invitation: Invitation, accept: boolean, token: string): Promise<void> {
  const reply = accept ? FAMILY_API.acceptInvitation : FAMILY_API.declineInvitation;
  const body: RequestOf<typeof reply> = { familyId: invitation.familyId };
  await postJson(reply.path, body, reply.response, { token });
}
