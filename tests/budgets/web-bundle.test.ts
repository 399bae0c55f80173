import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIST, allFiles, firstLoadFiles, gzipSize, readManifest } from './web-bundle.ts';

const KB = 1024;
const HOME_BUDGET = 90 * KB;
const PUBLIC_PAGES = {
  '/': 'src/features/home/home-page.tsx',
  '/events': 'src/features/videos/videos-page.tsx',
  '/gallery': 'src/features/gallery/gallery-page.tsx',
  '/committee': 'src/features/committee/committee-page.tsx',
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
    expect(firstLoadFiles(manifest, 'src/features/registration/register-page.tsx').some((file) => looksLikeFirebase(read(file)))).toBe(true);
  });
});

describe('nothing secret or local-only ships to browsers', () => {
  const textFiles = () => allFiles().filter((f) => /\.(js|html|css|json|map|txt|webmanifest)$/.test(f));

  it('contains no draw password, SMTP setting or emulator-only sign-in', () => {
    const offenders = textFiles().filter((file) => {
      const text = read(file);
      return (
        text.includes(LOCAL_DRAW_PASSWORD) ||
        /\b(DRAW_PASSWORD|SMTP_PASSWORD|SMTP_USER)\b/.test(text) ||
        /demo member/i.test(text) ||
        // Source maps quote Firebase's own docs, which mention it; shipped code must not call it.
        (!file.endsWith('.map') && text.includes('signInWithCredential('))
      );
    });
    expect(offenders).toEqual([]);
  });
});
