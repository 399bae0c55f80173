import type { CommitteeBooking } from '@edma/contract/bookings';

/** A family's booking as the committee sees it: going, nobody listed yet, unless `changes` says otherwise. */
export const testBooking = (changes: Partial<CommitteeBooking> = {}): CommitteeBooking => ({
  status: 'going',
  members: [],
  guests: [],
  note: '',
  people: 0,
  waitingPosition: null,
  amountPence: 0,
  reference: null,
  paid: false,
  version: 1,
  updatedAt: '',
  familyId: 'f',
  familyName: 'Family',
  town: 'Seaton',
  arrived: false,
  ...changes,
});
