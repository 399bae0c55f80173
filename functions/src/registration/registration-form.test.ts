import { registrationSchema } from '@edma/contract/family';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error.ts';
import type { UploadedFile } from '../multipart/parse-multipart.ts';
import { registrationFromForm } from './registration-form.ts';

const file = (field: string): UploadedFile => ({ field, filename: 'p.jpg', mimeType: 'image/jpeg', data: Buffer.from([1]) });

describe('registrationFromForm', () => {
  it("maps the spec's field names", () => {
    const fields = new Map([
      ['houseNo', '4'],
      ['addressLine', 'Harbour Road'],
      ['postalCode', 'EX12 2AB'],
      ['location', 'Other'],
      ['otherLocation', 'Exeter'],
      ['membershipType', 'Gold'],
      ['members[0][name]', 'Anu'],
      ['members[0][email]', 'anu@gmail.com'],
      ['members[0][phone]', '07700 900000'],
      ['members[0][dob]', '1980-05-01'],
    ]);
    const form = registrationFromForm({ fields, files: [file('members[0][photo]')] });
    expect(form.input).toEqual({
      houseNo: '4',
      addressLine: 'Harbour Road',
      postalCode: 'EX12 2AB',
      location: 'Other',
      otherLocation: 'Exeter',
      membershipType: 'Gold',
      otherMembership: '',
      newsOptIn: '',
      members: [{ name: 'Anu', email: 'anu@gmail.com', phone: '07700 900000', dob: '1980-05-01' }],
    });
    expect(form.photos.get(0)?.field).toBe('members[0][photo]');
    expect(registrationSchema.safeParse(form.input).success).toBe(true);
  });

  it('compacts gaps in member indices and keeps photos with their member', () => {
    const fields = new Map([
      ['members[0][name]', 'First'],
      ['members[2][name]', 'Third'],
      ['members[10][name]', 'Eleventh'],
    ]);
    const form = registrationFromForm({ fields, files: [file('members[10][photo]')] });
    expect(form.input.members.map((m) => m.name)).toEqual(['First', 'Third', 'Eleventh']);
    expect([...form.photos.keys()]).toEqual([2]);
  });

  it('fills absent fields with empty text so the contract names what is missing', () => {
    const form = registrationFromForm({ fields: new Map([['members[0][email]', 'a@gmail.com']]), files: [] });
    const result = registrationSchema.safeParse(form.input);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.message)).toContain('House number is required.');
    expect(result.error!.issues.map((i) => i.message)).toContain('Name is required.');
  });

  it('gives no members when none were sent', () => {
    const form = registrationFromForm({ fields: new Map([['houseNo', '1']]), files: [] });
    expect(form.input.members).toEqual([]);
  });

  it('refuses files in other fields', () => {
    expect(() => registrationFromForm({ fields: new Map(), files: [file('members[0][name]')] })).toThrow(DomainError);
    expect(() => registrationFromForm({ fields: new Map(), files: [file('photo')] })).toThrow(/Unexpected file field/);
  });

  it('ignores unknown text fields', () => {
    const form = registrationFromForm({
      fields: new Map([
        ['members[0][name]', 'A'],
        ['members[0][role]', 'x'],
        ['extra', 'y'],
      ]),
      files: [],
    });
    expect(form.input.members).toEqual([{ name: 'A', email: '', phone: '', dob: '' }]);
  });
});
