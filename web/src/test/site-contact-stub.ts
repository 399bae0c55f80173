import { SITE_CONTACT_API, type SiteContact } from '@edma/contract/site-contact';
import type { BoundFunctions, queries } from '@testing-library/react';
import { expect } from 'vitest';
import { json, type Route } from './fetch-stub.ts';

/** The association's details as a test's API answers them: not the placeholders, so a page showing them read them. */
export const TEST_SITE_CONTACT: SiteContact = {
  phoneDisplay: '01297 123456',
  phoneDigits: '441297123456',
  email: 'secretary@edma.org.uk',
  social: { facebook: 'https://www.facebook.com/edma.devon', instagram: '', youtube: 'https://www.youtube.com/@edma' },
};

/** The public contact details' route for stubFetch's table: `stubFetch({ ...siteContactRoute(), ... })`. */
export const siteContactRoute = (contact: SiteContact = TEST_SITE_CONTACT): Record<string, Route> => ({
  [SITE_CONTACT_API.contact.path]: json(200, { success: true, contact }),
});

/** Waits for TEST_SITE_CONTACT's phone link in `scope` (screen, or within(…)) and checks it and the email link lead to them. */
export async function expectPhoneAndEmailLinks(scope: BoundFunctions<typeof queries>) {
  expect(await scope.findByRole('link', { name: '01297 123456' })).toHaveAttribute('href', 'tel:+441297123456');
  expect(scope.getByRole('link', { name: 'secretary@edma.org.uk' })).toHaveAttribute('href', 'mailto:secretary@edma.org.uk');
}
