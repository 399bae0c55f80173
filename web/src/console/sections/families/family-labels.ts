import type { ConsoleFamily } from '@edma/contract/console-families';

/** A family goes by its first member's name, in the list and in its opened card. */
export const familyName = (family: ConsoleFamily) => family.members[0]?.name || 'Unnamed family';
/** A family's approval, in words. */
export const APPROVAL_TEXT = { pending: 'Waiting for approval', approved: 'Approved', rejected: 'Rejected' } as const;
