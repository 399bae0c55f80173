/** Limits the server enforces and the web app mirrors, so both give the same answer. */
export const MAX_MEMBERS_PER_FAMILY = 20;
export const MAX_SHORT_TEXT = 100;
export const MAX_ADDRESS_TEXT = 200;
export const MAX_MESSAGE_TEXT = 5000;
/** The browser downscales photos first; this only stops abuse. */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
