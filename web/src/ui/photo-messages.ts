// What the photo picker says when it refuses a file.
export const NOT_AN_IMAGE_MESSAGE = 'Please choose an image file.';
export const UNSUPPORTED_IMAGE_MESSAGE = 'Please choose a JPEG, PNG, WebP or GIF image.';
export const PHOTO_TOO_LARGE_MESSAGE = 'This photo is too large. Please choose a smaller one.';
export const PREPARING_PHOTO_MESSAGE = 'Preparing photo...';
