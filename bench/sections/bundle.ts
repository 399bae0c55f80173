import {
  chunkSources,
  firstLoadFiles,
  gzipSize,
  memberLoadFiles,
  readManifest,
  signedInLoadFiles,
} from '../../tests/budgets/web-bundle.ts';
import type { Section } from '../lib/section.ts';

const KB = 1024;
const SIGN_IN_BUDGET_KB = 150;

type RouteKind = 'public' | 'signed-in' | 'member' | 'live';
/**
 * Every route and the page chunk it loads. Signed-in pages (under AuthRoot) also load AuthRoot and
 * Firebase Auth beside the page; member pages add the signed-in area (the API session and TanStack
 * Query); live pages (the draws) bring Firestore in their own chunks.
 */
export const ROUTES: { path: string; source: string; kind: RouteKind }[] = [
  { path: '/', source: 'src/features/home/home-page.tsx', kind: 'public' },
  { path: '/events', source: 'src/features/videos/videos-page.tsx', kind: 'public' },
  { path: '/gallery', source: 'src/features/gallery/gallery-page.tsx', kind: 'public' },
  { path: '/committee', source: 'src/features/executive-committee/executive-committee-page.tsx', kind: 'public' },
  { path: '/calendar', source: 'src/features/calendar/calendar-page.tsx', kind: 'public' },
  { path: '/contact', source: 'src/features/contact/contact-page.tsx', kind: 'public' },
  { path: '/members', source: 'src/features/directory/members-page.tsx', kind: 'public' },
  { path: '/privacy', source: 'src/features/privacy-notice/privacy-notice-page.tsx', kind: 'public' },
  { path: '/calendar/{eventId}', source: 'src/features/bookings/event-page.tsx', kind: 'public' },
  { path: '/register', source: 'src/features/registration/register-page.tsx', kind: 'signed-in' },
  { path: '/login', source: 'src/features/auth/login-page.tsx', kind: 'signed-in' },
  { path: '/dashboard', source: 'src/features/dashboard/dashboard-page.tsx', kind: 'member' },
  { path: '/committee-console', source: 'src/console/committee-console-page.tsx', kind: 'member' },
  { path: '/chitti-A', source: 'src/features/draws/draw-page.tsx', kind: 'live' },
];

/**
 * First loads (gzip KB) measured by this section on the commit before the one API session
 * (91ea3b4^), when TanStack sat in a chunk of the console's: the base for what the one data layer
 * costs the member routes. The entry every route loads is there to tell shared growth apart.
 */
export const BEFORE_ONE_SESSION = {
  commit: '91ea3b4^',
  kb: { '/': 87.9, '/dashboard': 235.3, '/committee-console': 262.7 } as Record<string, number>,
};

const FIREBASE_SOURCE = /(^|\/)node_modules\/(firebase|@firebase)\//;
const TANSTACK_SOURCE = /(^|\/)node_modules\/@tanstack\//;

