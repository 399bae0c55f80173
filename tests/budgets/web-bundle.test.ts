import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_SHELL_PATH, EVENT_PAGE_SHELL_PATH } from '@edma/contract/app-shell';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIXED_ROUTES } from '../../web/src/app/route-table.ts';
import { routeHtmlFile } from '../../web/src/app/site-files.ts';
import {
  DIST,
  allFiles,
  bundlesPackage,
  firstLoadFiles,
  gzipSize,
  memberLoadFiles,
  readManifest,
  signedInLoadFiles,
} from './web-bundle.ts';

const KB = 1024;
const HOME_BUDGET = 90 * KB;
/**
 * Every other public page's first load: the entry and the page, painting before the contract's
 * schemas (zod), which come with the page's first request.
 */
const PUBLIC_PAGE_BUDGET = 100 * KB;
/** /register and /login: the page, its sign-in button and the Firebase Auth it signs in with (about 119 KB each). */
const SIGN_IN_BUDGET = 150 * KB;
/** The dashboard, the console and the draws: the app shell, the page and the Firebase it uses (about 220-250 KB). */
const FIREBASE_PAGE_BUDGET = 360 * KB;
const SIGN_IN_PAGES = {
  '/register': 'src/features/registration/register-page.tsx',
  '/login': 'src/features/auth/login-page.tsx',
};
/** The pages that read as a member, inside the signed-in area (its API session and TanStack Query). */
const MEMBER_PAGES = {
  '/dashboard': 'src/features/dashboard/dashboard-page.tsx',
  '/committee-console': 'src/console/committee-console-page.tsx',
};
/** The pages under AuthRoot: they use Firebase Auth, never Firestore. */
const SIGNED_IN_PAGES = { ...SIGN_IN_PAGES, ...MEMBER_PAGES };
const loadFiles = (source: string) =>
  Object.values(MEMBER_PAGES).includes(source) ? memberLoadFiles(manifest, source) : signedInLoadFiles(manifest, source);
/** TanStack Query's own error text, kept by every minified build. */
const TANSTACK_MARKER = 'No QueryClient set';
/** The live pages: the only ones that read Firestore. */
const DRAW_PAGE = 'src/features/draws/draw-page.tsx';
/** A draw page: the wheel, Firestore and reactfire's hooks (about 261 KB; 252 before reactfire). */
const DRAW_PAGE_BUDGET = 265 * KB;
/** A string only each unused Firebase product's SDK carries (its service host or emulator variable). */
const UNUSED_FIREBASE_PRODUCTS = {
  'Realtime Database': 'firebaseio.com',
  Functions: 'cloudfunctions.net',
  'Remote Config': 'firebaseremoteconfig',
  Storage: 'firebasestorage.googleapis.com',
};
const PUBLIC_PAGES = {
  '/': 'src/features/home/home-page.tsx',
  '/events': 'src/features/videos/videos-page.tsx',
  '/gallery': 'src/features/gallery/gallery-page.tsx',
  '/committee': 'src/features/executive-committee/executive-committee-page.tsx',
  '/calendar': 'src/features/calendar/calendar-page.tsx',
  '/contact': 'src/features/contact/contact-page.tsx',
  '/members': 'src/features/directory/members-page.tsx',
  '/privacy': 'src/features/privacy-notice/privacy-notice-page.tsx',
  // An event's page; its booking panel (and Firebase with it) loads only for someone signed in.
  '/calendar/{eventId}': 'src/features/bookings/event-page.tsx',
};
const LOCAL_DRAW_PASSWORD = 'edma-demo-spin';

let manifest: ReturnType<typeof readManifest>;
beforeAll(() => {
  manifest = readManifest();
});

const read = (file: string) => readFileSync(join(DIST, file), 'utf8');
// Every Firebase SDK build carries this error class name in its minified code.
const looksLikeFirebase = (code: string) => code.includes('FirebaseError');

// Every Firebase SDK build carries its service host: Auth its sign-in API, Firestore its own.
const AUTH_MARKER = 'identitytoolkit.googleapis.com';
const FIRESTORE_MARKER = 'firestore.googleapis.com';
const total = (files: string[]) => files.reduce((sum, file) => sum + gzipSize(file), 0);

