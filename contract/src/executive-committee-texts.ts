/** The committee page's sizes, without the schemas: the public page paints with these alone. */

/** The side of the square photo as stored and shown at twice the pixel density (120 CSS px). */
export const EXECUTIVE_PHOTO_SIZE = 240;
/** What a person without a photo shows. */
export const PLACEHOLDER_PHOTO = '/images/placeholder-avatar.svg';
