import react from '@vitejs/plugin-react';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, loadEnv, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import type { BuildManifest } from './src/app/build-manifest.ts';
import { prerenderLinks } from './src/app/prerender-links.ts';
import { APP_SHELL_PATH, EVENT_PAGE_SHELL_PATH } from '@edma/contract/app-shell';
import { FIRST_VIEW_CONTENT, FOOTER_DATA } from './src/app/first-view-data.ts';
import { FIXED_ROUTES, ROUTES, type RouteMeta } from './src/app/route-table.ts';
import { robotsTxt, routeHtml, routeHtmlFile, sitemapXml } from './src/app/site-files.ts';

/** Explicit Firebase web config for a production build: all of these, or none (then Hosting's init.json). */
export const FIREBASE_BUILD_KEYS = [
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_APP_ID',
];

/**
 * The site's public address: VITE_SITE_URL (environment or web/.env.production*, e.g. a custom
 * domain), else the project's default Hosting address that `firebase deploy` passes to the build.
 */
const siteUrlOf = (env: Record<string, string | undefined>) => env.VITE_SITE_URL || env.EDMA_DEFAULT_SITE_URL || '';

/** What is wrong with a production build's settings; empty when it may go ahead. */
export function productionConfigProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  const siteUrl = siteUrlOf(env);
  if (!/^https?:\/\/[^/]+/.test(siteUrl)) {
    problems.push(
      `VITE_SITE_URL is ${siteUrl ? `not an absolute URL ("${siteUrl}")` : 'not set'}: the site's public address, for link previews and the sitemap ` +
        '(firebase deploy sets https://<project>.web.app; set it for a custom domain).',
    );
  }
  const given = FIREBASE_BUILD_KEYS.filter((key) => env[key]);
  if (given.length > 0 && given.length < FIREBASE_BUILD_KEYS.length) {
    const missing = FIREBASE_BUILD_KEYS.filter((key) => !env[key]);
    problems.push(
      `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing: give every VITE_FIREBASE_* value, or none to use Hosting's /__/firebase/init.json.`,
    );
  }
  if (env.VITE_EMULATORS === 'true') problems.push('VITE_EMULATORS=true: emulator builds use --mode emulator.');
  return problems;
}

/**
 * Files beside index.html that must exist without running the app: one HTML file per route with its
 * own title and share tags, sitemap.xml and robots.txt. (The calendar feed /events.ics is served by the
 * API from the committee's events.)
 */
function siteFiles(siteUrl: string, define: Record<string, string>): Plugin {
  let outDir = 'dist';
  let root = '.';
  let mode = 'production';
  const generated = (): Record<string, { type: string; body: () => string }> => ({
    '/sitemap.xml': { type: 'application/xml; charset=utf-8', body: () => sitemapXml(FIXED_ROUTES, siteUrl) },
    '/robots.txt': { type: 'text/plain; charset=utf-8', body: () => robotsTxt(siteUrl) },
  });
  return {
    name: 'edma-site-files',
    configResolved(config) {
      root = config.root;
      mode = config.mode;
      outDir = resolve(config.root, config.build.outDir);
    },
    transformIndexHtml(html) {
      return routeHtml(html, ROUTES.home, siteUrl);
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const file = generated()[request.url?.split('?')[0] ?? ''];
        if (!file) return next();
        response.setHeader('Content-Type', file.type);
        response.end(file.body());
      });
    },
    configurePreviewServer(server) {
      // As Hosting's last rewrite: an address without a file of its own gets the app's bare page,
      // not index.html (the home page, prerendered), which another page would hydrate.
      server.middlewares.use((request, _response, next) => {
        const path = request.url?.split('?')[0] ?? '/';
        const hasFile = path === '/' || path.includes('.') || path.startsWith('/api/') || existsSync(join(outDir, `${path.slice(1)}.html`));
        // An event's page is the API's on Hosting (its share tags), made from this file.
        if (request.method === 'GET' && !hasFile) request.url = EVENT_PAGE.test(path) ? EVENT_PAGE_SHELL_PATH : APP_SHELL_PATH;
        next();
      });
    },
    async closeBundle(error) {
      // Runs after a failed build too: then the error is what to report, not a missing index.html.
      if (error) return;
      const indexHtml = readFileSync(join(outDir, 'index.html'), 'utf8');
      const bodies = await prerenderBodies(root, mode, define);
      const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
      // The bare app for every address without a file of its own (before index.html becomes the home page).
      writeFileSync(join(outDir, APP_SHELL_PATH.slice(1)), indexHtml);
      // An event's page: the same, with its scripts and the events' answer linked (the API adds the event's share tags).
      writeFileSync(join(outDir, EVENT_PAGE_SHELL_PATH.slice(1)), withFirstView(indexHtml, ROUTES.event, bodies, manifest));
      for (const meta of FIXED_ROUTES) {
        const html = routeHtml(indexHtml, meta, siteUrl);
        writeFileSync(join(outDir, routeHtmlFile(meta)), meta.firstView ? withFirstView(html, meta, bodies, manifest) : html);
      }
      for (const [path, file] of Object.entries(generated())) writeFileSync(join(outDir, path.slice(1)), file.body());
    },
  };
}

