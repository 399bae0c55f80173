import { pathTo, ROUTES, type AppRoute } from '../app/route-table.ts';

/** The header navigation: the route table's pages with a link there, in its order. */
export const NAV_LINKS = Object.values(ROUTES).flatMap((route: AppRoute) =>
  route.nav ? [{ to: route.nav.to ?? route.path, label: route.nav.label }] : [],
);

/** The footer's links, in order, labelled as in the header but for /events, which the footer calls Events. */
export const FOOTER_LINKS = (['home', 'members', 'events', 'gallery', 'contact'] as const).map((name) => ({
  to: pathTo(name),
  label: name === 'events' ? 'Events' : ROUTES[name].nav.label,
}));
