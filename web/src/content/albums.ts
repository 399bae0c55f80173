/**
 * Photo albums for the gallery. Images live in web/public/images/albums/<slug>/NN-{thumb,full}.webp
 * (thumbnails 375 x 250, full images 1200 x 800). To add an album: copy its images there and add an
 * entry below with the number of photos.
 */
export interface AlbumPhoto {
  thumb: string;
  full: string;
  alt: string;
}

export interface Album {
  slug: string;
  name: string;
  photos: readonly AlbumPhoto[];
}

export const THUMB_SIZE = { width: 375, height: 250 } as const;
export const FULL_SIZE = { width: 1200, height: 800 } as const;

function album(slug: string, name: string, count: number): Album {
  const photos = Array.from({ length: count }, (_, index) => {
    const number = String(index + 1).padStart(2, '0');
    return {
      thumb: `/images/albums/${slug}/${number}-thumb.webp`,
      full: `/images/albums/${slug}/${number}-full.webp`,
      alt: `${name} photo ${index + 1} of ${count}`,
    };
  });
  return { slug, name, photos };
}

export const ALBUMS: readonly Album[] = [
  album('onam-2024', 'Onam 2024', 3),
  album('christmas-2024', 'Christmas 2024', 3),
  album('easter-2025', 'Easter 2025', 3),
  album('bbq-2025', 'BBQ 2025', 16),
];
