import { describe, expect, it } from 'vitest';
import { auditPhotos, duplicateEmails } from './photo-audit.ts';

describe('auditPhotos', () => {
  it('finds nothing wrong when every photo and thumbnail is referenced and stored', () => {
    const audit = auditPhotos(['photos/f1/m1-a.webp', 'photos/f1/m1-a-thumb.webp'], ['photos/f1/m1-a.webp', null]);
    expect(audit).toEqual({ storedObjects: 2, referencedPhotos: 1, orphans: [], missing: [] });
  });

  it('reports stored photos nobody references, and referenced ones not stored', () => {
    const audit = auditPhotos(
      ['photos/f1/m1-a.webp', 'photos/f1/m1-a-thumb.webp', 'photos/f2/m1-b.webp', 'photos/f2/m1-b-thumb.webp', 'other/x.txt'],
      ['photos/f1/m1-a.webp', 'photos/f3/m1-c.webp'],
    );
    expect(audit.orphans).toEqual(['photos/f2/m1-b-thumb.webp', 'photos/f2/m1-b.webp']);
    expect(audit.missing).toEqual(['photos/f3/m1-c-thumb.webp', 'photos/f3/m1-c.webp']);
    expect(audit.storedObjects).toBe(4);
  });
});

describe('duplicateEmails', () => {
  it('lists emails that belong to more than one family', () => {
    expect(duplicateEmails([['a@gmail.com', 'b@x.org'], ['c@gmail.com'], ['a@gmail.com']])).toEqual(['a@gmail.com']);
    expect(duplicateEmails([['a@gmail.com', 'a@gmail.com']])).toEqual([]);
  });
});
