import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { familyDocSchema, memberDocSchema } from './family-docs.ts';
import { membershipSettingsDocSchema } from './dues-docs.ts';
import {
  formatStoredShapeIssue,
  schemaForDocumentPath,
  STORED_COLLECTIONS,
  storedCollectionOf,
  storedShapeIssues,
  type StoredCollection,
} from './stored-collections.ts';

const at = Timestamp.fromMillis(1_700_000_000_000);
const family = {
  house_no: '12',
  address_line: 'Queen Street',
  location: 'Seaton',
  postal_code: 'EX12 2AB',
  membership_type: 'Gold',
  member_emails: ['asha@gmail.com'],
  created_at: at,
};

describe('schemaForDocumentPath', () => {
  it('finds the schema of a document by its path, subcollections included', () => {
    expect(schemaForDocumentPath('families/f1')).toBe(familyDocSchema);
    expect(schemaForDocumentPath('families/f1/members/m1')).toBe(memberDocSchema);
    expect(storedCollectionOf('draws/chitti-A/spins/s1')?.path).toBe('draws/{drawId}/spins/{spinId}');
    expect(storedCollectionOf('draws/chitti-A/rounds/2')?.path).toBe('draws/{drawId}/rounds/{number}');
  });

  it('prefers a named document to any id, and knows each content document by its name', () => {
    expect(schemaForDocumentPath('membershipSettings/current')).toBe(membershipSettingsDocSchema);
    expect(storedCollectionOf('publicDirectory/version')?.path).toBe('publicDirectory/version');
    expect(storedCollectionOf('publicDirectory/shard-0')?.path).toBe('publicDirectory/{shardId}');
    expect(storedCollectionOf('content/albums')?.path).toBe('content/albums');
    expect(schemaForDocumentPath('content/unknown')).toBeNull();
  });

  it('answers null for collections nobody described, collection paths and malformed paths', () => {
    for (const path of [
      'families',
      'families/f1/members',
      'families/f1/pets/p1',
      'newThings/x',
      'membershipSettings/other',
      '',
      'families//members/m1',
    ]) {
      expect(schemaForDocumentPath(path), path).toBeNull();
    }
  });

  it('picks the more specific of two patterns whatever their order', () => {
    const anyId: StoredCollection = { path: 'things/{id}', schema: z.object({ any: z.string() }) };
    const named: StoredCollection = { path: 'things/current', schema: z.object({ named: z.string() }) };
    expect(storedCollectionOf('things/current', [anyId, named])).toBe(named);
    expect(storedCollectionOf('things/current', [named, anyId])).toBe(named);
    expect(storedCollectionOf('things/other', [named, anyId])).toBe(anyId);
  });

  it('names every collection once, as a document path', () => {
    const paths = STORED_COLLECTIONS.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path.split('/').length % 2, path).toBe(0);
  });
});

describe('storedShapeIssues', () => {
  it('accepts a document in its stored shape', () => {
    expect(storedShapeIssues('families/f1', family)).toEqual([]);
    expect(storedShapeIssues('memberEmails/abc', { email: 'asha@gmail.com', familyId: 'f1' })).toEqual([]);
  });

  it('names the wrong fields, and fields the shape does not have, at any depth', () => {
    const issues = storedShapeIssues('families/f1', {
      ...family,
      member_emails: ['Asha@Gmail.com'],
      approval: 'maybe',
      approvl: 'approved',
    });
    expect(issues.map((issue) => issue.at.join('.'))).toEqual(['member_emails.0', 'approval']);
    const extra = storedShapeIssues('families/f1', {
      ...family,
      approvl: 'approved',
      erasure_request: { due: '2026-01-02', by: 'a@b.co', at, note: 'x' },
    });
    expect(extra.map((issue) => formatStoredShapeIssue('families/f1', issue))).toEqual([
      'families/f1: approvl: Not a field of families/{familyId}.',
      'families/f1: erasure_request.note: Not a field of families/{familyId}.',
    ]);
  });

  it('refuses a document of a collection nobody described', () => {
    const [issue] = storedShapeIssues('newThings/x', { a: 1 });
    expect(formatStoredShapeIssue('newThings/x', issue!)).toMatch(/^newThings\/x: No stored shape describes this collection/);
  });

  it('checks a content document with its kind and who saved it', () => {
    const events = { events: [], updated_at: at, updated_by: 'seed' };
    expect(storedShapeIssues('content/events', events)).toEqual([]);
    expect(storedShapeIssues('content/events', { events: [] }).map((issue) => issue.at.join('.'))).toEqual(['updated_at', 'updated_by']);
  });

  it('refuses a time stored as text, and a link that is not an https address', () => {
    expect(storedShapeIssues('families/f1', { ...family, created_at: '2026-01-01T00:00:00Z' }).map((i) => i.at.join('.'))).toEqual([
      'created_at',
    ]);
    const albums = {
      albums: [{ id: 'onam', name: 'Onam', link: 'http://example.org/album', photos: [] }],
      updated_at: at,
      updated_by: 'seed',
    };
    expect(storedShapeIssues('content/albums', albums).map((i) => i.at.join('.'))).toEqual(['albums.0.link']);
  });
});
