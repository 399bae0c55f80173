import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Layout } from '../shell/layout.tsx';

// Every page is its own chunk. Firebase loads only for the pages that use it: Auth beside the pages
// under AuthRoot (registration, sign-in, dashboard, console), Firestore with the draw pages.
const HomePage = lazy(() => import('../features/home/home-page.tsx'));
const VideosPage = lazy(() => import('../features/videos/videos-page.tsx'));
const GalleryPage = lazy(() => import('../features/gallery/gallery-page.tsx'));
const ExecutiveCommitteePage = lazy(() => import('../features/executive-committee/executive-committee-page.tsx'));
const CalendarPage = lazy(() => import('../features/calendar/calendar-page.tsx'));
const ContactPage = lazy(() => import('../features/contact/contact-page.tsx'));
// An event's page is public (no Firebase); its booking panel loads under AuthRoot only for someone signed in.
const EventPage = lazy(() => import('../features/bookings/event-page.tsx'));
const BookingArea = lazy(() => import('../features/bookings/booking-area.tsx'));
const MembersPage = lazy(() => import('../features/directory/members-page.tsx'));
// The members' directory (every name) loads under AuthRoot only for someone signed in.
const MembersDirectorySource = lazy(() => import('../features/members-directory/members-directory-source.tsx'));
const DrawPage = lazy(() => import('../features/draws/draw-page.tsx'));
const PrivacyNoticePage = lazy(() => import('../features/privacy-notice/privacy-notice-page.tsx'));
const NotFoundPage = lazy(() => import('../features/not-found/not-found-page.tsx'));

/** The pages under AuthRoot, by their path's first segment. */
const signedInPages = {
  register: () => import('../features/registration/register-page.tsx'),
  login: () => import('../features/auth/login-page.tsx'),
  dashboard: () => import('../features/dashboard/dashboard-page.tsx'),
  'committee-console': () => import('../features/committee-console/committee-console-page.tsx'),
};
const RegisterPage = lazy(signedInPages.register);
const LoginPage = lazy(signedInPages.login);
const DashboardPage = lazy(signedInPages.dashboard);
const CommitteeConsolePage = lazy(signedInPages['committee-console']);
// The signed-in data layer (one API session and query cache) around the pages that read as a member.
const signedInArea = () => import('../firebase/signed-in-area.tsx');
const SignedInArea = lazy(signedInArea);
const readsAsMember = new Set(['dashboard', 'committee-console']);
// AuthRoot is a chunk of its own (Firebase and the signed-in data layer start there, never in the
// entry). The page opened first is asked for beside it, not after it: one round trip, not two.
const AuthRoot = lazy(() => {
  // At build time (prerender.tsx) there is no window, and nothing to ask for beside it.
  const first = typeof window === 'undefined' ? '' : (window.location.pathname.split('/')[1]?.toLowerCase() ?? '');
  // A failure here is the page's own load to report, when React asks for it.
  if (Object.hasOwn(signedInPages, first)) signedInPages[first as keyof typeof signedInPages]().catch(() => undefined);
  if (readsAsMember.has(first)) signedInArea().catch(() => undefined);
  return import('../firebase/auth-root.tsx');
});

/** A lazily loaded page, with the line shown while its chunk arrives. */
const page = (children: ReactNode) => <Suspense fallback={<p className="page-loading">Loading...</p>}>{children}</Suspense>;

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={page(<HomePage />)} />
        <Route path="events" element={page(<VideosPage />)} />
        <Route path="gallery" element={page(<GalleryPage />)} />
        {/* Route matching ignores case, so the navigation's /Committee lands here too. */}
        <Route path="committee" element={page(<ExecutiveCommitteePage />)} />
        <Route path="calendar" element={page(<CalendarPage />)} />
        <Route path="calendar/:eventId" element={page(<EventPage />)}>
          {/* Rendered by the event page (with its own loading line) only when someone has signed in on this device. */}
          <Route element={<AuthRoot />}>
            <Route element={<SignedInArea />}>
              <Route index element={<BookingArea />} />
            </Route>
          </Route>
        </Route>
        <Route path="contact" element={page(<ContactPage />)} />
        <Route path="privacy" element={page(<PrivacyNoticePage />)} />
        <Route path="members" element={page(<MembersPage />)}>
          {/* Rendered by the directory page only when someone has signed in on this device. */}
          <Route element={<AuthRoot />}>
            <Route index element={<MembersDirectorySource />} />
          </Route>
        </Route>
        {/* AuthRoot renders its page at once and loads Firebase Auth beside it. */}
        <Route element={page(<AuthRoot />)}>
          {/* Registering needs a Google sign-in first. */}
          <Route path="register" element={page(<RegisterPage />)} />
          <Route path="login" element={page(<LoginPage />)} />
          <Route element={page(<SignedInArea />)}>
            <Route path="committee-console/*" element={page(<CommitteeConsolePage />)} />
            <Route path="dashboard" element={page(<DashboardPage />)} />
          </Route>
        </Route>
        {/* Live pages: they bring Firestore themselves. */}
        <Route path="chitti-A" element={page(<DrawPage drawId="chitti-A" />)} />
        <Route path="chitti-B" element={page(<DrawPage drawId="chitti-B" />)} />
        <Route path="chitti-C" element={page(<DrawPage drawId="chitti-C" />)} />
        <Route path="*" element={page(<NotFoundPage />)} />
      </Route>
    </Routes>
  );
}
