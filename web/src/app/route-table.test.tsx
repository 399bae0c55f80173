import { DRAWS } from '@edma/contract/draw-list';
import { eventPagePath } from '@edma/contract/calendar-texts';
import { PRIVACY_NOTICE_PAGE } from '@edma/contract/privacy-notice-texts';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { createRoutesFromChildren, matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FOOTER_LINKS, NAV_LINKS } from '../shell/nav-links.ts';
import { AppRoutes } from './app-routes.tsx';
import { documentTitle, metaForPath } from './route-meta.ts';
import { FIXED_ROUTES, pathTo, ROUTES, type AppRoute } from './route-table.ts';

// The router's own route objects, as <Routes> builds them from AppRoutes.
const routerTree = createRoutesFromChildren((AppRoutes() as ReactElement<{ children: ReactNode }>).props.children);

/** The router's routes an address reaches, outermost first. */
const reached = (path: string) => (matchRoutes(routerTree, path) ?? []).map((match) => match.route);
const landsOnPage = (path: string) => {
  const deepest = reached(path).at(-1);
  return deepest !== undefined && deepest.path !== '*';
};

/** The full paths of the router's routes with a path of their own (not layouts). */
function routerPaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const here = route.index ? parent || '/' : route.path === undefined ? parent : `${parent}/${route.path}`;
    const own = route.index || route.path !== undefined ? [here] : [];
    return [...own, ...routerPaths(route.children ?? [], route.index ? parent : here)];
  });
}

/** The element the deepest route renders inside its loading line (Suspense). */
const pageElement = (path: string) => {
  const element = reached(path).at(-1)?.element;
  return isValidElement<{ children: ReactElement<Record<string, unknown>> }>(element) ? element.props.children : undefined;
};

const routes: [string, AppRoute][] = Object.entries(ROUTES);

describe('the route table', () => {
  it('sends an address that is no route to the not-found page (so the checks below can fail)', () => {
    expect(landsOnPage('/no-such-page')).toBe(false);
    expect(landsOnPage('/committee-console')).toBe(true);
  });

  it.each(routes)('%s is a route of the router, titled as the table says', (_name, route) => {
    const path = route.path.replace(':eventId', 'onam-2027');
    expect(landsOnPage(path)).toBe(true);
    expect(documentTitle(metaForPath(path))).toBe(documentTitle(route));
  });

  it('the router has no page the table does not list, but the not-found page and the signed-in parts', () => {
    const listed = routes.map(([, route]) => (route.hasSubpaths ? `${route.path}/*` : route.path));
    const parts = routes.filter(([, route]) => route.signedInPart).map(([, route]) => route.path);
    expect(routerPaths(routerTree).sort()).toEqual([...listed, ...parts, '/*'].sort());
  });

  it('puts each page under the Firebase it needs', () => {
    for (const [name, route] of routes) {
      const matched = reached(route.path.replace(':eventId', 'onam-2027'));
      const own = matched.findIndex((candidate) => candidate.index || candidate.path !== undefined);
      // The layouts around the page: the site's own, then AuthRoot, then the signed-in area.
      const layouts = matched.slice(0, own).length;
      expect(layouts, name).toBe({ none: 1, firestore: 1, auth: 2, member: 3 }[route.firebase]);
    }
    // The signed-in parts sit below their page: the members' names under AuthRoot, the booking panel also in the signed-in area.
    expect(
      reached(pathTo('members'))
        .slice(2)
        .map((route) => route.index ?? false),
    ).toEqual([false, true]);
    expect(
      reached(eventPagePath('onam-2027'))
        .slice(2)
        .map((route) => route.index ?? false),
    ).toEqual([false, false, true]);
  });

  it('gives each live draw its page, showing that draw', () => {
    for (const draw of DRAWS) {
      expect(pathTo(draw.id)).toBe(`/${draw.id}`);
      expect(pageElement(`/${draw.id}`)?.props.drawId).toBe(draw.id);
    }
    expect(pageElement(pathTo('home'))?.props.drawId).toBeUndefined();
  });

  it('links every navigation and footer entry to a listed route', () => {
    expect(NAV_LINKS.map((link) => link.label)).toEqual([
      'Home',
      'Videos',
      'Committee',
      'Members',
      'Gallery',
      'Calendar',
      'Contact',
      'Register',
      'Login',
    ]);
    expect(FOOTER_LINKS.map((link) => link.label)).toEqual(['Home', 'Members', 'Events', 'Gallery', 'Contact']);
    for (const link of [...NAV_LINKS, ...FOOTER_LINKS]) {
      expect(landsOnPage(link.to), link.to).toBe(true);
      expect(FIXED_ROUTES).toContain(metaForPath(link.to));
    }
  });

  it('agrees with the addresses the server writes in emails and the notice links', () => {
    expect(pathTo('privacy')).toBe(PRIVACY_NOTICE_PAGE);
    expect(metaForPath(eventPagePath('onam-2027'))).toBe(ROUTES.event);
    expect(landsOnPage(eventPagePath('onam-2027'))).toBe(true);
  });
});
