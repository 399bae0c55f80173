/** Home page pictures: the Upcoming Events carousel and the photo strip (images in web/public/images). */
export interface Picture {
  /** Path without the width suffix: `${base}-${width}.webp`. */
  base: string;
  alt: string;
  caption: string;
}

export const CAROUSEL_WIDTHS = [640, 1200] as const;
/** Carousel images are 2:1. */
export const CAROUSEL_RATIO = { width: 1200, height: 600 } as const;

export const UPCOMING_EVENTS: readonly Picture[] = [
  { base: '/images/carousel/onam', alt: 'Onam celebration poster with a floral pookalam', caption: 'Onam Celebration' },
  { base: '/images/carousel/xmas-carol', alt: 'Christmas carol evening poster with stars', caption: 'Xmas Carol' },
  {
    base: '/images/carousel/easter-vishu-ramadan',
    alt: 'Easter, Vishu and Ramadan celebration poster',
    caption: 'Easter, Vishu & Ramadan Celebration',
  },
];

export const STRIP_WIDTHS = [400, 800] as const;
/** Photo strip images are 4:3. */
export const STRIP_RATIO = { width: 800, height: 600 } as const;

export const PHOTO_STRIP: readonly Picture[] = [
  { base: '/images/home/dance', alt: 'Dancers in traditional costume performing on a stage under spotlights', caption: 'Dance' },
  { base: '/images/home/backwaters', alt: 'Kerala backwaters at sunset: a boat on the water among coconut palms', caption: 'Backwaters' },
  { base: '/images/home/sadya', alt: 'A traditional sadya: rice and curries served on a banana leaf', caption: 'Sadya' },
  { base: '/images/home/picnic', alt: 'A picnic blanket spread on the grass of a park among trees', caption: 'Picnic' },
];

export const srcSet = (picture: Picture, widths: readonly number[]) =>
  widths.map((width) => `${picture.base}-${width}.webp ${width}w`).join(', ');
export const src = (picture: Picture, width: number) => `${picture.base}-${width}.webp`;
