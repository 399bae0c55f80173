import { registrationSchema } from '@edma/contract/family';
import { describe, expect, it } from 'vitest';
import { testHousehold, testMembers } from '../../test/registration-values.ts';
import { emptyRegistration, hasGmailMember, registrationFormSchema, type RegistrationFormInput } from './registration-form-schema.ts';

const [anu, ben] = testMembers();
/** Valid on the form, without a Gmail member: that rule is the server's (and the submit alert's). */
const valid: RegistrationFormInput = { ...testHousehold(), members: [{ ...anu, email: 'anu@example.com' }, ben] };

const messages = (input: unknown) => {
  const result = registrationFormSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('registrationFormSchema', () => {
  it('accepts a complete form and trims its text', () => {
    const result = registrationFormSchema.parse({ ...valid, houseNo: '  12 ', members: [{ ...valid.members[0]!, name: ' Anu ' }] });
    expect(result.houseNo).toBe('12');
    expect(result.members[0]?.name).toBe('Anu');
  });

  it('requires the household fields and each member name (spec section 5)', () => {
    expect(messages(emptyRegistration())).toEqual([
      'houseNo: House number is required.',
      'addressLine: Address is required.',
      'postalCode: Postal code is required.',
      'location: Location is required.',
      'membershipType: Membership type is required.',
      'members.0.name: Name is required.',
    ]);
  });

  it('treats spaces only as missing', () => {
    expect(messages({ ...valid, houseNo: '   ' })).toEqual(['houseNo: House number is required.']);
  });

  it('does not require email, phone or date of birth', () => {
    expect(messages({ ...valid, members: [{ name: 'Solo', email: '', phone: '', dob: '' }] })).toEqual([]);
  });

  it('needs the free text when Other is chosen', () => {
    expect(messages({ ...valid, location: 'Other', membershipType: 'Other' })).toEqual([
      'otherLocation: Specify other location.',
      'otherMembership: Specify other type.',
    ]);
    expect(messages({ ...valid, location: 'Other', otherLocation: 'Exeter', membershipType: 'Other', otherMembership: 'Life' })).toEqual(
      [],
    );
  });

  it('refuses a malformed email, an impossible or future date of birth', () => {
    const nextYear = new Date().getFullYear() + 1;
    expect(
      messages({
        ...valid,
        members: [
          { name: 'A', email: 'not-an-email', phone: '', dob: '2001-02-30' },
          { name: 'B', email: '', phone: '', dob: `${nextYear}-01-01` },
        ],
      }),
    ).toEqual([
      'members.0.email: Enter a valid email address.',
      'members.0.dob: Date input not valid.',
      'members.1.dob: Date of birth cannot be in the future.',
    ]);
  });

  it('leaves the Gmail rule to the submit alert, while the server schema enforces it', () => {
    expect(hasGmailMember(valid.members)).toBe(false);
    expect(messages(valid)).toEqual([]);
    const server = registrationSchema.safeParse(valid);
    expect(server.success).toBe(false);
    expect(server.error?.issues.map((i) => i.message)).toEqual(['At least one family member must have a Gmail address.']);
  });
});

describe('hasGmailMember', () => {
  it('finds a Gmail address on any member, trimmed and in any case', () => {
    expect(hasGmailMember([{ email: 'a@example.com' }, { email: '  Someone@GMAIL.com ' }])).toBe(true);
  });

  it('needs the address to end in @gmail.com', () => {
    expect(hasGmailMember([{ email: 'a@gmail.com.evil.org' }])).toBe(false);
    expect(hasGmailMember([{ email: 'a@googlemail.com' }])).toBe(false);
    expect(hasGmailMember([{ email: '' }, {}])).toBe(false);
    expect(hasGmailMember([])).toBe(false);
  });
});
