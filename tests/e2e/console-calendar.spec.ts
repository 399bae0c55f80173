import { LIVE_STREAM_SEED } from '@edma/contract/content-seed';
import { associationToday } from '@edma/contract/dates';
import { CALENDAR_API, type CalendarEvent } from '@edma/contract/calendar';
import { CALENDAR_PATHS } from '@edma/contract/calendar-texts';
import { VIDEOS_API } from '@edma/contract/videos';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { committeeToken } from './family-fixtures.ts';
import { CHAIR, closeOwnContextsAfterEach, expectPhoneWidth, openConsole } from './fixtures.ts';

closeOwnContextsAfterEach();

/*
 * The committee edits the public content in the console, at phone width, and the public pages and
 * the calendar feed show it: an event on /calendar and in /events.ics, the live-stream banner on
 * /events. The other browser tests count the spec's events and videos, so whatever this test
 * changes is put back afterwards.
 */

const suffix = Date.now().toString(36);
const title = `Quiz Night ${suffix}`;
const bannerTitle = `Live Stream Vishu ${suffix}`;

/**
 * Tomorrow in the association's time zone, as yyyy-MM-dd: an upcoming event, which the console lists
 * first (a past one goes into its closed list of past events).
 */
function tomorrow(): string {
  const [year, month, day] = associationToday().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}
const eventDate = tomorrow();
/** The calendar's caption for the event's month, e.g. "December 2026". */
const eventMonth = new Date(`${eventDate}T12:00:00Z`).toLocaleString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const bannerYear = new Date().getFullYear() + 1;

/** Puts back what this test changed, through the API, whatever step it stopped at. */
async function restore(request: APIRequestContext) {
  const headers = { Authorization: `Bearer ${await committeeToken(request, CHAIR)}` };
  const list = (await (await request.get(CALENDAR_API.list.path, { headers })).json()) as { events: CalendarEvent[] };
  for (const event of list.events.filter((e) => e.title === title)) {
    await request.post(CALENDAR_API.remove.path, { headers, data: { id: event.id } });
  }
  const live = await request.post(VIDEOS_API.live.path, { headers, data: { ...LIVE_STREAM_SEED, video: LIVE_STREAM_SEED.youtubeId } });
  expect(live.status(), await live.text()).toBe(200);
}

/** /calendar on the event's month: it opens on this month, and tomorrow may be in the next. */
async function openEventMonth(page: Page) {
  await page.goto('/calendar');
  await expect(page.getByRole('heading', { level: 1, name: `EDMA ${new Date().getFullYear()} Event Calendar` })).toBeVisible();
  const month = page.locator('#calendar-month');
  if ((await month.textContent()) !== eventMonth) await page.getByRole('button', { name: 'Next month' }).click();
  await expect(month).toHaveText(eventMonth);
}

test.afterEach(async ({ request }) => restore(request));

test('the committee adds an event: it shows on /calendar and in the .ics feed, and can be removed again', async ({ browser, request }) => {
  const page = await openConsole(browser, 'calendar');
  await expect(page.getByRole('link', { name: 'Calendar' })).toHaveAttribute('aria-current', 'page');
  const form = page.getByRole('form', { name: 'Add an event' });
  await expect(form).toBeVisible();

  await form.getByLabel('Date').fill(eventDate);
  await form.getByLabel('Start time (UK)').fill('19:30');
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Location').fill('Honiton Community Centre');
  await form.getByLabel('Description (optional)').fill('Teams of four.');
  await form.getByRole('button', { name: 'Add event' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${title} was added to the calendar.` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 4, name: title })).toBeVisible();
  // Nothing wider than the phone.
  await expectPhoneWidth(page);

  const visitor = await browser.newPage();
  await openEventMonth(visitor);
  const day = visitor.locator(`button[data-date="${eventDate}"]`);
  await expect(day).toHaveAttribute('title', title);
  await day.click();
  const card = visitor.getByRole('article');
  await expect(card.getByRole('heading', { name: title })).toBeVisible();
  await expect(card).toContainText('Location: Honiton Community Centre');
  await expect(card).toContainText('Time: 07:30 PM');
  await expect(card).toContainText('Teams of four.');

  const feed = await request.get(CALENDAR_PATHS.feed);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const ics = await feed.text();
  expect(ics).toContain(`SUMMARY:${title}\r\n`);
  expect(ics).toContain(`DTSTART;TZID=Europe/London:${eventDate.replaceAll('-', '')}T193000\r\n`);

  await page.getByRole('button', { name: new RegExp(`^Remove ${title}, `) }).click();
  await page.getByRole('button', { name: 'Remove event' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${title} was removed from the calendar.` })).toBeVisible();
  await openEventMonth(visitor);
  await expect(visitor.locator(`button[data-date="${eventDate}"]`)).not.toHaveAttribute('title', title);
  expect(await (await request.get(CALENDAR_PATHS.feed)).text()).not.toContain(title);
});

test('the committee sets the live-stream banner: /events shows it and counts down to its start', async ({ browser }) => {
  const page = await openConsole(browser, 'videos');
  const form = page.getByRole('form', { name: 'Live-stream banner' });
  await expect(form.getByLabel('Banner title')).toHaveValue('Live Stream Onam 2025');
  await expect(page.getByRole('list', { name: 'Past event videos' }).getByRole('listitem')).toHaveCount(7);

  await form.getByLabel('Banner title').fill(bannerTitle);
  await form.getByLabel('Start date').fill(`${bannerYear}-04-17`);
  await form.getByLabel('Start time (UK)').fill('11:00');
  await form.getByLabel('Video').fill('https://youtu.be/vishuLive01');
  await form.getByRole('button', { name: 'Save banner' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The live-stream banner was saved.' })).toBeVisible();
  await expect(page.getByText(new RegExp(`^Now: ${bannerTitle}`))).toBeVisible();
  await expectPhoneWidth(page);
  await page.context().close();

  const visitor = await browser.newPage();
  await visitor.goto('/events');
  await expect(visitor.getByRole('heading', { level: 1, name: bannerTitle })).toBeVisible();
  await expect(visitor.getByRole('timer')).toBeVisible();
  await expect(visitor.getByText('Live Now')).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: `Play video: ${bannerTitle}` })).toBeVisible();
});
