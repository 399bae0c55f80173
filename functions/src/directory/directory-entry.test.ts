import { directoryFamilySchema } from '@edma/contract/family';
import { describe, expect, it } from 'vitest';
import { directoryItem, familyFingerprint, familyIdOfKey, itemKey, memberFingerprint } from './directory-entry.ts';

const TODAY = '2024-06-15';
const family = { location: 'Seaton', membership_type: 'Gold', created_at: new Date(1_700_000_000_000) };
const members = [
  { name: 'Child', dob: '2019-06-16', photo_path: 'photos/f1/c-1.webp', photo_public: false, order: 1 },
  {
    name: 'Head',
    dob: '1980-06-15',
    photo_path: 'photos/f1/h-1.webp',
    photo_public: true,
    order: 0,
    email: 'h@gmail.com',
    phone: '07700 900000',
  },
  { name: 'Baby', dob: null, photo_path: null, order: 2 },
];

const entry = (item: ReturnType<typeof directoryItem>) => directoryFamilySchema.parse(JSON.parse(item!.json));

describe('directoryItem', () => {
  it('shows names, ages on the day and public photos only, head first', () => {
    expect(entry(directoryItem('f1', family, members, TODAY))).toEqual({
      id: 'f1',
      location: 'Seaton',
      membership_type: 'Gold',
      members: [
        { name: 'Head', age: 44, dob: null, photo_path: 'photos/f1/h-1.webp' },
        { name: 'Child, 4', age: 4, dob: null, photo_path: null },
        { name: 'Baby', age: null, dob: null, photo_path: null },
      ],
    });
  });

  describe('children (under 18 on the day)', () => {
    const at = { toMillis: () => 1 };
    const child = (extra: Record<string, unknown>) => [
      { name: 'Maya', dob: '2010-01-01', photo_path: 'photos/f1/m.webp', photo_public: true, order: 0, ...extra },
    ];
    const shown = (extra: Record<string, unknown>, viewer: 'public' | 'members' = 'public', today = TODAY) =>
      entry(directoryItem('f1', family, child(extra), today, 'public', viewer)).members[0]!;

    it('are "Child, {age}" without a photo to visitors, whatever the child ticked, until an adult consents', () => {
      expect(shown({})).toEqual({ name: 'Child, 14', age: 14, dob: null, photo_path: null });
      expect(shown({ public_consent: { name: true, photo: false, by: 'mum@gmail.com', at } })).toMatchObject({
        name: 'Maya',
        photo_path: null,
      });
      expect(shown({ public_consent: { name: false, photo: true, by: 'mum@gmail.com', at } })).toMatchObject({
        name: 'Child, 14',
        photo_path: 'photos/f1/m.webp',
      });
      // A consent without who gave it counts for nothing.
      expect(shown({ public_consent: { name: true, photo: true, by: '', at } }).name).toBe('Child, 14');
    });

    it('are named to signed-in members, and are adults (by name) from their 18th birthday', () => {
      expect(shown({}, 'members').name).toBe('Maya');
      expect(shown({}, 'public', '2028-01-01')).toMatchObject({ name: 'Maya', photo_path: 'photos/f1/m.webp' });
      expect(shown({}, 'public', '2027-12-31').name).toBe('Child, 17');
    });
  });

  it('leaves out, for visitors, a family that hid itself and everyone when the directory is for members', () => {
    expect(directoryItem('f1', { ...family, directory_hidden: true }, members, TODAY)).toBeNull();
    expect(directoryItem('f1', { ...family, directory_hidden: true }, members, TODAY, 'public', 'members')).not.toBeNull();
    expect(directoryItem('f1', family, members, TODAY, 'members')).toBeNull();
    expect(directoryItem('f1', family, members, TODAY, 'members', 'members')).not.toBeNull();
  });

  it('counts ages on the given day (the child turns 5 the next day)', () => {
    expect(entry(directoryItem('f1', family, members, '2024-06-16')).members.map((m) => m.age)).toEqual([44, 5, null]);
  });

  it('never carries a birth date, email, phone or address', () => {
    const json = directoryItem('f1', { ...family, house_no: '3', address_line: 'Sea Lane' } as never, members, TODAY)!.json;
    for (const secret of ['1980-06-15', '2019-06-16', 'h@gmail.com', '07700', 'Sea Lane', 'house_no']) expect(json).not.toContain(secret);
  });

  it('keeps a photo private unless the member chose to show it (absent means no)', () => {
    const item = directoryItem('f1', family, [{ name: 'A', dob: null, photo_path: 'photos/f1/a.webp', order: 0 }], TODAY);
    expect(entry(item).members[0]!.photo_path).toBeNull();
  });

  it.each([
    ['without an approval field (families from before approval)', undefined, true],
    ['approved', 'approved', true],
    ['pending', 'pending', false],
    ['rejected', 'rejected', false],
    ['with an unknown approval value', 'maybe', false],
  ])('lists a family %s: %s', (_, approval, listed) => {
    expect(directoryItem('f1', { ...family, approval }, members, TODAY) !== null).toBe(listed);
  });

  it('lists no family that does not exist', () => {
    expect(directoryItem('f1', undefined, members, TODAY)).toBeNull();
  });

  it('orders by registration time, then id, and the key names the family', () => {
    const older = itemKey('zz', new Date(1000));
    const newer = itemKey('aa', new Date(2000));
    expect(older < newer).toBe(true);
    expect(itemKey('a', new Date(1000)) < itemKey('b', new Date(1000))).toBe(true);
    expect(familyIdOfKey(newer)).toBe('aa');
    expect(itemKey('x', undefined)).toBe(`${'0'.repeat(16)}|x`);
  });
});

describe('fingerprints', () => {
  it('change only with what the directory shows', () => {
    expect(familyFingerprint(family)).toBe(familyFingerprint({ ...family, member_emails: ['x'], updated_at: new Date() } as never));
    expect(familyFingerprint(family)).not.toBe(familyFingerprint({ ...family, approval: 'approved' }));
    expect(familyFingerprint(family)).not.toBe(familyFingerprint(undefined));
    const member = members[1]!;
    expect(memberFingerprint(member)).toBe(memberFingerprint({ ...member, phone: '0', email: '' } as never));
    for (const change of [{ name: 'X' }, { dob: '1980-01-01' }, { photo_public: false }, { photo_path: null }, { order: 3 }]) {
      expect(memberFingerprint(member)).not.toBe(memberFingerprint({ ...member, ...change }));
    }
  });

  it('read every family the directory leaves out as absent, and change when one is listed', () => {
    const waiting = { ...family, approval: 'pending' };
    expect(familyFingerprint(waiting)).toBe(familyFingerprint(undefined));
    expect(familyFingerprint({ ...waiting, location: 'Honiton' })).toBe(familyFingerprint(undefined));
    expect(familyFingerprint({ ...family, archived_on: '2024-01-01' })).toBe(familyFingerprint(undefined));
    expect(familyFingerprint({ ...waiting, approval: 'approved' })).not.toBe(familyFingerprint(waiting));
  });
});
