/** The header navigation, in order. The committee link is written /Committee as on the old site. */
export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/events', label: 'Videos' },
  { to: '/Committee', label: 'Committee' },
  { to: '/members', label: 'Members' },
  { to: '/gallery', label: 'Gallery' },
  { to: '/calendar', label: 'Calendar' },
  { to: '/contact', label: 'Contact' },
  { to: '/register', label: 'Register' },
  { to: '/login', label: 'Login' },
] as const;

export const FOOTER_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/members', label: 'Members' },
  { to: '/events', label: 'Events' },
  { to: '/gallery', label: 'Gallery' },
  { to: '/contact', label: 'Contact' },
] as const;
