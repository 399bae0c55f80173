import { FEMALE_NAMES, MALE_NAMES, STREETS, SURNAMES } from './demo-names.mjs';
import { autoId, between, hex, pick, prng } from './prng.mjs';

export const DEFAULT_SEED = 20250920;

/** Known demo sign-ins (Google accounts through the Auth emulator). */
export const DEMO_ACCOUNTS = [
  { email: 'demo.member@gmail.com', familyIndex: 0, order: 0 },
  // Holds the door role of the event open for booking: the dashboard leads to its door screen, nothing else opens.
  { email: 'demo.spouse@gmail.com', familyIndex: 0, order: 1, door: true },
  // Holds the treasurer role: opens the console's Membership and Bookings only.
  { email: 'demo.other@gmail.com', familyIndex: 1, order: 0, roles: ['treasurer'] },
  // Listed by family 2 but not joined yet: signing in asks "Is this your family?".
  { email: 'demo.invited@gmail.com', familyIndex: 1, order: 1, invited: true },
  // Holds the committee claim: opens the committee console.
  { email: 'demo.committee@gmail.com', familyIndex: 2, order: 0, committee: true },
];

/** The newest registrations wait for the committee's approval (not in the directory yet). */
export const PENDING_DEMO_FAMILIES = 2;

const TOWN_WEIGHTS = [
  ['Seaton', 0.28],
  ['Honiton', 0.23],
  ['Axminster', 0.2],
  ['Sidmouth', 0.21],
  ['Other', 0.08],
];
const OTHER_TOWNS = ['Exeter', 'Lyme Regis', 'Chard', 'Ottery St Mary', 'Beer'];
const POSTCODE_AREAS = {
  Seaton: 'EX12',
  Honiton: 'EX14',
  Axminster: 'EX13',
  Sidmouth: 'EX10',
  Exeter: 'EX4',
  'Lyme Regis': 'DT7',
  Chard: 'TA20',
  'Ottery St Mary': 'EX11',
  Beer: 'EX12',
};
const OTHER_MEMBERSHIPS = ['Life', 'Student', 'Associate'];
const DAY_MS = 86_400_000;

function weighted(random, entries) {
  let roll = random();
  for (const [value, weight] of entries) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return entries[entries.length - 1][0];
}

const pad = (n, width) => String(n).padStart(width, '0');
const isoDate = (ms) => new Date(ms).toISOString().slice(0, 10);

/** A birth date that makes someone `age` whole years old on `today` (never in the future). */
function dobForAge(random, age, today) {
  const birthday = Date.UTC(today.getUTCFullYear() - age, today.getUTCMonth(), today.getUTCDate());
  return isoDate(birthday - between(random, 0, 360) * DAY_MS);
}

/** Family sizes adding up to exactly `members` when given, else a natural spread (about 3.3 a family). */
function familySizes(random, families, members) {
  const sizes = Array.from({ length: families }, () =>
    weighted(random, [
      [1, 0.12],
      [2, 0.18],
      [3, 0.22],
      [4, 0.3],
      [5, 0.13],
      [6, 0.05],
    ]),
  );
  if (members === undefined) return sizes;
  if (members < families) throw new Error(`${members} members cannot fill ${families} families`);
  let total = sizes.reduce((a, b) => a + b, 0);
  while (total !== members) {
    const i = Math.floor(random() * families);
    if (total < members && sizes[i] < 12) {
      sizes[i] += 1;
      total += 1;
    } else if (total > members && sizes[i] > 1) {
      sizes[i] -= 1;
      total -= 1;
    }
  }
  return sizes;
}

/** The people of one family: head, usually a spouse, then children (and sometimes a grandparent). */
function people(random, size) {
  const headFemale = random() < 0.4;
  const headAge = between(random, 27, 68);
  const result = [{ female: headFemale, age: headAge, role: 'adult' }];
  if (size >= 2 && random() < 0.88)
    result.push({ female: !headFemale, age: Math.max(21, headAge + between(random, -6, 4)), role: 'adult' });
  if (size >= 4 && random() < 0.12) result.push({ female: random() < 0.6, age: between(random, 62, 86), role: 'elder' });
  while (result.length < size) {
    const band = weighted(random, [
      ['baby', 0.26],
      ['kid', 0.32],
      ['teen', 0.26],
      ['young adult', 0.16],
    ]);
    const age = {
      baby: between(random, 0, 5),
      kid: between(random, 6, 12),
      teen: between(random, 13, 18),
      'young adult': between(random, 19, 26),
    }[band];
    result.push({ female: random() < 0.5, age: Math.min(age, Math.max(0, headAge - 18)), role: age <= 18 ? 'child' : 'adult' });
  }
  return result;
}

