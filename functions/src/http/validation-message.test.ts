import { registrationSchema } from '@edma/contract/family';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validationMessage } from './validation-message.ts';

const base = {
  houseNo: '1',
  addressLine: 'Harbour Road',
  postalCode: 'EX12 2AB',
  location: 'Seaton',
  membershipType: 'Gold',
  members: [{ name: 'Anu', email: 'anu@gmail.com' }],
};

describe('validationMessage', () => {
  it("keeps the contract's own message", () => {
    const result = registrationSchema.safeParse({ ...base, houseNo: '' });
    expect(result.success).toBe(false);
    expect(validationMessage(result.error!)).toBe('House number is required.');
  });

  it('says which member is wrong', () => {
    const result = registrationSchema.safeParse({ ...base, members: [{ name: 'Anu', email: 'anu@gmail.com', dob: '2999-01-01' }] });
    expect(validationMessage(result.error!)).toBe('Member 1: Date of birth cannot be in the future.');
  });

  it('names the field for generic messages', () => {
    const result = registrationSchema.safeParse({ ...base, postalCode: 'x'.repeat(21) });
    expect(validationMessage(result.error!)).toBe('postalCode: Must be at most 20 characters.');
  });

  it('names the field of a wrong type', () => {
    const result = z.object({ id: z.string() }).safeParse({ id: 5 });
    expect(validationMessage(result.error!)).toMatch(/^id: Invalid input/);
  });

  it('reports the Gmail rule', () => {
    const result = registrationSchema.safeParse({ ...base, members: [{ name: 'Anu', email: 'anu@yahoo.com' }] });
    expect(validationMessage(result.error!)).toBe('At least one family member must have a Gmail address.');
  });
});
