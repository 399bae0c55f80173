import { normaliseEmail, TOWNS } from '@edma/contract/family';
import { pick, prng } from './prng.ts';

export interface GeneratedMember {
  name: string;
  email: string;
  phone: string;
  dob: string | null;
  photo_path: null;
  order: number;
}

export interface GeneratedFamily {
  id: string;
  house_no: string;
  address_line: string;
  location: string;
  postal_code: string;
  membership_type: string;
  member_emails: string[];
  members: GeneratedMember[];
}

const FIRST_NAMES = [
  'Anand', 'Anitha', 'Arjun', 'Aswathy', 'Biju', 'Bindu', 'Deepa', 'Dileep', 'Gopika', 'Hari', 'Jaya', 'Jithin',
  'Lakshmi', 'Manoj', 'Meera', 'Midhun', 'Nandana', 'Navya', 'Neethu', 'Pradeep', 'Priya', 'Rahul', 'Reshma',
  'Sajan', 'Sandeep', 'Sreeja', 'Sunil', 'Swathi', 'Thomas', 'Vineeth', 'Vishnu', 'Yamuna',
];
const SURNAMES = [
  'Nair', 'Menon', 'Pillai', 'Kurian', 'Varghese', 'Thomas', 'Joseph', 'Panicker', 'Warrier', 'Namboothiri',
  'Mathew', 'Chacko', 'Kutty', 'Raghavan', 'Krishnan', 'George',
];
const STREETS = ['Harbour Road', 'Fore Street', 'High Street', 'Station Road', 'Seafield Road', 'Queen Street', 'Mill Lane'];
const OTHER_TOWNS = ['Exeter', 'Lyme Regis', 'Ottery St Mary', 'Beer'];
const POSTCODES: Record<string, string> = { Seaton: 'EX12', Honiton: 'EX14', Axminster: 'EX13', Sidmouth: 'EX10' };

const pad = (n: number, width: number) => String(n).padStart(width, '0');

function dobFor(random: () => number, role: 'parent' | 'child', today: Date): string | null {
  if (random() < 0.05) return null;
  const year = role === 'parent' ? 1955 + Math.floor(random() * 35) : today.getUTCFullYear() - 1 - Math.floor(random() * 20);
  return `${year}-${pad(1 + Math.floor(random() * 12), 2)}-${pad(1 + Math.floor(random() * 28), 2)}`;
}

/**
 * `count` families of `membersPerFamily` members each, in the Firestore layout the functions use.
 * Deterministic for a seed (and a `today`, which only bounds children's birth years).
 */
export function generateFamilies(count: number, membersPerFamily: number, seed: number, today = new Date('2025-06-01')): GeneratedFamily[] {
  const random = prng(seed);
  return Array.from({ length: count }, (_, index) => {
    const id = `bench-family-${pad(index + 1, 5)}`;
    const surname = pick(random, SURNAMES);
    const inTown = random() < 0.9;
    const location = inTown ? pick(random, TOWNS) : pick(random, OTHER_TOWNS);
    const roll = random();
    const membership_type = roll < 0.45 ? 'Gold' : roll < 0.9 ? 'Silver' : 'Associate';
    const members = Array.from({ length: membersPerFamily }, (_, order): GeneratedMember => {
      const email = order === 0 ? `bench.family${pad(index + 1, 5)}@gmail.com` : order === 1 && random() < 0.5 ? `bench.family${pad(index + 1, 5)}.${order}@example.org` : '';
      return {
        name: `${pick(random, FIRST_NAMES)} ${surname}`,
        email,
        phone: order < 2 ? `07${pad(Math.floor(random() * 1e9), 9)}` : '',
        dob: dobFor(random, order < 2 ? 'parent' : 'child', today),
        photo_path: null,
        order,
      };
    });
    return {
      id,
      house_no: String(1 + Math.floor(random() * 120)),
      address_line: pick(random, STREETS),
      location,
      postal_code: `${POSTCODES[location] ?? 'EX1'} ${1 + Math.floor(random() * 9)}${String.fromCharCode(65 + Math.floor(random() * 26))}${String.fromCharCode(65 + Math.floor(random() * 26))}`,
      membership_type,
      member_emails: members.map((m) => m.email).filter(Boolean).map(normaliseEmail),
      members,
    };
  });
}
