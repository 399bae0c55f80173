/** The console's query of the albums: every gallery change refreshes it. */
export const GALLERY_KEY = ['content', 'albums'] as const;
