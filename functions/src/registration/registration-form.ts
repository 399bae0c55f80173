import type { RegistrationInput } from '@edma/contract/family';
import { badRequest } from '../http/http-error.ts';
import type { MultipartData, UploadedFile } from '../multipart/parse-multipart.ts';

const FAMILY_FIELDS = ['houseNo', 'addressLine', 'postalCode', 'location', 'membershipType', 'otherLocation', 'otherMembership'] as const;
const MEMBER_TEXT_FIELDS = ['name', 'email', 'phone', 'dob'] as const;
const MEMBER_FIELD = /^members\[(\d{1,4})\]\[(name|email|phone|dob|photoPublic|photo)\]$/;

export interface RegistrationForm {
  /** Text fields in the shape registrationSchema validates (absent fields as ''). */
  input: RegistrationInput;
  /** Photo per member position (after compacting the form's indices). */
  photos: Map<number, UploadedFile>;
}

/**
 * Maps the spec's multipart field names (`houseNo`, `members[i][name]`, `members[i][photo]`, ...) to
 * the registration shape. Member indices may have gaps (a box deleted in the form): members keep
 * their order and are numbered from 0.
 */
export function registrationFromForm(data: MultipartData): RegistrationForm {
  const byIndex = new Map<number, { text: Record<string, string>; photo?: UploadedFile }>();
  const member = (index: number) => {
    let entry = byIndex.get(index);
    if (!entry) byIndex.set(index, (entry = { text: {} }));
    return entry;
  };
  for (const [name, value] of data.fields) {
    const match = MEMBER_FIELD.exec(name);
    if (match && match[2] !== 'photo') member(Number(match[1])).text[match[2]!] = value;
  }
  for (const file of data.files) {
    const match = MEMBER_FIELD.exec(file.field);
    if (!match || match[2] !== 'photo') throw badRequest(`Unexpected file field ${file.field}.`);
    member(Number(match[1])).photo = file;
  }
  const ordered = [...byIndex.entries()].sort(([a], [b]) => a - b).map(([, entry]) => entry);
  const photos = new Map<number, UploadedFile>();
  ordered.forEach((entry, position) => entry.photo && photos.set(position, entry.photo));
  const family = Object.fromEntries(FAMILY_FIELDS.map((key) => [key, data.fields.get(key) ?? '']));
  const members = ordered.map((entry) => ({
    ...Object.fromEntries(MEMBER_TEXT_FIELDS.map((key) => [key, entry.text[key] ?? ''])),
    // Absent means no; anything else present is checked by the schema.
    ...(entry.text.photoPublic !== undefined ? { photoPublic: entry.text.photoPublic } : {}),
  }));
  return { input: { ...family, members } as RegistrationInput, photos };
}
