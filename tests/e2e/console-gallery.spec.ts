import { GALLERY_API, type Album } from '@edma/contract/gallery';
import { EXECUTIVE_COMMITTEE_API, phoneDisplay, type ExecutivePerson } from '@edma/contract/executive-committee';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { committeeToken, solidPng } from './family-fixtures.ts';
import { CHAIR, closeOwnContextsAfterEach, expectPhoneWidth, openConsole } from './fixtures.ts';

closeOwnContextsAfterEach();

/*
 * The committee runs the Gallery and Committee pages from the console, at phone width: it creates
 * an album and uploads a photo (shown on /gallery with its thumbnail), and edits the committee list
 * (shown on /committee). The other browser tests count the seeded albums and people, so whatever
 * this test changes is put back afterwards.
 */

const suffix = Date.now().toString(36);
const albumName = `Onam ${suffix}`;
const newName = `Asha Kurian ${suffix}`;
let president: ExecutivePerson | undefined;

/** Puts back what this test changed, through the API, whatever step it stopped at. */
async function restore(request: APIRequestContext) {
  const headers = { Authorization: `Bearer ${await committeeToken(request, CHAIR)}` };
  const albums = ((await (await request.get(GALLERY_API.list.path, { headers })).json()) as { albums: Album[] }).albums;
  for (const album of albums.filter((a) => a.name === albumName)) {
    const removed = await request.post(GALLERY_API.remove.path, { headers, data: { id: album.id } });
    expect(removed.status(), await removed.text()).toBe(200);
  }
  if (president) {
    const { id, role, name, phoneDigits } = president;
    const saved = await request.post(EXECUTIVE_COMMITTEE_API.update.path, {
      headers,
      data: { id, role, name, phone: phoneDisplay(phoneDigits) },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  }
}

test.afterEach(async ({ request }) => restore(request));

test('the committee creates an album and uploads a photo (on /gallery with its thumbnail), and edits the committee list (on /committee)', async ({
  browser,
  request,
}) => {
  const token = await committeeToken(request, CHAIR);
  const people = (
    (await (await request.get(EXECUTIVE_COMMITTEE_API.list.path, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
      people: ExecutivePerson[];
    }
  ).people;
  president = people[0];
  expect(president?.role).toBe('President');

  const page = await openConsole(browser, 'gallery');
  const nav = page.getByRole('navigation', { name: 'Console sections' });
  await expect(nav.getByRole('link', { name: 'Gallery' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('list', { name: 'Albums' }).getByRole('heading', { name: 'BBQ 2025' })).toBeVisible();

  const create = page.getByRole('form', { name: 'Create an album' });
  await create.getByLabel('Album name').fill(albumName);
  await create.getByRole('button', { name: 'Create album' }).click();
  await expect(page.getByRole('status').filter({ hasText: `The album ${albumName} was created.` })).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 4, name: albumName }) });
  await expect(card).toContainText('Not on the page until it has photos or a link');

  await card.getByRole('button', { name: `Photos of ${albumName}` }).click();
  const photos = card.getByRole('group', { name: `Photos of ${albumName}` });
  await photos
    .getByLabel('Add photos')
    .setInputFiles({ name: 'onam-stage.png', mimeType: 'image/png', buffer: solidPng(1600, 1200, [200, 120, 40]) });
  await expect(page.getByRole('status').filter({ hasText: `1 of 1 photo was added to ${albumName}.` })).toBeVisible({ timeout: 30_000 });
  const uploaded = photos.getByRole('img', { name: `${albumName} photo 1 of 1` });
  await expect(uploaded).toHaveAttribute('src', /^\/api\/content\/albums\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+-[0-9a-f]{16}-thumb\.webp$/);
  await expect.poll(() => uploaded.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(375);
  await expect(card).not.toContainText('Not on the page');
  await expectPhoneWidth(page);

  // A visitor sees the album, its thumbnail and the enlarged photo, all served by the API.
  const visitor = await browser.newPage();
  await visitor.goto('/gallery');
  await visitor.getByRole('button', { name: new RegExp(`${albumName}\\s*1 image$`) }).click();
  const thumb = visitor.getByRole('img', { name: `${albumName} photo 1 of 1` });
  await expect(thumb).toHaveAttribute('src', (await uploaded.getAttribute('src'))!);
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(375);
  await visitor.getByRole('button', { name: `${albumName} photo 1 of 1` }).click();
  const full = visitor.getByRole('dialog').getByRole('img');
  await expect(full).toHaveAttribute('src', /^\/api\/content\/albums\/.+-[0-9a-f]{16}\.webp$/);
  await expect.poll(() => full.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([1200, 900]);

  // The committee page: rename the President.
  await nav.getByRole('link', { name: 'Committee page' }).click();
  const edit = page.getByRole('button', { name: `Edit ${president!.name}, President` });
  await expect(edit).toBeVisible();
  await edit.click();
  const form = page.getByRole('form', { name: `Edit ${president!.name}, President` });
  // The form takes the focus to its first field as it opens: typing before that would land there.
  await expect(form.getByLabel('Role')).toBeFocused();
  await form.getByLabel('Name').fill(newName);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${newName} was saved.` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'People on the page' }).getByRole('heading', { level: 4 }).first()).toHaveText(newName);
  await expectPhoneWidth(page);
  await page.context().close();

  await visitor.goto('/committee');
  const first = visitor.getByRole('main').getByRole('listitem').first();
  await expect(first.getByRole('heading', { name: newName })).toBeVisible();
  await expect(first).toContainText('President');
  await expect(first.getByRole('link', { name: `Call ${newName}, President` })).toHaveAttribute('href', `tel:+${president!.phoneDigits}`);
});
