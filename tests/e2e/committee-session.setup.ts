import { expect, test as setup } from '@playwright/test';
import { CHAIR, COMMITTEE_STATE, PHONE, signInToConsole } from './fixtures.ts';
import { committeeToken } from './family-fixtures.ts';

/*
 * The committee signs in once for the whole run: the console specs open their pages with this
 * session (fixtures.ts openConsole). Firebase Auth keeps it in IndexedDB, so the stored state
 * includes IndexedDB.
 */
setup('the committee signs in once', async ({ browser, request }) => {
  await committeeToken(request, CHAIR);
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await signInToConsole(page, CHAIR);
  await expect(page.getByRole('navigation', { name: 'Console sections' })).toBeVisible();
  await context.storageState({ path: COMMITTEE_STATE, indexedDB: true });
  await context.close();
});
