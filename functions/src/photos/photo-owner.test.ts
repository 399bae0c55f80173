import { describe, expect, it } from 'vitest';
import { newPhotoPath } from './photo-storage.ts';
import { photoOwner } from './photo-owner.ts';

describe('photoOwner', () => {
  it('names the family, member and photo of a stored photo and of its thumbnail', () => {
    const path = newPhotoPath('Fam_1', 'Mem-2');
    const owner = { familyId: 'Fam_1', memberId: 'Mem-2', photoPath: path };
    expect(photoOwner(path)).toEqual(owner);
    expect(photoOwner(path.replace(/\.webp$/, '-thumb.webp'))).toEqual(owner);
  });

  it('refuses names the functions never create', () => {
    for (const path of [
      'photos/f/m.webp',
      'photos/f/m-0123456789abcdeg.webp',
      'photos/../m-0123456789abcdef.webp',
      'private/f/m-0123456789abcdef.webp',
    ]) {
      expect(photoOwner(path), path).toBeNull();
    }
  });
});
