import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { firstLoadFiles, gzipSize, readManifest } from '../../tests/budgets/web-bundle.ts';
import type { Section } from '../lib/section.ts';

const KB = 1024;
const FIREBASE_ROOT = 'src/firebase/firebase-root.tsx';

/** Every route and the page chunk it loads; signed-in and live pages also load the Firebase root. */
export const ROUTES: { path: string; source: string; public: boolean }[] = [
  { path: '/', source: 'src/features/home/home-page.tsx', public: true },
  { path: '/events', source: 'src/features/videos/videos-page.tsx', public: true },
  { path: '/gallery', source: 'src/features/gallery/gallery-page.tsx', public: true },
  { path: '/committee', source: 'src/features/executive-committee/executive-committee-page.tsx', public: true },
  { path: '/calendar', source: 'src/features/calendar/calendar-page.tsx', public: true },
  { path: '/contact', source: 'src/features/contact/contact-page.tsx', public: true },
  { path: '/members', source: 'src/features/directory/members-page.tsx', public: true },
  { path: '/register', source: 'src/features/registration/register-page.tsx', public: true },
  { path: '/login', source: 'src/features/auth/login-page.tsx', public: false },
  { path: '/dashboard', source: 'src/features/dashboard/dashboard-page.tsx', public: false },
  { path: '/chitti-A', source: 'src/features/draws/draw-page.tsx', public: false },
];

const FIREBASE_SOURCE = /(^|\/)node_modules\/(firebase|@firebase|reactfire|rxfire)\//;

/** True when the chunk's source map lists Firebase SDK modules among its sources. */
function bundlesFirebase(dist: string, file: string): boolean {
  const map = join(dist, `${file}.map`);
  if (!existsSync(map)) throw new Error(`No source map for ${file}: the bundle check reads source maps.`);
  const sources = (JSON.parse(readFileSync(map, 'utf8')) as { sources?: string[] }).sources ?? [];
  return sources.some((source) => FIREBASE_SOURCE.test(source));
}

export const bundleSection: Section = {
  name: 'bundle',
  title: '1. Bundle: gzipped JavaScript on first load, per route',
  phase: 'build',
  timeoutMs: 120_000,
  async run(context) {
    const dist = await context.productionBuild();
    const manifest = readManifest(dist);
    const routes = ROUTES.map((route) => {
      const files = new Set(firstLoadFiles(manifest, route.source));
      if (!route.public) for (const file of firstLoadFiles(manifest, FIREBASE_ROOT)) files.add(file);
      const sizes = [...files].map((file) => ({ file, gzipBytes: gzipSize(file, dist), firebase: bundlesFirebase(dist, file) }));
      const totalGzipBytes = sizes.reduce((sum, s) => sum + s.gzipBytes, 0);
      const firebaseGzipBytes = sizes.filter((s) => s.firebase).reduce((sum, s) => sum + s.gzipBytes, 0);
      return {
        path: route.path,
        public: route.public,
        files: sizes,
        totalGzipBytes,
        firebaseGzipBytes,
        loadsFirebase: firebaseGzipBytes > 0,
      };
    });
    const publicWithFirebase = routes.filter((r) => r.public && r.loadsFirebase).map((r) => r.path);
    const home = routes.find((r) => r.path === '/')!;
    return {
      data: { unit: 'bytes (gzip -9)', homeBudgetBytes: 90 * KB, routes, publicRoutesLoadingFirebase: publicWithFirebase },
      tables: [
        {
          title: this.title,
          headers: ['route', 'kind', 'JS files', 'gzip KB', 'in Firebase chunks KB', 'loads Firebase'],
          rows: routes.map((r) => [
            r.path,
            r.public ? 'public' : 'signed-in/live',
            r.files.length,
            r.totalGzipBytes / KB,
            r.firebaseGzipBytes / KB,
            r.loadsFirebase,
          ]),
          notes: [
            "First load = the entry chunk and its static imports + the route's lazy page chunk (Vite manifest).",
            'Budget (checked by npm test): / at most 90 KB; public routes load no Firebase.',
          ],
        },
      ],
      summary: [
        `Bundle: / ${(home.totalGzipBytes / KB).toFixed(1)} KB gzip (budget 90); public routes with Firebase: ${publicWithFirebase.length === 0 ? 'none' : publicWithFirebase.join(', ')}`,
      ],
    };
  },
};