/**
 * The HTML of the routes whose first view is `prerendered` (src/app/prerender.tsx), rendered by a server build of
 * the app made beside the client's, so each of those pages shows before any of its script arrives.
 */
async function prerenderBodies(root: string, mode: string, define: Record<string, string>): Promise<Map<string, string>> {
  const outDir = mkdtempSync(join(tmpdir(), 'edma-prerender-'));
  try {
    await build({
      configFile: false,
      root,
      mode,
      logLevel: 'warn',
      plugins: [react()],
      define,
      // One self-contained file; Firebase is only reached by loaders that never run at build time.
      ssr: { noExternal: true },
      build: {
        ssr: 'src/app/prerender.tsx',
        outDir,
        emptyOutDir: true,
        copyPublicDir: false,
        rollupOptions: { external: [/^firebase(\/|$)/, /^@firebase\//] },
      },
    });
    const { prerenderRoute } = (await import(pathToFileURL(join(outDir, 'prerender.js')).href)) as typeof import('./src/app/prerender.tsx');
    const bodies = new Map<string, string>();
    // A route with a parameter (an event's page) first shows the same for every value: rendered at one.
    for (const meta of [...FIXED_ROUTES, ROUTES.event]) {
      if (meta.firstView?.prerendered) bodies.set(meta.path, await prerenderRoute(meta.path.replace(/:[^/]+/g, 'x')));
    }
    return bodies;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * The door screen's service worker (src/features/door/door-sw.ts), built beside the app as one
 * self-contained script at a fixed address (/door-sw.js): a worker's script cannot be a hashed asset
 * the page would have to know, and it must not share chunks with the app.
 */
function doorServiceWorker(): Plugin {
  let outDir = 'dist';
  let root = '.';
  let mode = 'production';
  return {
    name: 'edma-door-service-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      mode = config.mode;
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle(error) {
      if (error) return;
      await build({
        configFile: false,
        root,
        mode,
        logLevel: 'warn',
        // Workbox logs in development builds only: the worker is always a production one.
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          outDir,
          emptyOutDir: false,
          minify: true,
          copyPublicDir: false,
          target: 'es2022',
          lib: { entry: 'src/features/door/door-sw.ts', formats: ['iife'], name: 'edmaDoorServiceWorker', fileName: () => 'door-sw.js' },
        },
      });
    },
  };
}

/** The Firebase SDK's own packages (not its CSS or anything else of ours). */
const FIREBASE_PACKAGE = /[\\/]node_modules[\\/](firebase|@firebase)[\\/]/;

const ROOT_ELEMENT = '<div id="root"></div>';
const EVENT_PAGE = /^\/calendar\/[^/]+$/;
/**
 * A route's page with the styles and scripts of its first view linked from its head, the public data
 * that view asks for fetched beside them, and, when prerendered, that view in #root.
 */
function withFirstView(html: string, meta: RouteMeta, bodies: Map<string, string>, manifest: BuildManifest): string {
  if (!html.includes(ROOT_ELEMENT) || !html.includes('</head>')) throw new Error(`index.html has no ${ROOT_ELEMENT} to prerender into`);
  const content = FIRST_VIEW_CONTENT[meta.path];
  const links = [
    prerenderLinks(manifest, meta.firstView?.modules ?? [], { readsContent: content?.largestPaint === true }),
    ...dataPreloads(content ? [content.answer, FOOTER_DATA] : [FOOTER_DATA]),
  ].join('\n    ');
  const body = bodies.get(meta.path);
  return scriptsAfterPaint(stylesFirst(html.replace('</head>', () => `  ${links}\n  </head>`))).replace(
    ROOT_ELEMENT,
    () => `<div id="root">${body ?? ''}</div>`,
  );
}

const STYLESHEET = /^\s*<link rel="stylesheet"[^>]*>\n/gm;
/**
 * The head with every stylesheet before the scripts: they are all a prerendered page waits for to
 * show, so they go first into the phone's few connections, ahead of the scripts that only hydrate it.
 */
function stylesFirst(html: string): string {
  const styles = html.match(STYLESHEET) ?? [];
  const firstScript = html.indexOf('<script type="module"');
  if (styles.length === 0 || firstScript < 0) return html;
  const withoutStyles = html.replace(STYLESHEET, '');
  const at = withoutStyles.lastIndexOf('\n', withoutStyles.indexOf('<script type="module"')) + 1;
  return withoutStyles.slice(0, at) + styles.join('') + withoutStyles.slice(at);
}

const SCRIPT_TAG = /<(script type="module"|link rel="modulepreload")/g;
/**
 * A prerendered page's scripts at low priority: its HTML and styles paint it, the scripts only take
 * it over and draw fetched content, so on a phone's slow link they should not hold back its first
 * paint. (Chromium fetches module scripts at high priority, as if each blocked rendering; measured,
 * Lighthouse then sometimes counted the entry in the first paint: /privacy 96 with an FCP of 2.0 s
 * against 98 and 0.9 s.) The bare app's scripts are its first paint and keep their priority.
 */
const scriptsAfterPaint = (html: string) => html.replace(SCRIPT_TAG, (tag) => `${tag} fetchpriority="low"`);

// `crossorigin` makes the preload a CORS-mode request with same-origin credentials, as the page's
// own fetch() is: the browser hands that fetch the preloaded answer instead of asking again.
const dataPreloads = (paths: readonly string[]) => paths.map((path) => `<link rel="preload" as="fetch" crossorigin href="${path}">`);

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, import.meta.dirname, '');
  const emulatorBuild = env.VITE_EMULATORS === 'true';
  if (command === 'build' && mode === 'production') {
    const problems = productionConfigProblems(env);
    if (problems.length > 0) throw new Error(`The production build is missing configuration:\n- ${problems.join('\n- ')}`);
  }
  // A literal at every use site, so production builds drop emulator-only code and its chunks.
  const define = {
    __EMULATOR_BUILD__: JSON.stringify(emulatorBuild),
    // The calendar's prerendered title names this year until the page runs and knows today's (calendar-page.tsx).
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  };
  return {
    plugins: [react(), siteFiles(siteUrlOf(env) || 'http://localhost:5173', define), doorServiceWorker()],
    define,
    resolve: {
      // reactfire imports the Realtime Database for hooks the app never calls (no-realtime-database.ts).
      alias: [
        { find: /^firebase\/database$/, replacement: resolve(import.meta.dirname, 'src/firebase/no-realtime-database.ts') },
        // The console's sections reach shared web code by this name, not by ../../../../ (tsconfig.base.json says the same).
        { find: /^@web\//, replacement: `${resolve(import.meta.dirname, 'src')}/` },
      ],
    },
    build: {
      target: 'es2022',
      // Source maps are written for the bundle analysis (bench, budgets) but not referenced from the
      // code, and firebase.json does not deploy them.
      sourcemap: 'hidden',
      // Read by the bundle budget tests to follow each route's first-load chunks.
      manifest: true,
      // The lazily loaded Firebase chunk (sign-in, dashboard, draws) is ~500 KB minified.
      chunkSizeWarningLimit: 600,
      rolldownOptions: {
        // reactfire's one module imports every Firebase product it has hooks for. Firebase's packages
        // do not say they are free of side effects; taken at their word that a product nothing uses
        // needs no code, only the products the app calls (Auth, Firestore) reach the bundle.
        treeshake: { moduleSideEffects: (id) => !FIREBASE_PACKAGE.test(id) },
      },
    },
    // `npm run dev`: hot reload against the emulators of a running `npm start` (web/.env.emulator).
    server: {
      port: 5173,
      proxy: Object.fromEntries(
        ['/api', '/events.ics'].map((path) => [path, { target: env.EDMA_DEV_API_ORIGIN || 'http://127.0.0.1:5000', changeOrigin: false }]),
      ),
    },
    test: {
      name: 'web',
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      css: false,
      // A safety limit, not a speed goal (speed lives in the bench): user-event typing through a
      // whole form takes several seconds on a busy 2-core machine.
      testTimeout: 20_000,
      // One jsdom per worker instead of one per file (each file still gets its own module graph).
      pool: 'vmThreads',
    },
  };
});
