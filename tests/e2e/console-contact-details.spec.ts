import { SITE_CONTACT_API, SITE_CONTACT_PLACEHOLDERS } from '@edma/contract/site-contact';
import { expect, test } from '@playwright/test';
import { closeOwnContextsAfterEach, expectPhoneWidth, openConsole, photograph, PHONE } from './fixtures.ts';
import { useBuiltInContent } from './content-fixtures.ts';

closeOwnContextsAfterEach();

/*
 * The committee sets the association's phone number in the console (Contact details, at phone
 * width), and a visitor then sees it in the footer, behind the chat button and on the contact page.
 * With SCREENSHOTS=<folder> the section, the footer and the contact page are photographed at 360 and
 * 1280 px.
 */

// A number of this run: the page cannot show it unless it read what was saved.
const local = `07911 ${String(Date.now()).slice(-6)}`;
const digits = `44${local.replace(/\D/g, '').slice(1)}`;

// The placeholders at the start (as a new site); whatever this file saves is put back after it.
useBuiltInContent('siteContact');

test('the committee saves a new phone number and a visitor’s footer, chat button and contact page show it', async ({ browser }) => {
  // Before the change: a visitor's footer keeps its height while the details load, and shows no number meanwhile.
  const visitor = await (await browser.newContext({ viewport: PHONE })).newPage();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await visitor.route(`**${SITE_CONTACT_API.contact.path}`, async (route) => {
    await held;
    await route.continue();
  });
  await visitor.goto('/');
  const footer = visitor.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: 'Follow us' })).toBeVisible();
  const loadingHeight = (await footer.boundingBox())!.height;
  await expect(footer.getByRole('link', { name: /^(\+|0)\d/ })).toHaveCount(0);
  await expect(visitor.getByRole('link', { name: /Chat with us/ })).toHaveCount(0);
  release();
  await expect(footer.getByRole('link', { name: SITE_CONTACT_PLACEHOLDERS.phoneDisplay })).toBeVisible();
  expect(Math.abs((await footer.boundingBox())!.height - loadingHeight)).toBeLessThanOrEqual(1);
  await visitor.unrouteAll();

  const consolePage = await openConsole(browser, 'contact-details');
  await expect(consolePage.getByRole('heading', { level: 2, name: 'Contact details' })).toBeVisible();
  const form = consolePage.getByRole('form', { name: 'Contact details' });
  await expect(form.getByLabel('Phone number')).toHaveValue(SITE_CONTACT_PLACEHOLDERS.phoneDisplay);

  // A mistake is named at its field, and nothing is saved.
  await form.getByLabel('Phone number').fill('ring the secretary');
  await form.getByRole('button', { name: 'Save contact details' }).click();
  await expect(form.getByLabel('Phone number')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Enter a phone number, such as 01297 123456 or +44 7700 900123.')).toBeVisible();

  await form.getByLabel('Phone number').fill(local);
  await form.getByLabel('Email address').fill('secretary@edma.org.uk');
  await form.getByLabel('Instagram profile').fill('');
  await form.getByRole('button', { name: 'Save contact details' }).click();
  await expect(consolePage.getByRole('status').filter({ hasText: 'Contact details saved.' })).toBeVisible();
  // The console's own footer follows at once.
  await expect(consolePage.getByRole('contentinfo').getByRole('link', { name: local })).toBeVisible();
  await expectPhoneWidth(consolePage);
  await photograph(consolePage, 'SCREENSHOTS', 'contact-details');

  // The visitor's next page load (not signed in).
  await visitor.reload();
  await expect(footer.getByRole('link', { name: local })).toHaveAttribute('href', `tel:+${digits}`);
  await expect(footer.getByRole('link', { name: 'secretary@edma.org.uk' })).toHaveAttribute('href', 'mailto:secretary@edma.org.uk');
  await expect(footer.getByRole('link', { name: /^Instagram/ })).toHaveCount(0);
  await expect(footer.getByRole('link', { name: /^Facebook/ })).toHaveAttribute('href', SITE_CONTACT_PLACEHOLDERS.social.facebook);
  await expect(visitor.getByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' })).toHaveAttribute(
    'href',
    `https://wa.me/${digits}`,
  );
  await expect(visitor.getByText(SITE_CONTACT_PLACEHOLDERS.phoneDisplay)).toHaveCount(0);

  await visitor.goto('/contact');
  const details = visitor.getByRole('region', { name: 'Get in Touch' });
  await expect(details.getByRole('link', { name: local })).toHaveAttribute('href', `tel:+${digits}`);
  await expect(details.getByRole('link', { name: /Message us on WhatsApp/ })).toHaveAttribute('href', `https://wa.me/${digits}`);
  await photograph(visitor, 'SCREENSHOTS', 'contact-page');
});
