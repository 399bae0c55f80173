import { apiRoute } from '@edma/contract/api-paths';
import { FAMILY_API } from '@edma/contract/family';
import { describe, expect, it } from 'vitest';
import { callApi, registeredFamily } from '../support/api-calls.ts';
import { aFamily, uniqueGmail } from '../support/test-data.ts';
import { googleSignIn } from '../support/auth-tokens.ts';
import { familyState } from '../support/read-back.ts';
import { callEndpoint } from '../support/call-endpoint.ts';

/*
 * update_family.php takes location and membership type from the spec's options, as registration
 * does: "Other" carries its text (otherLocation / otherMembership) and the text is what is stored, so
 * a family registered with "Other" + text keeps it through every edit. Anything else is refused.
 */

/** A family registered with "Other" + text for both choices, and its signed-in head. */
async function familyWithOtherChoices() {
  const email = uniqueGmail('choices');
  const form = aFamily({ location: 'Other', otherLocation: 'Exmouth', membershipType: 'Other', otherMembership: 'Life member' });
  form.members[0]!.email = email;
  const familyId = await registeredFamily(form);
  const { token } = await googleSignIn(email);
  return { familyId, token };
}

/** The dashboard's form as it posts a stored "Other" text back: the choice "Other" plus the text. */
const asEdited = (familyId: string, changes: Record<string, string> = {}) => ({
  familyId,
  house_no: '12',
  address_line: 'Harbour Road',
  location: 'Other',
  otherLocation: 'Exmouth',
  postal_code: 'EX12 2AB',
  membership_type: 'Other',
  otherMembership: 'Life member',
  ...changes,
});

describe('update_family.php: location and membership choices', () => {
  it('registration stores the texts entered for Other', async () => {
    const { familyId } = await familyWithOtherChoices();
    expect((await familyState(familyId)).family).toMatchObject({ location: 'Exmouth', membership_type: 'Life member' });
  });

  it('keeps the registered Other texts when only the house number changes', async () => {
    const { familyId, token } = await familyWithOtherChoices();
    const response = await callEndpoint(FAMILY_API.update, asEdited(familyId, { house_no: '14' }), { token });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ success: true });
    expect((await familyState(familyId)).family).toMatchObject({
      house_no: '14',
      location: 'Exmouth',
      membership_type: 'Life member',
    });
    // Read back through the API as the dashboard does.
    const read = await callEndpoint(
      FAMILY_API.family,
      { familyId: familyId },
      {
        token,
      },
    );
    expect('family' in read.body ? read.body.family : undefined).toMatchObject({
      house_no: '14',
      location: 'Exmouth',
      membership_type: 'Life member',
    });
  });

  it('stores new Other texts, and an option in place of Other (ignoring a leftover text)', async () => {
    const { familyId, token } = await familyWithOtherChoices();
    const changed = await callEndpoint(FAMILY_API.update, asEdited(familyId, { otherLocation: ' Beer ', otherMembership: 'Patron' }), {
      token,
    });
    expect(changed.status).toBe(200);
    expect((await familyState(familyId)).family).toMatchObject({ location: 'Beer', membership_type: 'Patron' });

    const options = await callEndpoint(FAMILY_API.update, asEdited(familyId, { location: 'Sidmouth', membership_type: 'Gold' }), { token });
    expect(options.status).toBe(200);
    expect((await familyState(familyId)).family).toMatchObject({ location: 'Sidmouth', membership_type: 'Gold' });
  });

  it('accepts a multipart form, where absent Other texts are empty', async () => {
    const { familyId, token } = await familyWithOtherChoices();
    const form = new FormData();
    for (const [key, value] of Object.entries({ ...asEdited(familyId), location: 'Honiton', membership_type: 'Silver' })) {
      if (key !== 'otherLocation' && key !== 'otherMembership') form.append(key, value);
    }
    const response = await callApi(apiRoute(FAMILY_API.update.path), { token, body: form });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect((await familyState(familyId)).family).toMatchObject({ location: 'Honiton', membership_type: 'Silver' });
  });

  it('refuses anything but the options, and Other without its text, changing nothing', async () => {
    const { familyId, token } = await familyWithOtherChoices();
    const refusals: [Record<string, string>, number, string][] = [
      // The old dashboard's save: the word "Other" without its text would have replaced "Life member".
      [{ otherMembership: '' }, 400, 'Specify other type.'],
      [{ otherMembership: '   ' }, 400, 'Specify other type.'],
      [{ otherLocation: '' }, 400, 'Specify other location.'],
      [{ membership_type: 'Life member' }, 400, 'Membership type must be one of: Gold, Silver, Other.'],
      [{ membership_type: 'gold' }, 400, 'Membership type must be one of: Gold, Silver, Other.'],
      [{ membership_type: '' }, 400, 'Select a membership type.'],
      [{ location: 'Exmouth' }, 400, 'Location must be one of: Seaton, Honiton, Axminster, Sidmouth, Other.'],
      [{ location: '' }, 400, 'Select a location.'],
      [{ otherLocation: 'x'.repeat(101) }, 400, 'otherLocation: Must be at most 100 characters.'],
    ];
    for (const [changes, status, message] of refusals) {
      const before = await familyState(familyId);
      const response = await callEndpoint(FAMILY_API.update, asEdited(familyId, { house_no: '99', ...changes }), { token });
      expect(response.status, JSON.stringify(changes)).toBe(status);
      expect(response.body).toMatchObject({ success: false, message });
      // Read back: the refused request changed nothing, the registered texts included.
      const after = await familyState(familyId);
      expect(after).toEqual(before);
      expect(after.family).toMatchObject({ house_no: '12', location: 'Exmouth', membership_type: 'Life member' });
    }
  });
});
