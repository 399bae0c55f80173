import { createHash } from 'node:crypto';
import { normaliseEmail } from '@edma/contract/family';
import { familyRef } from '../store/family-docs.ts';

/**
 * Identifies an "add member" form by its content (like a registration's key), so the same form
 * sent twice - a double click, a retry - adds one member. `families/{id}/memberAdds/{key}` names
 * the member it added; once that member is removed, the same form adds again.
 */
export function memberAddKey(input: { name: string; email: string; phone: string; dob: string }, photoHash: string | null): string {
  const canon = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
  const content = {
    name: canon(input.name),
    email: normaliseEmail(input.email),
    phone: input.phone.replace(/\D/g, ''),
    dob: input.dob.trim(),
    photo: photoHash,
  };
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}

export const memberAddRef = (familyId: string, key: string) => familyRef(familyId).collection('memberAdds').doc(key);
