import { describe, expect, it } from 'vitest';
import { isDocId } from './family-docs.ts';

describe('isDocId', () => {
  it('accepts the ids Firestore and the seed create', () => {
    for (const id of ['4WV6YRuF0WPWLxSq9dxK', 'fam_1', 'a-b', 'x'.repeat(128), '__x', 'x__']) expect(isDocId(id), id).toBe(true);
  });

  it('refuses ids Firestore would refuse or that reach elsewhere', () => {
    for (const id of ['', '__x__', '____', '.', '..', 'a/b', 'a b', 'x'.repeat(129), 'ü']) expect(isDocId(id), id).toBe(false);
  });
});
