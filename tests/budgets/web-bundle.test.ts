import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIST, allFiles, firstLoadFiles, gzipSize, readManifest } from './web-bundle.ts';

const KB = 1024;
const HOME_BUDGET = 90 * KB;
/** Sign-in, dashboard, registration and the draws: the app shell, the Firebase root and the page
 * (about 260 KB for /login, 340 KB with the registration and dashboard forms). */
const FIREBASE_PAGE_BUDGET = 360 * KB;
const FIREBASE_ROOT = 'src/firebase/firebase-root.tsx';
const FIREBASE_PAGES = {
  '/login': 'src/features/auth/login-page.tsx',
  '/register': 'src/features/registration/register-page.tsx',
  '/dashboard': 'src/features/dashboard/dashboard-page.tsx',
  '/chitti-A': 'src/features/draws/draw-page.tsx',
};
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
};
const LOCAL_DRAW_PASSWORD = 'edma-demo-spin';

let manifest: ReturnType<typeof readManifest>;
beforeAll(() => {
  manifest = readManifest();
});

const read = (file: string) => readFileSync(join(DIST, file), 'utf8');
// Every Firebase SDK build carries this error class name in its minified code.
const looksLikeFirebase = (code: string) => code.includes('FirebaseError');

describe('production bundle budgets', () => {
  it(`loads at most ${HOME_BUDGET / KB} KB of gzipped JavaScript on first load of /`, () => {
    const files = firstLoadFiles(manifest, PUBLIC_PAGES['/']);
    const total = files.reduce((sum, file) => sum + gzipSize(file), 0);
    expect(files.length).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(HOME_BUDGET);
  });

  it.each(Object.entries(PUBLIC_PAGES))('public page %s loads no Firebase SDK', (_route, source) => {
    const files = firstLoadFiles(manifest, source);
    for (const file of files) expect(looksLikeFirebase(read(file)), file).toBe(false);
  });

  it('does load Firebase for the signed-in and live pages (the check above can fail)', () => {
    const files = firstLoadFiles(manifest, 'src/firebase/firebase-root.tsx');
    expect(files.some((file) => looksLikeFirebase(read(file)))).toBe(true);
    // Registering needs a Google sign-in, so /register is one of them.
    expect(firstLoadFiles(manifest, 'src/features/registration/register-page.tsx').some((file) => looksLikeFirebase(read(file)))).toBe(
      true,
    );
  });
});

describe('Firebase pages', () => {
  const firebasePageFiles = (source: string) => [
    ...new Set([...firstLoadFiles(manifest, FIREBASE_ROOT), ...firstLoadFiles(manifest, source)]),
  ];

  it.each(Object.entries(FIREBASE_PAGES))(
    `%s loads at most ${FIREBASE_PAGE_BUDGET / KB} KB of gzipped JavaScript on first load`,
    (_route, source) => {
      const total = firebasePageFiles(source).reduce((sum, file) => sum + gzipSize(file), 0);
      expect(total).toBeGreaterThan(HOME_BUDGET);
      expect(total).toBeLessThanOrEqual(FIREBASE_PAGE_BUDGET);
    },
  );

  it('carry only the Firebase products the app uses (Auth, Firestore)', () => {
    const code = firebasePageFiles(FIREBASE_PAGES['/dashboard']).map(read).join('\n');
    expect(code).toContain('identitytoolkit.googleapis.com');
    expect(code).toContain('firestore.googleapis.com');
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