describe('production bundle budgets', () => {
  it(`loads at most ${HOME_BUDGET / KB} KB of gzipped JavaScript on first load of /`, () => {
    const files = firstLoadFiles(manifest, PUBLIC_PAGES['/']);
    expect(files.length).toBeGreaterThan(0);
    expect(total(files)).toBeLessThanOrEqual(HOME_BUDGET);
  });

  it.each(Object.entries(PUBLIC_PAGES).filter(([route]) => route !== '/'))(
    `public page %s loads at most ${PUBLIC_PAGE_BUDGET / KB} KB of gzipped JavaScript on first load`,
    (_route, source) => {
      expect(total(firstLoadFiles(manifest, source))).toBeLessThanOrEqual(PUBLIC_PAGE_BUDGET);
    },
  );

  it.each(Object.entries(PUBLIC_PAGES))(
    'public page %s paints without the schema library (zod comes with its first request)',
    (_route, source) => {
      expect(firstLoadFiles(manifest, source).filter((file) => bundlesPackage(file, 'zod'))).toEqual([]);
    },
  );

  it.each(Object.entries(PUBLIC_PAGES))('public page %s loads no Firebase SDK', (_route, source) => {
    const files = firstLoadFiles(manifest, source);
    for (const file of files) expect(looksLikeFirebase(read(file)), file).toBe(false);
  });

  it('does load Firebase for the signed-in and live pages (the checks here can fail)', () => {
    expect(signedInLoadFiles(manifest, SIGN_IN_PAGES['/register']).some((file) => looksLikeFirebase(read(file)))).toBe(true);
    expect(firstLoadFiles(manifest, DRAW_PAGE).some((file) => looksLikeFirebase(read(file)))).toBe(true);
  });
});

describe('pages that paint from their HTML', () => {
  const scriptTags = (html: string) => html.match(/<(script type="module"|link rel="modulepreload")[^>]*>/g) ?? [];
  const prerendered = [...FIXED_ROUTES.filter((route) => route.firstView?.prerendered).map(routeHtmlFile), EVENT_PAGE_SHELL_PATH.slice(1)];

  it.each(prerendered)('%s asks for its scripts after its styles and data (low priority): they only take it over', (file) => {
    const html = read(file);
    expect(scriptTags(html).length).toBeGreaterThan(1);
    for (const tag of scriptTags(html)) expect(tag).toContain('fetchpriority="low"');
    // What paints it (stylesheets) and the content it shows (the API answers) keep their priority.
    expect(html.match(/<link rel="(stylesheet|preload)"[^>]*>/g)!.filter((tag) => tag.includes('fetchpriority'))).toEqual([]);
  });

  it("the bare app's scripts keep their priority: they are its first paint", () => {
    const tags = scriptTags(read(APP_SHELL_PATH.slice(1)));
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(tag).not.toContain('fetchpriority');
  });
});

describe('sign-in pages', () => {
  it.each(Object.entries(SIGN_IN_PAGES))('%s shows its text and sign-in button before any Firebase code arrives', (_route, source) => {
    // The entry and the page chunk paint the page; Firebase Auth comes beside them, in its own chunks.
    for (const file of firstLoadFiles(manifest, source)) expect(looksLikeFirebase(read(file)), file).toBe(false);
  });

  it.each(Object.entries(SIGN_IN_PAGES))(
    `%s loads at most ${SIGN_IN_BUDGET / KB} KB of gzipped JavaScript on first load, Firebase Auth included`,
    (_route, source) => {
      const files = signedInLoadFiles(manifest, source);
      expect(files.map(read).join('\n')).toContain(AUTH_MARKER);
      expect(total(files)).toBeLessThanOrEqual(SIGN_IN_BUDGET);
    },
  );

  it.each(Object.entries(SIGN_IN_PAGES))(
    '%s loads no schema library before someone signs in (zod comes with the calls)',
    (_route, source) => {
      const files = signedInLoadFiles(manifest, source);
      expect(files.filter((file) => bundlesPackage(file, 'zod'))).toEqual([]);
      // The check can fail: the member pages do carry zod.
      expect(memberLoadFiles(manifest, MEMBER_PAGES['/dashboard']).some((file) => bundlesPackage(file, 'zod'))).toBe(true);
    },
  );

  it('load no query library: TanStack comes with the signed-in area, for the pages that read as a member', () => {
    for (const source of Object.values(SIGN_IN_PAGES)) {
      expect(signedInLoadFiles(manifest, source).map(read).join('\n'), source).not.toContain(TANSTACK_MARKER);
    }
    for (const source of Object.values(MEMBER_PAGES)) {
      expect(memberLoadFiles(manifest, source).map(read).join('\n'), source).toContain(TANSTACK_MARKER);
    }
  });
});

