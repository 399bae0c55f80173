import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Layout } from '../shell/layout.tsx';

// Every page is its own chunk; Firebase only loads under FirebaseRoot (registration, sign-in, dashboard, draws).
const HomePage = lazy(() => import('../features/home/home-page.tsx'));
const VideosPage = lazy(() => import('../features/videos/videos-page.tsx'));
const GalleryPage = lazy(() => import('../features/gallery/gallery-page.tsx'));
const ExecutiveCommitteePage = lazy(() => import('../features/executive-committee/executive-committee-page.tsx'));
const CalendarPage = lazy(() => import('../features/calendar/calendar-page.tsx'));
const ContactPage = lazy(() => import('../features/contact/contact-page.tsx'));
const MembersPage = lazy(() => import('../features/directory/members-page.tsx'));
const RegisterPage = lazy(() => import('../features/registration/register-page.tsx'));
const FirebaseRoot = lazy(() => import('../firebase/firebase-root.tsx'));
const LoginPage = lazy(() => import('../features/auth/login-page.tsx'));
const DashboardPage = lazy(() => import('../features/dashboard/dashboard-page.tsx'));
const DrawPage = lazy(() => import('../features/draws/draw-page.tsx'));
const CommitteeConsolePage = lazy(() => import('../features/committee-console/committee-console-page.tsx'));
const NotFoundPage = lazy(() => import('../features/not-found/not-found-page.tsx'));

function Page({ children }: { children: ReactNode }) {
  return <Suspense fallback={<p className="page-loading">Loading...</p>}>{children}</Suspense>;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route
          index
          element={
            <Page>
              <HomePage />
            </Page>
          }
        />
        <Route
          path="events"
          element={
            <Page>
              <VideosPage />
            </Page>
          }
        />
        <Route
          path="gallery"
          element={
            <Page>
              <GalleryPage />
            </Page>
          }
        />
        {/* Route matching ignores case, so the navigation's /Committee lands here too. */}
        <Route
          path="committee"
          element={
            <Page>
              <ExecutiveCommitteePage />
            </Page>
          }
        />
        <Route
          path="calendar"
          element={
            <Page>
              <CalendarPage />
            </Page>
          }
        />
        <Route
          path="contact"
          element={
            <Page>
              <ContactPage />
            </Page>
          }
        />
        <Route
          path="members"
          element={
            <Page>
              <MembersPage />
            </Page>
          }
        />
        <Route
          element={
            <Page>
              <FirebaseRoot />
            </Page>
          }
        >
          {/* Registering needs a Google sign-in first. */}
          <Route
            path="register"
            element={
              <Page>
                <RegisterPage />
              </Page>
            }
          />
          <Route
            path="login"
            element={
              <Page>
                <LoginPage />
              </Page>
            }
          />
          <Route
            path="committee-console/*"
            element={
              <Page>
                <CommitteeConsolePage />
              </Page>
            }
          />
          <Route
            path="dashboard"
            element={
              <Page>
                <DashboardPage />
              </Page>
            }
          />
          <Route
            path="chitti-A"
            element={
              <Page>
                <DrawPage drawId="chitti-A" />
              </Page>
            }
          />
          <Route
            path="chitti-B"
            element={
              <Page>
                <DrawPage drawId="chitti-B" />
              </Page>
            }
          />
          <Route
            path="chitti-C"
            element={
              <Page>
                <DrawPage drawId="chitti-C" />
              </Page>
            }
          />
        </Route>
        <Route
          path="*"
          element={
            <Page>
              <NotFoundPage />
            </Page>
          }
        />
      </Route>
    </Routes>
  );
}
