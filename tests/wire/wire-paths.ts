/**
 * Every API address the wire suite calls, written out as the site and the spec spell them (not
 * taken from the contract), so a path renamed by mistake fails here. The only literal API paths
 * in tests/.
 */
export const WIRE_PATHS = {
  // The spec's PHP paths.
  families: '/api/get_families.php',
  save: '/api/save_family.php',
  checkUser: '/api/check_user.php',
  family: '/api/get_family_from_id.php',
  updateFamily: '/api/update_family.php',
  updateMember: '/api/update_member.php',
  deleteMember: '/api/delete_member.php',
  spins: ['/api/spin.php', '/api/spin-b.php', '/api/spin-c.php'],
  // Member routes.
  noticeSeen: '/api/privacy/notice-seen',
  markNoticeSeen: '/api/privacy/notice-seen/save',
  exportFamily: '/api/privacy/family/export',
  // The link in every announcement (RFC 8058 one-click).
  unsubscribe: '/api/email/unsubscribe',
  // Committee routes.
  consoleDraws: '/api/committee/draws',
  consoleFamilies: '/api/committee/families',
  consoleFamily: '/api/committee/families/family',
  registrations: '/api/committee/registrations',
  committeeMembers: '/api/committee/members',
  committeeEvents: '/api/committee/events',
  addEvent: '/api/committee/events/add',
  noSuchCommitteeRoute: '/api/committee/no-such-route',
  // Public content.
  events: '/api/content/events.json',
  eventsFeed: '/events.ics',
  noSuchRoute: '/api/no_such_thing.php',
} as const;

/** The app's own pages (Hosting serves them, not the API). */
export const APP_PAGES = ['/', '/login', '/committee-console', '/api'] as const;
