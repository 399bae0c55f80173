/**
 * The executive committee, shown on /committee.
 *
 * PLACEHOLDER: names and phone numbers stand in for the real ones (the specification leaves them as
 * {name} and {phone}). Replace them here; photos are in web/public/images/committee.
 */
export interface CommitteeMember {
  role: string;
  name: string;
  /** International digits, no plus sign: used for the call and messaging links. */
  phoneDigits: string;
  image: string;
}

const ROLES = [
  'President',
  'Vice President',
  'Secretary',
  'Joint Secretary',
  'Treasurer',
  'Joint Treasurer',
  'Program Coordinator',
  'Program Coordinator',
  'Program Coordinator',
  'Program Coordinator',
  'Program Coordinator',
] as const;

export const COMMITTEE: readonly CommitteeMember[] = ROLES.map((role, index) => {
  const number = String(index + 1).padStart(2, '0');
  return {
    role,
    name: `Committee member ${index + 1}`, // PLACEHOLDER
    phoneDigits: `4477009000${number}`, // PLACEHOLDER
    image: `/images/committee/member-${number}.webp`,
  };
});

export const COMMITTEE_PHOTO_SIZE = 240;
