/**
 * The executive committee, shown on /committee. Edit this list when the committee changes.
 *
 * PLACEHOLDER: every name and phone number below stands in for the real one (the specification leaves
 * them as {name} and {phone}). The numbers are from the UK's reserved drama range (07700 900xxx), so
 * nobody real is called. Replace them here and nowhere else.
 */
export interface CommitteeMember {
  role: string;
  name: string;
  /** Square portrait under /public, 240 x 240 pixels. */
  image: string;
  /** Phone number in international digits (no +, no spaces), for call and messaging links. */
  phoneDigits: string;
}

/** PLACEHOLDER name shown on every card until the real names are filled in. */
export const PLACEHOLDER_NAME = 'Committee member name';

/** Size of the committee portraits in /public/images/committee. */
export const COMMITTEE_PHOTO_SIZE = 240;

const member = (role: string, number: number): CommitteeMember => ({
  role,
  name: PLACEHOLDER_NAME,
  image: `/images/committee/member-${String(number).padStart(2, '0')}.webp`,
  // PLACEHOLDER phone: +44 7700 900101 ... 900111.
  phoneDigits: `447700900${100 + number}`,
});

export const COMMITTEE: readonly CommitteeMember[] = [
  member('President', 1),
  member('Vice President', 2),
  member('Secretary', 3),
  member('Joint Secretary', 4),
  member('Treasurer', 5),
  member('Joint Treasurer', 6),
  member('Program Coordinator', 7),
  member('Program Coordinator', 8),
  member('Program Coordinator', 9),
  member('Program Coordinator', 10),
  member('Program Coordinator', 11),
];

/** "+44 7700 900101" from "447700900101" (UK mobile numbers), as people read them aloud. */
export function formatUkPhone(digits: string): string {
  const match = /^44(\d{4})(\d{6})$/.exec(digits);
  return match ? `+44 ${match[1]} ${match[2]}` : `+${digits}`;
}
