/** The gallery page's sizes and texts, without the schemas: the public page paints with these alone. */

/** Every thumbnail (seeded and uploaded) is this size: the page reserves its box before it loads. */
export const THUMB_SIZE = { width: 375, height: 250 } as const;
/** "BBQ 2025 photo 3 of 16": each photo's text alternative, from its place in the album. */
export const albumPhotoAlt = (album: { name: string; photos: readonly unknown[] }, index: number) =>
  `${album.name} photo ${index + 1} of ${album.photos.length}`;
