import { CALENDAR_API } from '@edma/contract/calendar';
import { eventPagePath } from '@edma/contract/calendar-texts';
import lighthouse from 'lighthouse';
import { launchDebuggableChromium } from '../lib/chromium.ts';
import { medianRun } from '../lib/median-run.ts';
import { startPreview } from '../lib/preview-server.ts';
import { waitForQuietCpu } from '../lib/quiet-cpu.ts';
import type { Section } from '../lib/section.ts';

/** Stands for the calendar's first event's page, found when the section runs. */
export const EVENT_PAGE = '/calendar/{first event}';

/**
 * Every public page (an event's page stands for all of them), and the sign-in pages a visitor
 * reaches from them ("Register Us Today", "Login").
 */
export const LIGHTHOUSE_ROUTES = [
  '/',
  '/events',
  '/gallery',
  '/committee',
  '/members',
  '/calendar',
  '/contact',
  '/privacy',
  EVENT_PAGE,
  '/register',
  '/login',
];
const SIGN_IN_ROUTES = ['/register', '/login'];

/** The first event of the calendar, whose page is measured (events are the committee's, their ids the data's). */
async function firstEventPage(siteUrl: string): Promise<string> {
  const answer = (await (await fetch(`${siteUrl}${CALENDAR_API.events.path}`)).json()) as unknown;
  const events = CALENDAR_API.events.response.parse(answer).events;
  if (events.length === 0) throw new Error('The calendar has no event whose page to measure.');
  return eventPagePath(events[0]!.id);
}
/**
 * Runs per route; the report shown is the median by performance score. One run on a shared machine
 * swings by 10 points or more (TBT counts every task that another process stretched).
 */
const RUNS = 5;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface RouteReport {
  path: string;
  scores: Record<(typeof CATEGORIES)[number], number | null>;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  fcpMs: number | null;
  /** Audits that lost points in accessibility, best practices or SEO: what to fix. */
  failedAudits: string[];
  /** Every run's performance score, lowest first (the report is the median run). */
  performanceRuns: number[];
  seconds: number;
}

type Audit = Omit<RouteReport, 'path' | 'seconds' | 'performanceRuns'>;

const score = (value: number | null | undefined) => (value === null || value === undefined ? null : Math.round(value * 100));
const rounded = (value: number | undefined, digits = 0) => (value === undefined ? null : Number(value.toFixed(digits)));

async function audit(url: string): Promise<Audit> {
  // A fresh Chromium and profile per page: no cache or service worker carries over.
  const chromium = await launchDebuggableChromium();
  try {
    const result = await lighthouse(url, { port: chromium.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const failedAudits = CATEGORIES.filter((c) => c !== 'performance').flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${category}: ${ref.id}`),
    );
    return {
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(lhr.categories[c]?.score)])) as RouteReport['scores'],
      lcpMs: rounded(lhr.audits['largest-contentful-paint']?.numericValue),
      tbtMs: rounded(lhr.audits['total-blocking-time']?.numericValue),
      cls: rounded(lhr.audits['cumulative-layout-shift']?.numericValue, 3),
      fcpMs: rounded(lhr.audits['first-contentful-paint']?.numericValue),
      failedAudits,
    };
  } finally {
    await chromium.close();
  }
}

export const lighthouseSection: Section = {
  name: 'lighthouse',
  title: '2. Lighthouse (mobile preset, simulated throttling) on the production build',
  phase: 'emulators',
  timeoutMs: 1_200_000,
  async run(context) {
    const dist = await context.productionBuild();
    // /members shows the seeded directory through the Hosting emulator, like the live site.
    await context.directory();
    const preview = await startPreview(4170 + context.options.slot, context.suite().urls.site);
    const reports: RouteReport[] = [];
    // The CPUs' idle share just before each run (after waiting up to 90 s for 85 %).
    const quietBefore: number[] = [];
    try {
      const eventPage = await firstEventPage(preview.url);
      for (const route of LIGHTHOUSE_ROUTES) {
        const path = route === EVENT_PAGE ? eventPage : route;
        const t0 = performance.now();
        context.log(`Lighthouse ${path} (${RUNS} runs)`);
        const runs: Audit[] = [];
        for (let run = 0; run < RUNS; run++) {
          quietBefore.push(await waitForQuietCpu());
          runs.push(await audit(`${preview.url}${path}`));
        }
        reports.push({ path: route, ...medianRun(runs), seconds: Number(((performance.now() - t0) / 1000).toFixed(1)) });
      }
    } finally {
      await preview.close();
    }
    const min = (category: (typeof CATEGORIES)[number]) => Math.min(...reports.map((r) => r.scores[category] ?? 0));
    const signIn = reports.filter((r) => SIGN_IN_ROUTES.includes(r.path));
    return {
      data: {
        build: dist,
        preset: 'mobile (Lighthouse default)',
        units: { scores: '0-100', lcpMs: 'ms', tbtMs: 'ms', cls: 'unitless' },
        routes: reports,
      },
      tables: [
        {
          title: this.title,
          headers: ['route', 'perf', 'perf runs', 'a11y', 'best pr.', 'SEO', 'LCP ms', 'TBT ms', 'CLS'],
          rows: reports.map((r) => [
            r.path,
            r.scores.performance,
            r.performanceRuns.join(' '),
            r.scores.accessibility,
            r.scores['best-practices'],
            r.scores.seo,
            r.lcpMs,
            r.tbtMs,
            r.cls,
          ]),
          notes: [
            `The median of ${RUNS} runs per route by performance score (every run's score beside it, lowest first); LCP, TBT and CLS are the median run's.`,
            `Each run waits for the CPUs to be 85 % idle (the seeded directory's triggers, the build), up to 90 s; idle before the runs: ${Math.round(Math.min(...quietBefore) * 100)}-${Math.round(Math.max(...quietBefore) * 100)} %.`,
            'Served by vite preview of web/dist-bench; /api goes to the Hosting emulator (so /members lists the 1,000 seeded families).',
            'Every public page (/calendar as its frame, the month drawn in the browser) and /register and /login are prerendered at build time: they paint before any script runs, and ask for their scripts at low priority.',
            "An event's page is made from the build's frame by the API's own function (its share tags and the preload of its booking terms), as Hosting serves it.",
            ...reports.flatMap((r) => (r.failedAudits.length ? [`${r.path} lost points on: ${r.failedAudits.join(', ')}`] : [])),
          ],
        },
      ],
      summary: [
        `Lighthouse lowest of ${reports.length} routes: performance ${min('performance')}, accessibility ${min('accessibility')}, best practices ${min('best-practices')}, SEO ${min('seo')}; worst LCP ${Math.max(...reports.map((r) => r.lcpMs ?? 0))} ms`,
        `Lighthouse sign-in pages: ${signIn.map((r) => `${r.path} performance ${r.scores.performance}, LCP ${r.lcpMs} ms`).join('; ')}`,
      ],
    };
  },
};
