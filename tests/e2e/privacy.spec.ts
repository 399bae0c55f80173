import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { readFileSync } from 'node:fs';
import { adminDb } from '../support/admin.ts';
import { approvedFamily } from '../support/bookings.ts';
import { closeOwnContextsAfterEach, openDashboard, photograph, PHONE } from './fixtures.ts';

closeOwnContextsAfterEach();

/*
 * The dashboard's "Privacy and your data": a child's name shown by an adult's consent, the family's
 * data downloaded as a zip, and "Delete our family" asked, then cancelled within the 7 days. With PRIVACY_SCREENSHOTS=<folder> the panel is photographed at 360 and 1280 px.
 */

const SHOTS = 'PRIVACY_SCREENSHOTS';

test("a parent consents for a child, downloads the family's data, asks to delete the family and cancels", async ({ browser }) => {
  test.setTimeout(180_000);
  const family = await approvedFamily('privacy', [
    { name: 'Priya Parent', dob: '1982-04-04' },
    { name: 'Kiran Kid', dob: '2016-06-06' },
  ]);
  const context = await browser.newContext({ viewport: PHONE, acceptDownloads: true });
  const page = await openDashboard(context, family);
  const panel = page.getByRole('region', { name: 'Privacy and your data' });
  await expect(panel.getByText('Kiran Kid')).toBeVisible({ timeout: 30_000 });
  await photograph(page, SHOTS, 'privacy-panel', '.privacy-panel');

  // The adult's consent, recorded with who and when.
  const showName = panel.getByRole('checkbox', { name: "Show this person's name to everyone" });
  // Checked once the server has recorded it (the box shows what is stored).
  await showName.click();
  await expect(showName).toBeChecked();
  await expect(panel.getByText(new RegExp(`Agreed by ${family.email.replace(/[.+]/g, '\\$&')} on `))).toBeVisible();
  const kid = await adminDb().collection('families').doc(family.familyId).collection('members').doc(family.memberIds[1]!).get();
  expect(kid.get('public_consent')).toMatchObject({ name: true, by: family.email });

  // The zip.
  const downloading = page.waitForEvent('download');
  await panel.getByRole('button', { name: /^Download our family.s data$/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^edma-family-${family.familyId}-\\d{4}-\\d{2}-\\d{2}\\.zip$`));
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 4).toString('hex')).toBe('504b0304');
  const files = unzipSync(new Uint8Array(bytes));
  expect(strFromU8(files['members.json']!)).toContain('Kiran Kid');

  // Delete, with 7 days to change one's mind; then cancelled.
  await panel.getByRole('button', { name: 'Delete our family' }).click();
  const confirm = panel.getByRole('button', { name: 'Delete our family' });
  await expect(confirm).toBeDisabled();
  await panel.getByLabel('Type DELETE to confirm').fill('DELETE');
  await photograph(page, SHOTS, 'privacy-delete-confirm', '.privacy-panel');
  await confirm.click();
  await expect(panel.getByText(/Your family will be deleted on \d{1,2} [A-Z][a-z]+ \d{4}/)).toBeVisible();
  expect((await adminDb().collection('families').doc(family.familyId).get()).get('erasure_request')).toMatchObject({ by: family.email });
  await photograph(page, SHOTS, 'privacy-delete-pending', '.privacy-panel');
  await panel.getByRole('button', { name: 'Cancel the deletion' }).click();
  await expect(panel.getByRole('button', { name: 'Delete our family' })).toBeVisible();
  expect((await adminDb().collection('families').doc(family.familyId).get()).get('erasure_request')).toBeNull();
  await context.close();
});
