import { ANNOUNCEMENT_API } from '@edma/contract/announcements';
import { UNSUBSCRIBED_TEXT } from '@edma/contract/email-preferences';
import { COMMITTEE_API } from '@edma/contract/committee';
import { EMAIL_PREFERENCES_API } from '@edma/contract/email-preferences';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { caughtEmails, emailSource } from '../support/mail-inbox.ts';
import { committeeToken, googleIdToken, registerFamily, uniqueGmail } from './family-fixtures.ts';
import { CHAIR, closeOwnContextsAfterEach, expectPhoneWidth, openConsole } from './fixtures.ts';
import { expectNoAxeViolations } from '../support/accessibility.ts';

closeOwnContextsAfterEach();

/*
 * The committee writes an announcement at phone width: the audience is counted as the filters
 * change, a test reaches the writer alone, and Send reaches exactly the addresses of the chosen
 * town that said yes to news, each with its own one-click unsubscribe.
 */

const suffix = Date.now().toString(36);
const subject = `Axminster picnic ${suffix}`;

async function familyWithNews(request: APIRequestContext, location: string, news: boolean): Promise<string> {
  const email = uniqueGmail(`news.${location.toLowerCase()}`);
  // Approved through the API without waiting for the public directory (this test does not look at it).
  const familyId = await registerFamily(request, { location, members: [{ name: `Head ${location}`, email }] }, { approve: false });
  const approved = await request.post(COMMITTEE_API.approve.path, {
    data: { familyId },
    headers: { Authorization: `Bearer ${await committeeToken(request, CHAIR)}` },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  const answer = await request.post(EMAIL_PREFERENCES_API.save.path, {
    data: { news },
    headers: { Authorization: `Bearer ${await googleIdToken(request, email)}` },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return email;
}

test('the committee composes, sees the count, sends a test, sends: the right addresses only get it', async ({ browser, request }) => {
  test.setTimeout(240_000);
  // Addresses in Axminster that said yes before this test (a retry's families): they get it too.
  const before = await request.get(
    `${ANNOUNCEMENT_API.preview.path}?audience=${encodeURIComponent(JSON.stringify({ towns: ['Axminster'] }))}`,
    {
      headers: { Authorization: `Bearer ${await committeeToken(request, CHAIR)}` },
    },
  );
  expect(before.status(), await before.text()).toBe(200);
  const earlier = ((await before.json()) as { recipients: number }).recipients;
  const yes = [await familyWithNews(request, 'Axminster', true), await familyWithNews(request, 'Axminster', true)];
  const no = [await familyWithNews(request, 'Axminster', false), await familyWithNews(request, 'Seaton', true)];
  const page = await openConsole(browser, 'announcements');
  const context = page.context();
  await expect(page.getByRole('link', { name: 'Announcements' })).toHaveAttribute('aria-current', 'page');
  const form = page.getByRole('form', { name: 'New announcement' });
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('Bring **food** to share.\n\n- Games\n- Music\n\n[Map](https://maps.example/axminster)');
  await form.getByRole('checkbox', { name: 'Axminster' }).check();
  const count = page.getByRole('status').filter({ hasText: /address/ });
  await expect(count).toContainText(new RegExp(`^${earlier + 2} addresses in \\d+ famil`));
  await expectPhoneWidth(page);

  await form.getByRole('button', { name: 'Send a test to me' }).click();
  await expect(page.getByText(`A test was sent to ${CHAIR}.`)).toBeVisible();
  await expect
    .poll(async () => (await caughtEmails()).filter((e) => e.subject === `[Test] ${subject}`).map((e) => e.to[0]!.address), {
      timeout: 90_000,
    })
    .toEqual([CHAIR]);

  await form.getByRole('button', { name: 'Send', exact: true }).click();
  await page.getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByText(`The announcement is on its way to ${earlier + 2} addresses.`)).toBeVisible();
  await expect.poll(async () => (await caughtEmails()).filter((e) => e.subject === subject).length, { timeout: 90_000 }).toBe(earlier + 2);
  const caught = (await caughtEmails()).filter((e) => e.subject === subject);
  const reached = caught.flatMap((e) => e.to.map((t) => t.address));
  expect(reached).toEqual(expect.arrayContaining(yes));
  expect(reached.filter((a) => no.includes(a))).toEqual([]);
  // One recipient per email, never a list.
  expect(caught.every((e) => e.to.length === 1)).toBe(true);
  const source = await emailSource(caught[0]!.id);
  // The header block, long headers unfolded.
  const headers = source.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
  expect(headers).toMatch(/^List-Unsubscribe: <http[^>]+\/api\/email\/unsubscribe\?token=[^>]+>\r?$/m);
  // The link's page, through Hosting: styled by a stylesheet (the CSP allows no inline style), no violation.
  const link = new URL(/^List-Unsubscribe: <([^>]+)>/m.exec(headers)![1]!);
  const unsubscribe = await context.newPage();
  const cspReports: string[] = [];
  unsubscribe.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspReports.push(message.text());
  });
  await unsubscribe.goto(link.pathname + link.search);
  // Opening the link only asks; its button unsubscribes (a mail scanner's visit changes nothing).
  await expect(unsubscribe.getByRole('heading', { level: 1 })).toHaveText('Stop news from the committee?');
  await unsubscribe.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(unsubscribe.getByRole('heading', { level: 1 })).toHaveText(UNSUBSCRIBED_TEXT);
  expect(await unsubscribe.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(244, 244, 240)');
  expect(cspReports).toEqual([]);
  await unsubscribe.close();

  // The sent list shows it with its recipients, and the text for WhatsApp.
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: subject }) });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Recipients and WhatsApp text' }).click();
  await expect(card.getByRole('table', { name: 'Recipients' })).toContainText(yes[0]!);
  await expect(card.getByLabel('WhatsApp text')).toHaveValue(new RegExp(`^\\*${subject}\\*`));
  // A sent announcement opened: the sweep's console has none to open, so it is checked here.
  await expectNoAxeViolations(page, '.console-layout');
  await expectPhoneWidth(page);
  await context.close();
});
