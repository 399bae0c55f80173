import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { CALENDAR_API } from '@edma/contract/calendar';

/*
 * The public feature pages in a real browser: lazy video embeds, the gallery's three levels, the
 * event calendar with its .ics downloads, and the contact form through the functions emulator to
 * maildev. The accessibility sweep scans each of these screens with axe.
 */

test('videos: Live Now, and a player iframe only after a video is clicked', async ({ page }) => {
  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Live Stream Onam 2025' })).toBeVisible();
  // The stream started on 20 September 2025, 10:00 UK time.
  await expect(page.getByText('Live Now')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Past Events' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Play video:/ })).toHaveCount(8);
  await expect(page.locator('iframe')).toHaveCount(0);

  await page.getByRole('button', { name: 'Play video: BBQ 2025 — part 1' }).click();
  const frame = page.locator('iframe');
  await expect(frame).toHaveCount(1);
  await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[^?]+\?autoplay=1$/);
  await expect(frame).toHaveAttribute('title', 'BBQ 2025 — part 1');
});

test('gallery: albums → thumbnails → enlarged photo → close → back to albums', async ({ page }) => {
  await page.goto('/gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'Photo Albums' })).toBeVisible();
  await page.getByRole('button', { name: /BBQ 2025\s*16 images/ }).click();

  const thumbs = page.locator('.gallery-thumbs img');
  await expect(thumbs).toHaveCount(16);
  const first = thumbs.first();
  await expect(first).toHaveJSProperty('complete', true);
  expect(await first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // Rendered 250 px high on a desktop screen.
  expect((await first.boundingBox())?.height).toBeCloseTo(250, 0);

  await page.getByRole('button', { name: 'BBQ 2025 photo 3 of 16' }).click();
  const dialog = page.getByRole('dialog', { name: 'BBQ 2025 photo 3 of 16' });
  await expect(dialog).toBeVisible();
  const full = dialog.getByRole('img');
  await expect(full).toHaveAttribute('src', '/images/albums/bbq-2025/03-full.webp');
  await expect.poll(() => full.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // A click outside the image (the backdrop's corner) closes it too.
  await page.getByRole('button', { name: 'BBQ 2025 photo 3 of 16' }).click();
  await expect(dialog).toBeVisible();
  await dialog.click({ position: { x: 10, y: 10 } });
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Back to Albums' }).click();
  await expect(page.locator('.gallery-thumbs img')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Onam 2024\s*3 images/ })).toBeVisible();
});

test('calendar: event card, no-event text and .ics downloads', async ({ page }) => {
  await page.goto('/calendar');
  // It opens on the current month; the title names the year shown.
  await expect(page.getByRole('heading', { level: 1, name: `EDMA ${new Date().getFullYear()} Event Calendar` })).toBeVisible();
  const month = page.locator('#calendar-month');
  for (let step = 0; step < 24 && (await month.textContent()) !== 'June 2025'; step += 1) {
    const before = await month.textContent();
    const target = Date.parse(`1 ${before}`) > Date.parse('1 June 2025') ? 'Previous month' : 'Next month';
    await page.getByRole('button', { name: target }).click();
    await expect(month).not.toHaveText(before ?? '');
  }
  await expect(month).toHaveText('June 2025');
  await expect(page.getByRole('heading', { level: 1, name: 'EDMA 2025 Event Calendar' })).toBeVisible();

  const bbq = page.locator('button[data-date="2025-06-14"]');
  await expect(bbq).toHaveAttribute('title', 'BBQ Party');
  await bbq.click();
  await expect(bbq).toHaveAttribute('aria-pressed', 'true');
  const card = page.getByRole('article');
  await expect(card.getByRole('heading', { name: 'BBQ Party' })).toBeVisible();
  await expect(card).toContainText('Location: Will Update Soon');
  await expect(card).toContainText('Time: Will Update Soon');
  await expect(card).toContainText('Saturday, 14 June 2025');

  const eventDownload = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Add to calendar (.ics)' }).click();
  const eventFile = await eventDownload;
  expect(eventFile.suggestedFilename()).toBe('edma-2025-06-14-bbq-party.ics');
  const eventText = await readFile(await eventFile.path(), 'utf8');
  expect(eventText.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(eventText).toContain('SUMMARY:BBQ Party\r\n');

  await page.locator('button[data-date="2025-06-15"]').click();
  await expect(page.getByText('No events scheduled for Sunday, 15 June 2025.')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);

  const wholeDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the whole calendar (.ics)' }).click();
  const wholeFile = await wholeDownload;
  expect(wholeFile.suggestedFilename()).toBe('edma-events.ics');
  const wholeText = await readFile(await wholeFile.path(), 'utf8');
  expect(wholeText.startsWith('BEGIN:VCALENDAR')).toBe(true);
  // Every event the page lists: the seeded ten, and any a committee test added.
  const listed = (await (await page.request.get(CALENDAR_API.events.path)).json()) as { events: unknown[] };
  expect(listed.events.length).toBeGreaterThanOrEqual(10);
  expect(wholeText.match(/BEGIN:VEVENT/g)).toHaveLength(listed.events.length);
});

interface MaildevEmail {
  subject: string;
  text: string;
}

test('contact: a message goes through the functions emulator to the mailbox', async ({ page, request }) => {
  const mailbox = process.env.MAILDEV_WEB_URL;
  expect(mailbox, 'MAILDEV_WEB_URL is set by scripts/with-emulators.mjs').toBeTruthy();
  const marker = `Public features check ${Date.now()}`;

  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Send Us a Message' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Priya Nair');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('priya.nair@example.com');
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill(marker);
  await page.getByRole('button', { name: 'Send Message' }).click();

  await expect(page.locator('.contact-form').getByRole('status')).toHaveText('Message sent successfully!');
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('');

  await expect
    .poll(
      async () => {
        const response = await request.get(`${mailbox}/api/email`);
        if (!response.ok()) return undefined;
        const emails = (await response.json()) as MaildevEmail[];
        return emails.find((email) => email.text?.includes(marker))?.subject;
      },
      { timeout: 15_000, intervals: [500, 1000] },
    )
    .toBe('Website message from Priya Nair');
});
