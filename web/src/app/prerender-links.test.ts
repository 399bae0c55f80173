import { describe, expect, it } from 'vitest';
import type { BuildManifest } from './build-manifest.ts';
import { prerenderLinks } from './prerender-links.ts';

const MANIFEST: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, css: ['assets/index-1.css'] },
  'src/firebase/auth-root.tsx': { file: 'assets/auth-root-1.js', imports: ['index.html', '_auth-session-1.js'] },
  'src/features/registration/register-page.tsx': {
    file: 'assets/register-page-1.js',
    imports: ['index.html', '_google-sign-in-1.js', '_auth-session-1.js'],
    css: ['assets/register-page-1.css'],
  },
  '_google-sign-in-1.js': { file: 'assets/google-sign-in-1.js', imports: ['index.html'], css: ['assets/google-sign-in-1.css'] },
  '_auth-session-1.js': { file: 'assets/auth-session-1.js' },
  'src/features/videos/videos-page.tsx': { file: 'assets/videos-page-1.js', imports: ['index.html'], dynamicImports: ['_videos-1.js'] },
  '_videos-1.js': { file: 'assets/videos-1.js', imports: ['_schemas-1.js'] },
  '_schemas-1.js': { file: 'assets/schemas-1.js' },
};

describe('prerenderLinks', () => {
  it("links the modules' stylesheets and preloads their scripts, each once, without the entry's", () => {
    const links = prerenderLinks(MANIFEST, ['src/firebase/auth-root.tsx', 'src/features/registration/register-page.tsx']).split('\n    ');
    expect(links).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/register-page-1.css">',
      '<link rel="stylesheet" crossorigin href="/assets/google-sign-in-1.css">',
      '<link rel="modulepreload" crossorigin href="/assets/auth-root-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/auth-session-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/register-page-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/google-sign-in-1.js">',
    ]);
  });

  it('fetches the code a page imports on demand only for a page that reads content (its schemas come with the page)', () => {
    expect(prerenderLinks(MANIFEST, ['src/features/videos/videos-page.tsx'])).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/videos-page-1.js">',
    );
    expect(prerenderLinks(MANIFEST, ['src/features/videos/videos-page.tsx'], { readsContent: true }).split('\n    ')).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/videos-page-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/videos-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/schemas-1.js">',
    ]);
  });

  it('refuses a module the build did not split out, rather than leave the page unstyled', () => {
    expect(() => prerenderLinks(MANIFEST, ['src/features/auth/login-page.tsx'])).toThrow(/login-page.tsx is not in the build manifest/);
  });
});
