import { describe, expect, it } from 'vitest';
import { testFile } from '../../test/test-files.ts';
import { registrationFormData } from './registration-form-data.ts';
import { registrationFormSchema } from './registration-form-schema.ts';

const values = registrationFormSchema.parse({
  houseNo: '12',
  addressLine: 'Harbour Road',
  postalCode: 'EX12 2AB',
  location: 'Other',
  otherLocation: 'Exeter',
  membershipType: 'Gold',
  otherMembership: 'left over from switching back',
  members: [
    { name: 'Anu Thomas', email: 'anu@gmail.com', phone: '07700 900123', dob: '1984-02-03', photoPublic: true },
    { name: 'Ben Thomas', email: '', phone: '', dob: '' },
  ],
});

describe('registrationFormData', () => {
  it("sends the registrant's yes to news from the committee", () => {
    expect(registrationFormData({ ...values, newsOptIn: true }, []).get('newsOptIn')).toBe('true');
  });

  it("uses the spec's field names, in order", () => {
    const form = registrationFormData(values, []);
    expect([...form.entries()]).toEqual([
      ['houseNo', '12'],
      ['addressLine', 'Harbour Road'],
      ['postalCode', 'EX12 2AB'],
      ['location', 'Other'],
      ['membershipType', 'Gold'],
      ['otherLocation', 'Exeter'],
      // Membership is not Other, so stale free text is not sent.
      ['otherMembership', ''],
      // News from the committee: off until the registrant says yes.
      ['newsOptIn', 'false'],
      ['members[0][name]', 'Anu Thomas'],
      ['members[0][email]', 'anu@gmail.com'],
      ['members[0][phone]', '07700 900123'],
      ['members[0][dob]', '1984-02-03'],
      ['members[0][photoPublic]', 'true'],
      ['members[1][name]', 'Ben Thomas'],
      ['members[1][email]', ''],
      ['members[1][phone]', ''],
      ['members[1][dob]', ''],
      // Not ticked: the photo stays out of the public directory.
      ['members[1][photoPublic]', 'false'],
    ]);
  });

  it('adds members[i][photo] only for members with a photo', () => {
    const photo = testFile('ben.webp');
    const form = registrationFormData(values, [undefined, photo]);
    expect(form.has('members[0][photo]')).toBe(false);
    const sent = form.get('members[1][photo]') as File;
    expect(sent).toBeInstanceOf(File);
    expect(sent.name).toBe('ben.webp');
    expect(sent.type).toBe('image/webp');
  });
});
