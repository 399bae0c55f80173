import { expect, test } from '@playwright/test';
import { CALENDAR_API } from '@edma/contract/calendar';
import { CALENDAR_PATHS } from '@edma/contract/calendar-texts';

/*
 * How the site shows itself wherever it is opened: each route's title and share tags in its HTML
 * (link previews do not run JavaScript), the web app manifest and icons, the calendar feed, the
 * Malayalam webfont, and the security headers (the accessibility sweep's public pass finds no
 * Content-Security-Policy violation on any page).
 */

const ROUTES = [
  { path: '/', title: 'EDMA - East Devon Malayalee Association' },
  { path: '/events', title: 'Videos - EDMA' },
  { path: '/calendar', title: 'Event Calendar - EDMA' },
  { path: '/members', title: 'Family Members - EDMA' },
  { path: '/chitti-B', title: 'Chitty-B - EDMA' },
];

test.describe('each route introduces itself', () => {
  for (const route of ROUTES) {
    test(`${route.path} has its own title, description and Open Graph tags in its HTML`, async ({ request, baseURL }) => {
      const response = await request.get(route.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<title>${route.title}</title>`);
      expect(html).toContain(`<meta property="og:title" content="${route.title}" />`);
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}" \/>/);
      expect(html).toContain(`<meta property="og:url" content="${new URL(route.path, baseURL).href}" />`);
      const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
      expect(image).toBe(new URL('/images/share.png', baseURL).href);
      const imageResponse = await request.get(image!);
      expect(imageResponse.headers()['content-type']).toBe('image/png');
    });
  }

  test('the tab title follows in-app navigation', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('EDMA - East Devon Malayalee Association');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Calendar' }).click();
    await expect(page).toHaveTitle('Event Calendar - EDMA');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Committee' }).click();
    await expect(page).toHaveTitle('Executive Committee - EDMA');
  });

  test('sitemap.xml lists the public routes and none of the signed-in ones', async ({ request, baseURL }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    for (const path of ['/', '/events', '/gallery', '/committee', '/members', '/calendar', '/contact', '/register']) {
      expect(xml).toContain(`<loc>${new URL(path, baseURL).href}</loc>`);
    }
    expect(xml).not.toMatch(/dashboard|login|chitti/);
    expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${new URL('/sitemap.xml', baseURL).href}`);
  });
});

test('the web app manifest makes the site installable, with icons that load', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({ name: 'East Devon Malayalee Association', short_name: 'EDMA', start_url: '/', display: 'standalone' });
  const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon: { purpose?: string }) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons as { src: string; type: string }[]) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()['content-type'], icon.src).toContain(icon.type);
  }
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect((await request.get(touchIcon!)).status()).toBe(200);
});

test('/events.ics is a calendar phones can subscribe to, with every event of the calendar page', async ({ request, page }) => {
  const response = await request.get(CALENDAR_PATHS.feed);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/calendar');
  const ics = await response.text();
  expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(ics).toContain('X-WR-CALNAME:EDMA Events');
  // Every event the calendar page lists (the seeded ten, and any a committee test added).
  const listed = (await (await request.get(CALENDAR_API.events.path)).json()) as { events: unknown[] };
  expect(listed.events.length).toBeGreaterThanOrEqual(10);
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(listed.events.length);
  expect(ics).toContain('SUMMARY:Onam Celebration');
  expect(ics).toContain('DTSTART;VALUE=DATE:20250920');
  // Pages point calendar apps at it.
  await page.goto('/calendar');
  await expect(page.locator('link[rel="alternate"][type="text/calendar"]')).toHaveAttribute('href', '/events.ics');
});

test('the Malayalam line renders with the Malayalam webfont on a machine without one', async ({ page }) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) fontRequests.push(request.url());
  });
  await page.goto('/');
  const line = page.locator('.home-hero__malayalam');
  await expect(line).toHaveText('ഈസ്റ്റ് ഡെവൺ മലയാളി അസോസിയേഷൻ');
  const loaded = await line.evaluate(async (element) => {
    await document.fonts.ready;
    const faces = [...document.fonts].filter((face) => face.family.replace(/"/g, '') === 'Noto Sans Malayalam');
    return {
      status: faces.map((face) => face.status),
      display: faces.map((face) => face.display),
      unicodeRange: faces.map((face) => face.unicodeRange),
      check: document.fonts.check('16px "Noto Sans Malayalam"', element.textContent ?? ''),
    };
  });
  expect(loaded.status).toEqual(['loaded']);
  expect(loaded.display).toEqual(['swap']);
  expect(loaded.unicodeRange[0]).toContain('U+D00-D7F');
  expect(loaded.check).toBe(true);
  expect(fontRequests).toEqual([expect.stringMatching(/noto-sans-malayalam-malayalam-400-normal-[\w-]+\.woff2$/)]);

  // The browser says which face drew each glyph: every Malayalam letter from the webfont (on Linux
  // `system-ui` claims these code points and draws empty boxes). Spaces fall outside its
  // unicode-range by design and are the machine's choice, so the line is checked on its letters.
  await line.evaluate(async (element) => {
    element.textContent = (element.textContent ?? '').replace(/[^\u0D00-\u0D7F\u200C\u200D]/gu, '');
    // The fonts of a node are those of its last layout: asked before the changed text is laid out
    // and painted, the browser answers none. Two frames: the next one has laid it out and drawn it.
    await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));
  });
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('DOM.enable');
  await devtools.send('CSS.enable');
  const { root } = await devtools.send('DOM.getDocument');
  const { nodeId } = await devtools.send('DOM.querySelector', { nodeId: root.nodeId, selector: '.home-hero__malayalam' });
  const { fonts } = await devtools.send('CSS.getPlatformFontsForNode', { nodeId });
  expect(fonts.map((font) => font.familyName)).toEqual(['Noto Sans Malayalam']);
  expect(fonts[0]!.glyphCount).toBeGreaterThan(0);
});

test('a page without Malayalam text does not download the font', async ({ page }) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) fontRequests.push(request.url());
  });
  await page.goto('/calendar');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  expect(fontRequests).toEqual([]);
});

test.describe('security headers', () => {
  test('pages carry the CSP, Permissions-Policy and HSTS, and are never cached', async ({ request }) => {
    for (const path of ['/', '/login', '/an-unknown-page']) {
      const headers = (await request.get(path)).headers();
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
      // WebAssembly compiles (the door's QR reader) but no eval; the camera is the site's own (the door's scan), no one else's.
      expect(headers['content-security-policy'], path).toContain("script-src 'self' 'wasm-unsafe-eval' https://apis.google.com");
      expect(headers['permissions-policy'], path).toContain('camera=(self)');
      expect(headers['permissions-policy'], path).toContain('microphone=()');
      expect(headers['strict-transport-security'], path).toContain('max-age=31536000');
      expect(headers['cache-control'], path).toBe('no-cache');
    }
  });
});
