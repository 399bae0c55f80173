import { albumPhotoSchema, albumSchema, ALBUMS_SEED } from '@edma/contract/gallery';
import { EXECUTIVE_COMMITTEE_SEED, executivePersonSchema } from '@edma/contract/executive-committee';
import { CONTENT_SEED_STAMP_MS } from '@edma/contract/content-seed';
import { isHttpsUrl } from '@edma/contract/https-url';
import { z } from 'zod';
import type { ContentKind } from './content-docs.ts';

/*
 * The gallery's and the Committee page's documents (apart from the route handlers, so the demo
 * seed and `npm run bootstrap` can write them without loading the API). Photos the committee
 * uploaded carry their Storage `path` (deleted with them); the seeded ones are the site's own files
 * (`path` null).
 */

const storedPath = z.string().nullable();
/** An album hosted elsewhere: an https address, or empty for none. */
const albumLink = z.string().refine((link) => link === '' || isHttpsUrl(link), { message: 'Not an https address.' });

/** `content/albums`: `albums` in page order, each with its photos in album order; `updated_at`, `updated_by`. */
const albumsDocSchema = z.object({
  albums: z.array(albumSchema.extend({ link: albumLink, photos: z.array(albumPhotoSchema.extend({ path: storedPath })) })),
});
export type AlbumsDoc = z.infer<typeof albumsDocSchema>;
export type StoredAlbum = AlbumsDoc['albums'][number];

export const ALBUMS_CONTENT: ContentKind<typeof albumsDocSchema> = {
  name: 'albums',
  schema: albumsDocSchema,
  seed: { albums: ALBUMS_SEED.map((album) => ({ ...album, photos: album.photos.map((photo) => ({ ...photo, path: null })) })) },
  seedChangedAtMs: CONTENT_SEED_STAMP_MS,
};

/** `content/committee`: `people` in page order; `updated_at`, `updated_by`. */
const executiveCommitteeDocSchema = z.object({ people: z.array(executivePersonSchema.extend({ path: storedPath })) });
export type ExecutiveCommitteeDoc = z.infer<typeof executiveCommitteeDocSchema>;
export type StoredPerson = ExecutiveCommitteeDoc['people'][number];

export const EXECUTIVE_COMMITTEE_CONTENT: ContentKind<typeof executiveCommitteeDocSchema> = {
  name: 'committee',
  schema: executiveCommitteeDocSchema,
  seed: { people: EXECUTIVE_COMMITTEE_SEED.map((person) => ({ ...person, path: null })) },
  seedChangedAtMs: CONTENT_SEED_STAMP_MS,
};
