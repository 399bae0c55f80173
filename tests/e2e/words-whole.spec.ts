import { expect, test, type Page } from '@playwright/test';
import { acceptDialogs, committeeToken, registerFamily, signInAsDemoMember, uniqueGmail } from './family-fixtures.ts';
import { signInToConsole } from './console-fixtures.ts';
import { closeOwnContextsAfterEach } from './own-contexts.ts';

closeOwnContextsAfterEach();

/*
 * At 360 px, the narrowest phone the site serves, no word on any screen breaks across lines: a
 * column too narrow for its words (the dashboard's "Shown" once went one letter per line) shows up
 * here as a word whose text range has client rects on two lines. Public pages, the dashboard signed
 * in, and every console section.
 */

const NARROW = { width: 360, height: 780 } as const;

/**
 * Each word (a run of letters and digits: a line may break at punctuation such as "/", "-" or "](")
 * drawn on more than one line.
 */
async function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!parent || !text.trim()) continue;
      // Text only for screen readers sits in a 1 px box by design.
      if (parent.getBoundingClientRect().width <= 1 || parent.closest('.visually-hidden, script, style, noscript')) continue;
      // Addresses (an email's links shown in the console's messages) break anywhere: no word in them.
      const inAddress = (index: number) => {
        const from = Math.max(text.lastIndexOf(' ', index), text.lastIndexOf('\n', index)) + 1;
        return /^(https?:\/\/|www\.)/.test(text.slice(from).split(/\s/)[0] ?? '');
      };
      for (const match of text.matchAll(/[\p{L}\p{N}\p{M}]+/gu)) {
        if (inAddress(match.index)) continue;
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
        if (rects.length < 2) continue;
        const tops = rects.map((rect) => rect.top);
        const lineHeight = Math.min(...rects.map((rect) => rect.height));
        if (Math.max(...tops) - Math.min(...tops) > lineHeight / 2) {
          const where = `${parent.tagName.toLowerCase()}${parent.className ? `.${String(parent.className).trim().split(/\s+/).join('.')}` : ''}`;
          found.push(`"${match[0]}" in ${where}`);
        }
      }
    }
    return found;
  });
}

async function expectWholeWords(page: Page, screen: string) {
  // Webfonts change widths: measure with the final faces.
  await page.evaluate(() => document.fonts.ready);
  // Soft: one run lists every screen's broken words.
  expect.soft(await brokenWords(page), `words broken across lines on ${screen}`).toEqual([]);
}

const PUBLIC_PAGES = [
  { path: '/', heading: 'East Devon Malayalee Association' },
  { path: '/events', heading: 'Live Stream Onam 2025' },
  { path: '/committee', heading: 'Executive Committee Members' },
  { path: '/members', heading: 'Family Members' },
  { path: '/gallery', heading: 'Photo Albums' },
  { path: '/calendar', heading: `EDMA ${new Date().getFullYear()} Event Calendar` },
  { path: '/contact', heading: /Contact/ },
  { path: '/register', heading: 'Family Details' },
  { path: '/login', heading: 'Welcome to EDMA' },
  { path: '/an-unknown-page', heading: 'Page not found' },
];

test('no word breaks across lines at 360 px on the public pages', async ({ browser }) => {
  const context = await browser.newContext({ viewport: NARROW });
  const page = await context.newPage();
  for (const { path, heading } of PUBLIC_PAGES) {
    await test.step(path, async () => {
      await page.goto(path);
      // Pages that load their content from the API can take a while on a busy machine.
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
      await expectWholeWords(page, path);
    });
  }
  await context.close();
});

test('no word breaks across lines at 360 px on the dashboard and in every console section', async ({ browser, request }) => {
  // A registration, two sign-ins and a dozen sections: more than the default 90 s on a busy machine.
  test.setTimeout(240_000);
  const suffix = Date.now().toString(36);
  const headEmail = uniqueGmail('narrow.head');
  const head = `Narrow Head ${suffix}`;
  await registerFamily(request, {
    houseNo: '14',
    addressLine: 'Harbour Road',
    postalCode: 'EX12 2AB',
    location: 'Seaton',
    membershipType: 'Gold',
    members: [
      { name: head, email: headEmail, phone: '07700 900123', dob: '1984-02-03', photoPublic: true },
      { name: `Narrow Child ${suffix}`, dob: '2014-06-01' },
    ],
  });

  await test.step('the dashboard, signed in', async () => {
    const context = await browser.newContext({ viewport: NARROW });
    const page = await context.newPage();
    acceptDialogs(page);
    await signInAsDemoMember(page, headEmail);
    const members = page.getByRole('region', { name: 'Family Members' });
    await expect(members.getByText('Not shown', { exact: true })).toBeVisible();
    await expect(members.getByText('Shown', { exact: true })).toBeVisible();
    await expectWholeWords(page, '/dashboard');
    await context.close();
  });

  const chair = uniqueGmail('narrow.chair');
  await committeeToken(request, chair);
  const context = await browser.newContext({ viewport: NARROW });
  const page = await context.newPage();
  acceptDialogs(page);
  await signInToConsole(page, chair);
  const nav = page.getByRole('navigation', { name: 'Console sections' });
  await expect(nav).toBeVisible();
  const labels = await nav.getByRole('link').allTextContents();
  expect(labels.length).toBeGreaterThan(5);
  for (const label of labels) {
    await test.step(`console: ${label}`, async () => {
      const link = nav.getByRole('link', { name: label, exact: true });
      await link.click();
      await expect(link).toHaveAttribute('aria-current', 'page');
      // Each section names itself in the tab (the first is the console's own page).
      await expect(page).toHaveTitle(label === labels[0] ? 'Committee console - EDMA' : `${label} - Committee console - EDMA`);
      await expect(page.locator('.console-layout').getByText(/^Loading/)).toHaveCount(0);
      await expectWholeWords(page, `the console's ${label}`);
      if (label === 'Families') {
        await page.getByLabel('Search by name, email or town').fill(head);
        await page.getByRole('button', { name: 'Search' }).click();
        await page.getByRole('button', { name: `Open ${head}'s family` }).click();
        await expect(page.getByRole('heading', { name: `${head}'s family` })).toBeVisible();
        await expectWholeWords(page, "the console's family");
      }
    });
  }
  await context.close();
});
