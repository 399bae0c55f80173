import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Layout } from '../shell/layout.tsx';
import { ROUTES, type AppRoute, type PageName, type RouteName } from './route-table.ts';

type PageLoader = () => Promise<{ default: ComponentType }>;

// Every page is its own chunk. Firebase loads only for the pages that use it: Auth beside the pages
// under AuthRoot (registration, sign-in, dashboard, console), Firestore with the draw pages. The
// route table says which is which; here is only each page's module, one for every name in it.
const PAGES = {
  home: () => import('../features/home/home-page.tsx'),
  events: () => import('../features/videos/videos-page.tsx'),
  committee: () => import('../features/executive-committee/executive-committee-page.tsx'),
  members: () => import('../features/directory/members-page.tsx'),
  gallery: () => import('../features/gallery/gallery-page.tsx'),
  calendar: () => import('../features/calendar/calendar-page.tsx'),
  // An event's page is public (no Firebase).
  event: () => import('../features/bookings/event-page.tsx'),
  privacy: () => import('../features/privacy-notice/privacy-notice-page.tsx'),
  contact: () => import('../features/contact/contact-page.tsx'),
  register: () => import('../features/registration/register-page.tsx'),
  login: () => import('../features/auth/login-page.tsx'),
  dashboard: () => import('../features/dashboard/dashboard-page.tsx'),
  door: () => import('../features/door/door-page.tsx'),
  'spin-proof': () => import('../features/draws/spin-proof-page.tsx'),
  'committee-console': () => import('../console/committee-console-page.tsx'),
} satisfies Record<PageName, PageLoader>;

/** The pages' parts only for someone signed in on this device, loaded under AuthRoot. */
const SIGNED_IN_PARTS = {
  // The members' directory (every name).
  members: () => import('../features/members-directory/members-directory-source.tsx'),
  // An event's booking panel.
  event: () => import('../features/bookings/booking-area.tsx'),
} satisfies { [Name in PageName as (typeof ROUTES)[Name] extends { signedInPart: string } ? Name : never]: PageLoader };

/** A component for each loader: React loads its chunk the first time it renders. */
function lazyEach<Name extends string>(loaders: Record<Name, PageLoader>): Record<Name, ComponentType> {
  const components = {} as Record<Name, ComponentType>;
  for (const name of Object.keys(loaders) as Name[]) components[name] = lazy(loaders[name]);
  return components;
}
const PAGE_COMPONENTS = lazyEach<PageName>(PAGES);
const PART_COMPONENTS: Partial<Record<PageName, ComponentType>> = lazyEach(SIGNED_IN_PARTS);
const DrawPage = lazy(() => import('../features/draws/draw-page.tsx'));
const NotFoundPage = lazy(() => import('../features/not-found/not-found-page.tsx'));

const firstSegment = (path: string) => path.split('/')[1]!.toLowerCase();
const PAGE_NAMES = Object.keys(PAGES) as PageName[];
const needs = (name: PageName, ...firebase: AppRoute['firebase'][]) => firebase.includes(ROUTES[name].firebase);
/** The pages under AuthRoot, by their path's first segment. */
const signedInPages = new Map(
  PAGE_NAMES.filter((name) => needs(name, 'auth', 'member')).map((name) => [firstSegment(ROUTES[name].path), PAGES[name]]),
);
// The signed-in data layer (one API session and query cache) around the pages that read as a member.
const signedInArea = () => import('../firebase/signed-in-area.tsx');
const SignedInArea = lazy(signedInArea);
const readsAsMember = new Set(PAGE_NAMES.filter((name) => needs(name, 'member')).map((name) => firstSegment(ROUTES[name].path)));
// AuthRoot is a chunk of its own (Firebase and the signed-in data layer start there, never in the
// entry). The page opened first is asked for beside it, not after it: one round trip, not two.
const AuthRoot = lazy(() => {
  // At build time (prerender.tsx) there is no window, and nothing to ask for beside it.
  const first = typeof window === 'undefined' ? '' : (window.location.pathname.split('/')[1]?.toLowerCase() ?? '');
  // A failure here is the page's own load to report, when React asks for it.
  const firstPage = signedInPages.get(first);
  if (firstPage) firstPage().catch(() => undefined);
  if (readsAsMember.has(first)) signedInArea().catch(() => undefined);
  return import('../firebase/auth-root.tsx');
});

/** A lazily loaded page, with the line shown while its chunk arrives. */
const page = (children: ReactNode) => <Suspense fallback={<p className="page-loading">Loading...</p>}>{children}</Suspense>;

/** The routes of the table that need this Firebase, by name. */
const routesWith = (firebase: AppRoute['firebase']) =>
  (Object.entries(ROUTES) as [RouteName, AppRoute][]).filter(([, route]) => route.firebase === firebase);

/** A route of the table, its page in its place. */
function pageRoute(name: RouteName, route: AppRoute) {
  // The draws share one page, told which draw it shows; every other route has a page of its own.
  const Page = PAGE_COMPONENTS[name as PageName];
  const element = page(route.drawId === undefined ? <Page /> : <DrawPage drawId={route.drawId} />);
  if (route.path === '/') return <Route key={name} index element={element} />;
  const path = route.path.slice(1) + (route.hasSubpaths ? '/*' : '');
  const Part = PART_COMPONENTS[name as PageName];
  return (
    <Route key={name} path={path} element={element}>
      {/* Rendered by the page (with its own loading line) only when someone has signed in on this device. */}
      {Part && (
        <Route element={<AuthRoot />}>
          {route.signedInPart === 'member' ? (
            <Route element={<SignedInArea />}>
              <Route index element={<Part />} />
            </Route>
          ) : (
            <Route index element={<Part />} />
          )}
        </Route>
      )}
    </Route>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {/* Route matching ignores case, so the navigation's /Committee lands on /committee too. */}
        {routesWith('none').map(([name, route]) => pageRoute(name, route))}
        {/* AuthRoot renders its page at once and loads Firebase Auth beside it. */}
        <Route element={page(<AuthRoot />)}>
          {routesWith('auth').map(([name, route]) => pageRoute(name, route))}
          <Route element={page(<SignedInArea />)}>{routesWith('member').map(([name, route]) => pageRoute(name, route))}</Route>
        </Route>
        {/* Live pages: they bring Firestore themselves. */}
        {routesWith('firestore').map(([name, route]) => pageRoute(name, route))}
        <Route path="*" element={page(<NotFoundPage />)} />
      </Route>
    </Routes>
  );
}
