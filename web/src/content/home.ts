/** Fixed texts and pictures of the home page, in one place for a committee volunteer to edit. */
import { SITE } from './site.ts';

export interface ResponsiveImage {
  /** Small file (used as src) and large file, with their widths in pixels. */
  small: { src: string; width: number };
  large: { src: string; width: number };
  /** Intrinsic height of the small file; both files share the aspect ratio. */
  height: number;
  alt: string;
}

export const HERO = {
  welcome: 'Welcome to',
  registerLabel: 'Register Us Today',
};

export const VISION =
  'A warm, united Malayalee community in East Devon where every family feels at home, our children grow up proud of their Kerala roots, and our culture enriches the wider community we live in.';

export const MISSION =
  'To bring families together through festivals, sports, arts and friendship; to pass our language, food and traditions on to the next generation; and to support one another in times of need.';

export const ABOUT = `The ${SITE.name} brings together about ${SITE.memberCount} members from four towns — ${SITE.towns.slice(0, -1).join(', ')} and ${SITE.towns.at(-1)}. We celebrate Onam, Christmas, Easter, Vishu and Ramadan together, meet for picnics, sports and games, and aim to preserve our Kerala traditions, language and values for the generations growing up here.`;

export interface CarouselSlide extends ResponsiveImage {
  title: string;
  date: string;
}

const carouselImage = (name: string) => ({
  small: { src: `/images/carousel/${name}-640.webp`, width: 640 },
  large: { src: `/images/carousel/${name}-1200.webp`, width: 1200 },
  height: 320,
});

/** The Upcoming Events carousel. */
export const UPCOMING_EVENTS: readonly CarouselSlide[] = [
  {
    ...carouselImage('onam'),
    title: 'Onam Celebration',
    date: '20 September 2025',
    alt: 'Onam poster: a flower carpet (pookalam) with oil lamps',
  },
  {
    ...carouselImage('xmas-carol'),
    title: 'Xmas Carol',
    date: '20 December 2025',
    alt: 'Christmas carol poster: a star and carol singers at night',
  },
  {
    ...carouselImage('easter-vishu-ramadan'),
    title: 'Easter, Vishu & Ramadan Celebration',
    date: '18 April 2026',
    alt: 'Easter, Vishu and Ramadan poster: spring flowers, a Vishu lamp and a crescent moon',
  },
];

const photo = (name: string, alt: string): ResponsiveImage => ({
  small: { src: `/images/home/${name}-400.webp`, width: 400 },
  large: { src: `/images/home/${name}-800.webp`, width: 800 },
  height: 300,
  alt,
});

/** The photo strip at the bottom of the home page. */
export const HOME_PHOTOS: readonly ResponsiveImage[] = [
  photo('dance', 'Members performing a traditional Kerala dance on stage'),
  photo('backwaters', 'Kerala backwaters with a houseboat among palm trees'),
  photo('sadya', 'An Onam sadya feast served on banana leaves'),
  photo('picnic', 'Families enjoying the association summer picnic'),
];

/** srcset for an image available in two widths. */
export const srcSetOf = (image: ResponsiveImage) =>
  `${image.small.src} ${image.small.width}w, ${image.large.src} ${image.large.width}w`;
