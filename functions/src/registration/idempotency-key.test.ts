import { registrationSchema, type RegistrationInput } from '@edma/contract/family';
import { describe, expect, it } from 'vitest';
import { registrationKey, sha256 } from './idempotency-key.ts';

const input: RegistrationInput = {
  houseNo: '12',
  addressLine: 'Harbour Road',
  postalCode: 'EX12 2AB',
  location: 'Seaton',
  membershipType: 'Gold',
  members: [
    { name: 'Anu Thomas', email: 'anu@gmail.com', phone: '07700 900123', dob: '1984-02-03' },
    { name: 'Ben Thomas', email: '', phone: '', dob: '' },
  ],
};
const key = (value: RegistrationInput, photos: (string | null)[] = []) => registrationKey(registrationSchema.parse(value), photos);

describe('registrationKey', () => {
  it('is the same for the same form sent twice', () => {
    expect(key(input)).toBe(key(structuredClone(input)));
    expect(key(input)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('ignores differences of case, spacing and phone punctuation', () => {
    const variant = {
      ...input,
      addressLine: '  harbour   ROAD ',
      postalCode: 'ex122ab',
      members: [{ ...input.members[0]!, email: ' ANU@gmail.com', phone: '07700-900-123' }, input.members[1]!],
    };
    expect(key(variant)).toBe(key(input));
  });

  it('differs when any content differs', () => {
    expect(key({ ...input, houseNo: '13' })).not.toBe(key(input));
    expect(key({ ...input, members: [input.members[0]!] })).not.toBe(key(input));
    expect(key({ ...input, members: [input.members[1]!, input.members[0]!] })).not.toBe(key(input));
    expect(key({ ...input, location: 'Other', otherLocation: 'Exeter' })).not.toBe(key(input));
    expect(key({ ...input, members: [{ ...input.members[0]!, photoPublic: true }, input.members[1]!] })).not.toBe(key(input));
  });

  it('differs per registrant', () => {
    const parsed = registrationSchema.parse(input);
    expect(registrationKey(parsed, [], 'anu@gmail.com')).toBe(registrationKey(parsed, [], ' ANU@gmail.com'));
    expect(registrationKey(parsed, [], 'anu@gmail.com')).not.toBe(registrationKey(parsed, [], 'ben@gmail.com'));
  });

  it('treats Other with its text like the resolved value', () => {
    const a = key({ ...input, membershipType: 'Other', otherMembership: 'Life' });
    const b = key({ ...input, membershipType: 'Other', otherMembership: ' life ' });
    expect(a).toBe(b);
  });

  it('includes the photos by content', () => {
    const photoA = sha256(Buffer.from('photo a'));
    const photoB = sha256(Buffer.from('photo b'));
    expect(key(input, [photoA, null])).toBe(key(input, [photoA, null]));
    expect(key(input, [photoA, null])).not.toBe(key(input, [photoB, null]));
    expect(key(input, [photoA, null])).not.toBe(key(input));
  });
});
