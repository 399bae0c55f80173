import { expect, test, type Page } from '@playwright/test';
import { CALENDAR_API } from '@edma/contract/calendar';
import { PRIVACY_NOTICE_TITLE } from '@edma/contract/privacy-notice-texts';
import { watchPageProblems } from './fixtures.ts';

/*
 * The public and sign-in pages are written into their HTML at build time (web/src/app/prerender.tsx),
 * so they show before any script arrives; the app then takes the same elements over (hydration).
 * The content the committee edits is not in that HTML: it arrives after, in place of its loading line.
 */

interface PrerenderedPage {
  path: string;
  heading: string;
  /** Something only the running app does: proves the page was taken over, not just shown. */
  running(page: Page): Promise<void>;
}

const signInEnabled = async (page: Page) => {
  // Enabled once Auth has arrived: the app runs and owns the button.
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
};
const contentArrived = async (page: Page) => {
  await expect(page.locator('#main').getByText(/^Loading/)).toHaveCount(0);
};

const PAGES: PrerenderedPage[] = [
  {
    path: '/',
    heading: 'East Devon Malayalee Association',
    running: async (page) => {
      const count = page.locator('.home-carousel__count');
      const first = await count.textContent();
      await page.getByRole('button', { name: 'Next event' }).click();
      await expect(count).not.toHaveText(first!);
    },
  },
  { path: '/events', heading: 'Videos', running: contentArrived },
  { path: '/gallery', heading: 'Photo Albums', running: contentArrived },
  { path: '/committee', heading: 'Executive Committee Members', running: contentArrived },
  { path: '/members', heading: 'Family Members', running: contentArrived },
  {
    path: '/calendar',
    heading: `EDMA ${new Date().getFullYear()} Event Calendar`,
    // The month it opens on is drawn once the page runs (the frame's placeholder is replaced).
    running: async (page) => {
      await expect(page.getByRole('table', { name: /\d{4}$/ })).toBeVisible();
      await contentArrived(page);
    },
  },
  {
    path: '/contact',
    heading: 'Contact Us',
    running: async (page) => {
      await expect(page.getByRole('region', { name: 'Get in Touch' }).getByRole('link', { name: /@/ })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    },
  },
  { path: '/privacy', heading: PRIVACY_NOTICE_TITLE, running: contentArrived },
  { path: '/register', heading: 'Family Details', running: signInEnabled },
  { path: '/login', heading: 'Welcome to EDMA', running: signInEnabled },
];

// Loading lines (a status), the videos page's hidden heading while it loads and the calendar's place
// for its month: replaced by content.
const REPLACED_ON_PURPOSE = /role="status"|class="visually-hidden"|calendar--waiting/;

for (const { path, heading, running } of PAGES) {
  test(`${path} shows its heading and navigation without JavaScript`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(path);
    // The videos page's heading is for screen readers until its banner arrives.
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeAttached();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
    await context.close();
  });

  test(`${path} is taken over as it is: no element drawn again, no mismatch reported`, async ({ page }) => {
    const problems = await watchPageProblems(page);
    // Records every element removed from the page's content once the HTML has been read.
    await page.addInitScript(() => {
      const removed: string[] = [];
      (window as unknown as { removedElements: string[] }).removedElements = removed;
      document.addEventListener('DOMContentLoaded', () => {
        new MutationObserver((records) => {
          for (const record of records) {
            for (const node of record.removedNodes) if (node instanceof Element) removed.push(node.outerHTML.slice(0, 120));
          }
        }).observe(document.getElementById('main')!, { childList: true, subtree: true });
      });
    });
    // Each answer the page's HTML preloads is asked for once: the app's own fetch is given the preloaded one.
    const apiRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiRequests.push(new URL(request.url()).pathname);
    });
    await page.goto(path);
    await running(page);
    const removed = await page.evaluate(() => (window as unknown as { removedElements: string[] }).removedElements);
    expect(removed.filter((html) => !REPLACED_ON_PURPOSE.test(html))).toEqual([]);
    // The footer fills in the committee's contact details after the page shows.
    await expect(page.getByRole('contentinfo').getByRole('link', { name: /@/ })).toBeVisible();
    expect(problems).toEqual([]);
    expect(apiRequests.filter((request, index) => apiRequests.indexOf(request) !== index)).toEqual([]);
  });
}

/**
 * The page as a slow phone has it: its HTML shown, its entry script held until `release()`. Not
 * waiting for the load event, which waits for that script.
 */
async function openBeforeItRuns(page: Page, path: string, heading: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  return release;
}

test('what a visitor typed in the directory before the page ran filters it once it runs', async ({ page }) => {
  const release = await openBeforeItRuns(page, '/members', 'Family Members');
  const nobody = `Nobody ${Date.now()}`;
  await page.getByLabel('Member Name').fill(nobody);
  release();
  await expect(page.getByRole('status')).toHaveText('No families found.');
  await expect(page.getByLabel('Member Name')).toHaveValue(nobody);
});

test('what a visitor typed in the contact form before the page ran is kept and sent; Send waits for the script', async ({ page }) => {
  const release = await openBeforeItRuns(page, '/contact', 'Contact Us');
  const fields = { Name: 'Early Typist', Email: 'early.typist@example.com', Message: `Typed before the page ran ${Date.now()}` };
  for (const [name, value] of Object.entries(fields)) await page.getByRole('textbox', { name, exact: true }).fill(value);
  // Sent now, the browser would put the fields in the page's address.
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeDisabled();
  const before = await page.getByRole('button', { name: 'Send Message' }).boundingBox();
  release();
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  // Styled from the HTML: nothing moved when the form's script and styles arrived.
  expect(await page.getByRole('button', { name: 'Send Message' }).boundingBox()).toEqual(before);
  for (const [name, value] of Object.entries(fields)) await expect(page.getByRole('textbox', { name, exact: true })).toHaveValue(value);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.locator('.contact-form').getByRole('status')).toHaveText('Message sent successfully!');
  expect(new URL(page.url()).search).toBe('');
});

test("an event's page shows its frame from the HTML (the same for every event) and is taken over as it is", async ({ page, request }) => {
  const problems = await watchPageProblems(page);
  const { events } = (await (await request.get(CALENDAR_API.events.path)).json()) as { events: { id: string; title: string }[] };
  const event = events[0]!;
  const html = await (await request.get(`/calendar/${event.id}`)).text();
  expect(html).toContain('Loading the event...');
  await page.goto(`/calendar/${event.id}`);
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  expect(problems).toEqual([]);
});

test('an address without a page of its own gets the bare app, not the home page to take over', async ({ page }) => {
  const problems = await watchPageProblems(page);
  const response = await page.goto('/no-such-page');
  expect(await response!.text()).not.toContain('home-hero');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  expect(problems).toEqual([]);
});
