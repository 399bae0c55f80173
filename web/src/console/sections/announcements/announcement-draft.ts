import type { AudienceDuesStatus, AudienceInput, EventAnswer } from '@edma/contract/announcements';

/** The announcement being written, with its audience's filters as the form holds them. */
export interface Draft {
  subject: string;
  body: string;
  eventId: string;
  towns: string[];
  membershipTypes: string[];
  duesStatuses: AudienceDuesStatus[];
  ageOn: boolean;
  ageFrom: string;
  ageTo: string;
  eventFilterId: string;
  answers: EventAnswer[];
}

export const EMPTY: Draft = {
  subject: '',
  body: '',
  eventId: '',
  towns: [],
  membershipTypes: [],
  duesStatuses: [],
  ageOn: false,
  ageFrom: '5',
  ageTo: '12',
  eventFilterId: '',
  answers: ['going'],
};

/** The filters as the server reads them (it computes the audience; the page only says which filters). */
export function audienceOf(draft: Draft): AudienceInput {
  return {
    towns: draft.towns,
    membershipTypes: draft.membershipTypes,
    duesStatuses: draft.duesStatuses,
    childAge: draft.ageOn ? { from: Number(draft.ageFrom), to: Number(draft.ageTo) } : null,
    event: draft.eventFilterId ? { eventId: draft.eventFilterId, answers: draft.answers } : null,
  };
}