/**
 * Demo families in the functions' Firestore layout (plus which members get a generated photo).
 * Deterministic for a seed and a `today` (which only anchors the birth dates, so ages, and so the
 * directory's age bands, stay as generated).
 * @param {{ families?: number, members?: number, seed?: number, today?: Date, photoShare?: number }} [options]
 */
export function generateDemoFamilies({ families = 100, members, seed = DEFAULT_SEED, today = new Date(), photoShare = 0.2 } = {}) {
  const random = prng(seed);
  const sizes = familySizes(random, families, members);
  const createdFrom = today.getTime() - 2 * 365 * DAY_MS;
  const usedEmails = new Set();
  const invitedEmails = new Set(DEMO_ACCOUNTS.filter((a) => a.invited).map((a) => a.email));

  return sizes.map((size, index) => {
    const id = autoId(random);
    const surname = pick(random, SURNAMES);
    let location = weighted(random, TOWN_WEIGHTS);
    if (location === 'Other') location = pick(random, OTHER_TOWNS);
    let membership = weighted(random, [
      ['Gold', 0.45],
      ['Silver', 0.45],
      ['Other', 0.1],
    ]);
    if (membership === 'Other') membership = pick(random, OTHER_MEMBERSHIPS);
    if (index === 0) [location, membership] = ['Seaton', 'Gold'];
    if (index === 1) [location, membership] = ['Honiton', 'Silver'];

    const familyMembers = people(random, size).map((person, order) => {
      const first = pick(random, person.female ? FEMALE_NAMES : MALE_NAMES);
      const local = `edma.demo.${pad(index + 1, 4)}.${first.toLowerCase()}${order}`;
      let email = '';
      if (order === 0) email = `${local}@gmail.com`;
      else if (person.role !== 'child' || person.age >= 13) {
        const roll = random();
        if (roll < 0.45) email = `${local}@gmail.com`;
        else if (roll < 0.6) email = `${local}@example.org`;
      }
      const account = DEMO_ACCOUNTS.find((a) => a.familyIndex === index && a.order === order);
      if (account) email = account.email;
      if (email && usedEmails.has(email)) email = '';
      if (email) usedEmails.add(email);
      const memberId = autoId(random);
      const hasPhoto = (index === 0 && order === 0) || random() < photoShare;
      const photoPath = hasPhoto ? `photos/${id}/${memberId}-${hex(random, 16)}.webp` : null;
      return {
        id: memberId,
        name: `${first} ${surname}`,
        email,
        phone: person.age >= 16 && random() < 0.8 ? `07700 900${pad(between(random, 0, 999), 3)}` : '',
        dob: random() < 0.04 && order > 0 ? null : dobForAge(random, person.age, today),
        photo_path: photoPath,
        // Some adults chose to show their photo publicly (decided from the name, so the sequence of
        // the generator, and with it every other value, stays as it was); children never.
        photo_public: photoPath !== null && person.age >= 18 && parseInt(photoPath.slice(-9, -8), 16) < 10,
        order,
      };
    });

    const area = POSTCODE_AREAS[location];
    return {
      id,
      house_no: random() < 0.15 ? `Flat ${between(random, 1, 12)}` : String(between(random, 1, 140)),
      address_line: pick(random, STREETS),
      location,
      postal_code: `${area} ${between(random, 1, 9)}${String.fromCharCode(65 + between(random, 0, 25))}${String.fromCharCode(65 + between(random, 0, 25))}`,
      membership_type: membership,
      // Demo families joined before invitations existed: every email is accepted, but the invited demo account's.
      member_emails: [
        ...new Set(
          familyMembers
            .filter((m) => !invitedEmails.has(m.email))
            .map((m) => m.email.toLowerCase())
            .filter(Boolean),
        ),
      ],
      ...(index >= families - PENDING_DEMO_FAMILIES && index > 2 ? { approval: 'pending' } : {}),
      createdAtMs: Math.round(createdFrom + index * ((2 * 365 * DAY_MS) / Math.max(1, families)) + random() * 3_600_000),
      members: familyMembers,
    };
  });
}

/** Placeholder participants of the three draws (13, 14 and 12 names). */
export function demoDrawNames(seed = DEFAULT_SEED) {
  const random = prng(seed + 1);
  const list = (count) => {
    const names = new Set();
    while (names.size < count) {
      const first = pick(random, random() < 0.5 ? FEMALE_NAMES : MALE_NAMES);
      names.add(`${first} ${pick(random, SURNAMES)[0]}.`);
    }
    return [...names];
  };
  return { 'chitti-A': list(13), 'chitti-B': list(14), 'chitti-C': list(12) };
}