describe('Firebase pages', () => {
  it.each(Object.entries(SIGNED_IN_PAGES))('%s loads Firebase Auth but no Firestore', (_route, source) => {
    const code = loadFiles(source).map(read).join('\n');
    expect(code).toContain(AUTH_MARKER);
    expect(code).not.toContain(FIRESTORE_MARKER);
  });

  it('only the draw pages load Firestore (and no Auth)', () => {
    const drawFiles = firstLoadFiles(manifest, DRAW_PAGE);
    const code = drawFiles.map(read).join('\n');
    expect(code).toContain(FIRESTORE_MARKER);
    expect(code).not.toContain(AUTH_MARKER);
    const withFirestore = allFiles().filter((file) => file.endsWith('.js') && read(file).includes(FIRESTORE_MARKER));
    expect(withFirestore.length).toBeGreaterThan(0);
    expect(withFirestore.filter((file) => !drawFiles.includes(file))).toEqual([]);
  });

  it.each([...Object.entries(SIGNED_IN_PAGES), ['/chitti-A', DRAW_PAGE]])(
    `%s loads at most ${FIREBASE_PAGE_BUDGET / KB} KB of gzipped JavaScript on first load`,
    (route, source) => {
      const files = route === '/chitti-A' ? firstLoadFiles(manifest, source) : loadFiles(source);
      expect(total(files)).toBeGreaterThan(HOME_BUDGET);
      expect(total(files)).toBeLessThanOrEqual(FIREBASE_PAGE_BUDGET);
    },
  );

  it(`a draw page loads at most ${DRAW_PAGE_BUDGET / KB} KB of gzipped JavaScript on first load, reactfire included`, () => {
    const files = firstLoadFiles(manifest, DRAW_PAGE);
    expect(files.some((file) => bundlesPackage(file, 'reactfire'))).toBe(true);
    expect(total(files)).toBeLessThanOrEqual(DRAW_PAGE_BUDGET);
  });

  it('carry only the Firebase products the app uses (Auth, Firestore)', () => {
    const code = allFiles()
      .filter((file) => file.endsWith('.js'))
      .map(read)
      .join('\n');
    expect(code).toContain(AUTH_MARKER);
    expect(code).toContain(FIRESTORE_MARKER);
    const bundled = Object.entries(UNUSED_FIREBASE_PRODUCTS).filter(([, marker]) => code.includes(marker));
    expect(bundled.map(([product]) => product)).toEqual([]);
  });
});

describe('nothing secret or local-only ships to browsers', () => {
  const textFiles = () => allFiles().filter((f) => /\.(js|html|css|json|map|txt|webmanifest)$/.test(f));

  it('contains no draw password, SMTP setting or emulator-only sign-in', () => {
    const offenders = textFiles().filter((file) => {
      const text = read(file);
      return (
        text.includes(LOCAL_DRAW_PASSWORD) ||
        /demo member/i.test(text) ||
        // Source maps (built for analysis, never deployed) quote the sources' comments, which name the
        // settings, and Firebase's docs, which mention the emulator sign-in; shipped code must do neither.
        (!file.endsWith('.map') && (/\b(DRAW_PASSWORD|SMTP_PASSWORD|SMTP_USER)\b/.test(text) || text.includes('signInWithCredential(')))
      );
    });
    expect(offenders).toEqual([]);
  });

  it("carries no demo Firebase config: production reads the deployed project's own", () => {
    const offenders = textFiles().filter((file) => !file.endsWith('.map') && /demo-edma|demo-api-key/.test(read(file)));
    expect(offenders).toEqual([]);
  });

  it('points no shipped file at a source map (the maps stay in the build for analysis, undeployed)', () => {
    const maps = allFiles().filter((file) => file.endsWith('.map'));
    expect(maps.length).toBeGreaterThan(0);
    const referencing = textFiles().filter((file) => /\.(js|css)$/.test(file) && /sourceMappingURL=/.test(read(file)));
    expect(referencing).toEqual([]);
  });
});
