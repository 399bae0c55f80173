import { seedDemoData } from '../../scripts/seed/write-demo-data.mjs';
import { bulkWriteThenRebuild } from './directory-snapshot.ts';

/** What the bench needs to know of the seeded directory. */
export interface SeededFamily {
  id: string;
  members: { name: string }[];
  /** 'pending' for registrations the committee has not approved (not listed). */
  approval?: string;
}

export interface SeedSize {
  families: number;
  members: number;
  /** Share of members with a photo (the demo data's own default is 0.2). */
  photoShare: number;
  seed: number;
}

/**
 * Seeds the running emulators with the project's demo data generator (scripts/seed-demo-data.mjs),
 * at bench scale: the functions' Firestore layout, photos in Storage, the draws and demo sign-ins;
 * then the directory snapshot, built once.
 */
export async function seedDirectory(size: SeedSize, log: (message: string) => void): Promise<SeededFamily[]> {
  const result = await bulkWriteThenRebuild(
    () =>
      seedDemoData({
        families: size.families,
        members: size.members,
        seed: size.seed,
        photoShare: size.photoShare,
        log: (message: string) => log(`seed: ${message}`),
      }),
    log,
  );
  return result.families as SeededFamily[];
}
