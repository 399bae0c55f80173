import { directorySchema } from '@edma/contract/family';
import { describe, expect, it } from 'vitest';
import { buildDirectory } from './directory.ts';

describe('buildDirectory', () => {
  const families = [
    { id: 'f2', location: 'Honiton', membership_type: 'Silver', createdAtMs: 2000 },
    { id: 'f1', location: 'Seaton', membership_type: 'Gold', createdAtMs: 1000 },
    { id: 'f3', location: 'Exeter', membership_type: 'Life', createdAtMs: 3000 },
  ];
  const members = [
    { familyId: 'f1', name: 'Child', dob: '2015-01-01', photo_path: null, order: 1 },
    { familyId: 'f2', name: 'Solo', dob: null, photo_path: 'photos/f2/m-1.webp', order: 0 },
    { familyId: 'f1', name: 'Head', dob: '1980-01-01', photo_path: null, order: 0 },
    { familyId: 'gone', name: 'Orphan', dob: null, photo_path: null, order: 0 },
  ];

  it('orders families oldest first and members head first', () => {
    const directory = buildDirectory(families, members);
    expect(directory.map((f) => f.id)).toEqual(['f1', 'f2', 'f3']);
    expect(directory[0]!.members.map((m) => m.name)).toEqual(['Head', 'Child']);
  });

  it('shows only what the directory may show', () => {
    const directory = buildDirectory(families, members);
    expect(directorySchema.safeParse(directory).success).toBe(true);
    expect(Object.keys(directory[0]!).sort()).toEqual(['id', 'location', 'members', 'membership_type']);
    expect(Object.keys(directory[0]!.members[0]!).sort()).toEqual(['dob', 'name', 'photo_path']);
  });

  it('keeps families without members and drops members without a family', () => {
    const directory = buildDirectory(families, members);
    expect(directory[2]!.members).toEqual([]);
    expect(directory.flatMap((f) => f.members).map((m) => m.name)).not.toContain('Orphan');
  });
});
