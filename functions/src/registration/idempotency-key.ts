import { createHash } from 'node:crypto';
import { normaliseEmail, resolveOther, type Registration } from '@edma/contract/family';

const canon = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Identifies a registration by its registrant and content (text normalised, photos by their bytes), so that the
 * same form submitted twice - a double click, a retry after a dropped connection - maps to one
 * `registrations/{key}` document and so to one family.
 */
export function registrationKey(registration: Registration, photoHashes: ReadonlyArray<string | null>, registrant = ''): string {
  const content = {
    registrant: normaliseEmail(registrant),
    houseNo: canon(registration.houseNo),
    addressLine: canon(registration.addressLine),
    postalCode: canon(registration.postalCode).replace(/ /g, ''),
    location: canon(resolveOther(registration.location, registration.otherLocation)),
    membershipType: canon(resolveOther(registration.membershipType, registration.otherMembership)),
    members: registration.members.map((m, i) => ({
      name: canon(m.name),
      email: normaliseEmail(m.email),
      phone: m.phone.replace(/\D/g, ''),
      dob: m.dob.trim(),
      photo: photoHashes[i] ?? null,
      photoPublic: m.photoPublic,
    })),
  };
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}

export function sha256(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}
