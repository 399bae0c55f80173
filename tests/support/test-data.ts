import { memberFieldName, MEMBER_TEXT_FIELDS, REGISTRATION_FAMILY_FIELDS } from '@edma/contract/registration-form-fields';
import { randomUUID } from 'node:crypto';

/*
 * Test data every emulator-backed suite (api, rules, e2e) makes the same way: names no other test
 * uses, and families as the registration form posts them.
 */

/** A Gmail address no other test (or run) uses. */
export function uniqueGmail(prefix: string): string {
  return `${prefix}.${randomUUID().slice(0, 8)}@gmail.com`;
}

/** A document id no other test (or the demo data) uses. */
export function uniqueId(prefix: string): string {
  return `${prefix}${randomUUID().replaceAll('-', '').slice(0, 16)}`;
}

export interface PhotoUpload {
  data: Buffer;
  type: string;
  filename: string;
}

/**
 * A member form as the dashboard and the console send it (update_member, committee member saves):
 * text fields, and a photo under `newPhoto` unless another field is named.
 */
export function memberForm(fields: Record<string, string>, file?: PhotoUpload & { field?: string }): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append(file.field ?? 'newPhoto', new Blob([new Uint8Array(file.data)], { type: file.type }), file.filename);
  return form;
}

/** A member as the form sends it; a field left undefined is not sent at all. */
export interface MemberForm {
  name?: string;
  email?: string;
  phone?: string;
  dob?: string;
  /** 'true' to show the photo in the public directory. */
  photoPublic?: string;
  photo?: PhotoUpload;
}

export interface FamilyForm {
  houseNo?: string;
  addressLine?: string;
  postalCode?: string;
  location?: string;
  membershipType?: string;
  otherLocation?: string;
  otherMembership?: string;
  /** The registrant's answer to news from the committee ('true' or 'false'; absent: no). */
  newsOptIn?: string;
  members: MemberForm[];
}

/** A valid family with a fresh Gmail head and a child, to vary per test. */
export function aFamily(overrides: Partial<FamilyForm> = {}): FamilyForm {
  const head = { name: 'Anu Thomas', email: uniqueGmail('anu'), phone: '07700 900123', dob: '1984-02-03' };
  const child = { name: 'Ben Thomas', email: '', phone: '', dob: '2016-07-21' };
  const address = { houseNo: '12', addressLine: 'Harbour Road', postalCode: 'EX12 2AB', location: 'Seaton' };
  return { ...address, membershipType: 'Gold', otherLocation: '', otherMembership: '', members: [head, child], ...overrides };
}

/** The multipart form exactly as the registration page posts it (the contract's field names). */
export function registrationForm(family: FamilyForm): FormData {
  const form = new FormData();
  for (const key of REGISTRATION_FAMILY_FIELDS) {
    const value = family[key];
    if (value !== undefined) form.append(key, value);
  }
  family.members.forEach((member, i) => {
    for (const key of MEMBER_TEXT_FIELDS) {
      const value = member[key];
      if (value !== undefined) form.append(memberFieldName(i, key), value);
    }
    const { photo } = member;
    if (photo) form.append(memberFieldName(i, 'photo'), new Blob([new Uint8Array(photo.data)], { type: photo.type }), photo.filename);
  });
  return form;
}

/** The member who registers a family in tests: the first with a Gmail address. */
export function registrantOf(family: FamilyForm): string | undefined {
  return family.members
    .find((m) => /@gmail\.com$/i.test(m.email?.trim() ?? ''))
    ?.email?.trim()
    .toLowerCase();
}
