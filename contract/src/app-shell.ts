/**
 * The app's bare page: every address without an HTML file of its own (an event's page, a console
 * section, an unknown address) is served this file (Hosting's last rewrite; the event page's share
 * tags are written into it). index.html is the home page itself, prerendered, so it cannot be the
 * fallback: another page would hydrate the home page's HTML.
 */
export const APP_SHELL_PATH = '/shell.html';

/**
 * The bare app with an event page's scripts and its events' answer linked from its head: what
 * `/calendar/{eventId}` serves, with that event's share tags and its booking terms' answer added.
 */
export const EVENT_PAGE_SHELL_PATH = '/calendar-event.html';
