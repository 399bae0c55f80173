import { describe, expect, it } from 'vitest';
import { MEMBER_PHOTO_FILE_FIELD, MEMBER_TEXT_FIELDS, memberFieldName, parseMemberFieldName } from './registration-form-fields.ts';

describe('member field names', () => {
  it('names a member field as members[i][field]', () => {
    expect(memberFieldName(0, 'name')).toBe('members[0][name]');
    expect(memberFieldName(12, 'photo')).toBe('members[12][photo]');
  });

  it('parses back every name it makes', () => {
    for (const field of [...MEMBER_TEXT_FIELDS, MEMBER_PHOTO_FILE_FIELD]) {
      expect(parseMemberFieldName(memberFieldName(3, field))).toEqual({ index: 3, field });
    }
  });

  it('refuses unknown fields and malformed names', () => {
    for (const name of [
      'members[0][role]',
      'members[a][name]',
      'members[0]name',
      'xmembers[0][name]',
      'members[0][name]x',
      'members[12345][name]',
      'houseNo',
    ]) {
      expect(parseMemberFieldName(name)).toBeNull();
    }
  });
});
