import { APP_SHELL_PATH, EVENT_PAGE_SHELL_PATH } from '@edma/contract/app-shell';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
interface HeaderRule {
  source?: string;
  regex?: string;
  headers: { key: string; value: string }[];
}
const hosting = JSON.parse(read('firebase.json')).hosting as { headers: HeaderRule[]; ignore: string[] };
const everyPage = hosting.headers.find((rule) => rule.source === '**')!;
const header = (rule: HeaderRule, key: string) => rule.headers.find((h) => h.key === key)?.value;
const csp = header(everyPage, 'Content-Security-Policy') ?? '';
const directives = new Map(
  csp
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .map(([name, ...sources]) => [name!, sources] as const),
);

describe('security headers on every page (firebase.json)', () => {
  it('a Content-Security-Policy: scripts from the site (and the Google sign-in loader), no framing, no plugins', () => {
    expect(directives.get('default-src')).toEqual(["'self'"]);
    // WebAssembly may compile (the door's QR reader), never eval.
    expect(directives.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", 'https://apis.google.com']);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'none'"]);
    expect(csp).not.toMatch(/unsafe-inline|(?<!wasm-)unsafe-eval|\*(?!\.firebaseapp\.com)/);
    // The site's own workers only (the door's service worker).
    expect(directives.get('worker-src')).toEqual(["'self'"]);
  });

  it('allows only the embeds the site uses: the video platform, and the sign-in frame of Firebase Auth', () => {
    const videoHost = /https:\/\/[a-z0-9.-]+/.exec(read('web/src/features/videos/video-embed.tsx'))![0];
    expect(directives.get('frame-src')).toEqual([videoHost, 'https://*.firebaseapp.com']);
    // The gallery's photos are the site's own files (web/public/images), so no outside image host.
    expect(directives.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(directives.get('connect-src')).toEqual([
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://firestore.googleapis.com',
    ]);
  });

  it('a Permissions-Policy that turns off what the site never uses, HSTS for a year, and no framing', () => {
    const permissions = header(everyPage, 'Permissions-Policy') ?? '';
    for (const feature of ['microphone', 'geolocation', 'payment', 'usb']) expect(permissions).toContain(`${feature}=()`);
    // The camera is the site's own (the door phone scans household passes), no embedded page's.
    expect(permissions).toContain('camera=(self)');
    const maxAge = Number(/max-age=(\d+)/.exec(header(everyPage, 'Strict-Transport-Security') ?? '')?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
    expect(header(everyPage, 'X-Frame-Options')).toBe('DENY');
    expect(header(everyPage, 'X-Content-Type-Options')).toBe('nosniff');
  });

  it('never caches index.html, the app shell or a route (a tab after a deploy gets the new chunks), caches hashed assets for good', () => {
    const noCache = hosting.headers.filter((rule) => header(rule, 'Cache-Control') === 'no-cache');
    const pageRule = new RegExp(noCache.find((rule) => rule.regex)!.regex!, 'u');
    for (const path of ['/', '/calendar', '/chitti-A', '/Committee', '/a', '/ap', '/api', '/apiary', '/app/api/x'])
      expect(pageRule.test(path), path).toBe(true);
    // The API's answers keep their own Cache-Control (Hosting's header rules override a function's).
    for (const path of [
      '/assets/index-abc.js',
      '/images/share.png',
      '/api/get_families.php',
      '/events.ics',
      '/api/',
      '/api/committee/draws',
    ])
      expect(pageRule.test(path), path).toBe(false);
    expect(hosting.headers.some((rule) => (rule.source ?? '').startsWith('/api') && header(rule, 'Cache-Control'))).toBe(false);
    expect(noCache.some((rule) => rule.source === '/index.html')).toBe(true);
    for (const shell of [APP_SHELL_PATH, EVENT_PAGE_SHELL_PATH]) expect(noCache.some((rule) => rule.source === shell)).toBe(true);
    const assets = hosting.headers.find((rule) => rule.source === '/assets/**')!;
    expect(header(assets, 'Cache-Control')).toBe('public, max-age=31536000, immutable');
    // Hosting applies header rules in order and the last one wins, so caching comes after '**'.
    expect(hosting.headers.indexOf(everyPage)).toBe(0);
  });

  it('does not deploy source maps', () => {
    expect(hosting.ignore).toContain('**/*.map');
  });
});