export const bundleSection: Section = {
  name: 'bundle',
  title: '1. Bundle: gzipped JavaScript on first load, per route',
  phase: 'build',
  untimed: true,
  timeoutMs: 120_000,
  async run(context) {
    const dist = await context.productionBuild();
    const manifest = readManifest(dist);
    const routes = ROUTES.map((route) => {
      // What paints the page (the entry and the page chunk), then all it loads before it works.
      const paintFiles = firstLoadFiles(manifest, route.source);
      const files =
        route.kind === 'signed-in'
          ? signedInLoadFiles(manifest, route.source)
          : route.kind === 'member'
            ? memberLoadFiles(manifest, route.source)
            : paintFiles;
      const sizes = files.map((file) => {
        const sources = chunkSources(file, dist);
        return {
          file,
          gzipBytes: gzipSize(file, dist),
          firebase: sources.some((source) => FIREBASE_SOURCE.test(source)),
          // TanStack shares its chunk with nothing else when Vite splits it out; in a mixed chunk it counts whole.
          tanstack: sources.some((source) => TANSTACK_SOURCE.test(source)),
        };
      });
      const sum = (list: typeof sizes) => list.reduce((total, s) => total + s.gzipBytes, 0);
      const firebaseGzipBytes = sum(sizes.filter((s) => s.firebase));
      const tanstackGzipBytes = sum(sizes.filter((s) => s.tanstack));
      return {
        path: route.path,
        kind: route.kind,
        files: sizes,
        totalGzipBytes: sum(sizes),
        paintGzipBytes: sum(sizes.filter((s) => paintFiles.includes(s.file))),
        firebaseGzipBytes,
        tanstackGzipBytes,
        loadsFirebase: firebaseGzipBytes > 0,
      };
    });
    const publicWithFirebase = routes.filter((r) => r.kind === 'public' && r.loadsFirebase).map((r) => r.path);
    const home = routes.find((r) => r.path === '/')!;
    const signIn = routes.filter((r) => r.path === '/register' || r.path === '/login');
    const sinceOneSession = (path: string) => {
      const before = BEFORE_ONE_SESSION.kb[path];
      const now = routes.find((r) => r.path === path)!.totalGzipBytes / KB;
      return before === undefined ? undefined : Number((now - before).toFixed(1));
    };
    const signed = (kb: number) => `${kb >= 0 ? '+' : ''}${kb.toFixed(1)}`;
    const members = routes.filter((r) => r.kind === 'member');
    return {
      data: {
        unit: 'bytes (gzip -9)',
        homeBudgetBytes: 90 * KB,
        signInBudgetBytes: SIGN_IN_BUDGET_KB * KB,
        routes,
        publicRoutesLoadingFirebase: publicWithFirebase,
      },
      tables: [
        {
          title: this.title,
          headers: [
            'route',
            'kind',
            'JS files',
            'gzip KB',
            'paints with KB',
            'in Firebase chunks KB',
            'in TanStack chunks KB',
            'since one session KB',
            'loads Firebase',
          ],
          rows: routes.map((r) => [
            r.path,
            r.kind,
            r.files.length,
            r.totalGzipBytes / KB,
            r.paintGzipBytes / KB,
            r.firebaseGzipBytes / KB,
            r.tanstackGzipBytes / KB,
            r.kind === 'member' || r.path === '/' ? signed(sinceOneSession(r.path)!) : '',
            r.loadsFirebase,
          ]),
          notes: [
            "First load = the entry chunk and its static imports + the route's lazy page chunk (Vite manifest); signed-in routes add AuthRoot and Firebase Auth, which load beside the page; member routes (dashboard, console) add the signed-in area: the one API session and TanStack Query.",
            '"In TanStack chunks" = the chunks TanStack Query is built into: what the one data layer costs the member routes (goal: at most +3 KB gzip over keeping it inside the console\'s chunk); /register and /login load none of it.',
            `"Since one session" = this first load less the same route's on ${BEFORE_ONE_SESSION.commit} (the commit before the one API session, measured by this section: ${Object.entries(
              BEFORE_ONE_SESSION.kb,
            )
              .map(([path, kb]) => `${path} ${kb}`)
              .join(', ')} KB); the row of / is the growth of the entry every route shares, and later features count in it too.`,
            '"Paints with" = the entry and the page chunk alone: what shows the page (for /register and /login, their text and sign-in button).',
            `Budgets (checked by npm test): / at most 90 KB; the other public routes at most 100 KB, painting without zod; public routes load no Firebase; /register and /login at most ${SIGN_IN_BUDGET_KB} KB with Auth, painting without Firebase; only the draws load Firestore.`,
          ],
        },
      ],
      summary: [
        `Bundle: / ${(home.totalGzipBytes / KB).toFixed(1)} KB gzip (budget 90); ${signIn.map((r) => `${r.path} ${(r.totalGzipBytes / KB).toFixed(1)} KB with Auth`).join(', ')} (budget ${SIGN_IN_BUDGET_KB}); public routes with Firebase: ${publicWithFirebase.length === 0 ? 'none' : publicWithFirebase.join(', ')}`,
        `Member routes since the one API session: ${members.map((r) => `${r.path} ${signed(sinceOneSession(r.path)!)} KB`).join(', ')} (of which the shared entry ${signed(sinceOneSession('/')!)} KB; goal +3 KB)`,
      ],
    };
  },
};
