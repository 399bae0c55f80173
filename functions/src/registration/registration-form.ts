import type { RegistrationInput } from '@edma/contract/family';
import {
  MEMBER_PHOTO_FILE_FIELD,
  MEMBER_TEXT_FIELDS,
  parseMemberFieldName,
  REGISTRATION_FAMILY_FIELDS,
} from '@edma/contract/registration-form-fields';
import { invalidInput } from '../errors/domain-error.ts';
import type { MultipartData, UploadedFile } from '../multipart/parse-multipart.ts';

export interface RegistrationForm {
  /** Text fields in the shape registrationSchema validates (absent fields as ''). */
  input: RegistrationInput;
  /** Photo per member position (after compacting the form's indices). */
  photos: Map<number, UploadedFile>;
}

/**
 * Maps the spec's multipart field names (registration-form-fields.ts in the contract) to
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
    const field = parseMemberFieldName(name);
    if (field && field.field !== MEMBER_PHOTO_FILE_FIELD) member(field.index).text[field.field] = value;
  }
  for (const file of data.files) {
    const field = parseMemberFieldName(file.field);
    if (field?.field !== MEMBER_PHOTO_FILE_FIELD) throw invalidInput(`Unexpected file field ${file.field}.`);
    member(field.index).photo = file;
  }
  const ordered = [...byIndex.entries()].sort(([a], [b]) => a - b).map(([, entry]) => entry);
  const photos = new Map<number, UploadedFile>();
  ordered.forEach((entry, position) => entry.photo && photos.set(position, entry.photo));
  const family = Object.fromEntries(REGISTRATION_FAMILY_FIELDS.map((key) => [key, data.fields.get(key) ?? '']));
  const members = ordered.map((entry) => ({
    ...Object.fromEntries(MEMBER_TEXT_FIELDS.filter((key) => key !== 'photoPublic').map((key) => [key, entry.text[key] ?? ''])),
    // Absent means no; anything else present is checked by the schema.
    ...(entry.text.photoPublic !== undefined ? { photoPublic: entry.text.photoPublic } : {}),
  }));
  return { input: { ...family, members } as RegistrationInput, photos };
}
