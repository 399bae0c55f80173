/** Each linked page's label. The committee link is written /Committee as on the old site. */
const LABELS = {
  '/': 'Home',
  '/events': 'Videos',
  '/Committee': 'Committee',
  '/members': 'Members',
  '/gallery': 'Gallery',
  '/calendar': 'Calendar',
  '/contact': 'Contact',
  '/register': 'Register',
  '/login': 'Login',
} as const;
type LinkedPath = keyof typeof LABELS;

/** Links to these paths in order, with their labels; `relabel` gives a path another label in this list. */
const links = (paths: LinkedPath[], relabel: Partial<Record<LinkedPath, string>> = {}) =>
  paths.map((to) => ({ to, label: relabel[to] ?? LABELS[to] }));

/** The header navigation, in order. */
export const NAV_LINKS = links(['/', '/events', '/Committee', '/members', '/gallery', '/calendar', '/contact', '/register', '/login']);

/** The footer's links, in order; the footer calls /events Events. */
export const FOOTER_LINKS = links(['/', '/members', '/events', '/gallery', '/contact'], { '/events': 'Events' });
