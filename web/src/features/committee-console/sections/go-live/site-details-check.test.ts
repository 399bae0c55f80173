import { describe, expect, it } from 'vitest';
import { SITE } from '../../../../content/site.ts';
import { siteDetailsItem, type SiteDetails } from './site-details-check.ts';

describe('siteDetailsItem', () => {
  it('flags the stand-ins the site ships with', () => {
    expect(siteDetailsItem(SITE)).toMatchObject({
      done: false,
      detail: expect.stringContaining('Still placeholders: the phone number, the email address, the social links.'),
    });
  });

  it('is done once each is the association’s own, and names only what is left', () => {
    const real: SiteDetails = {
      phoneDigits: '447911123456',
      email: 'secretary@edma.org.uk',
      social: [{ name: 'Facebook', href: 'https://www.facebook.com/edma.devon' }],
    };
    expect(siteDetailsItem(real)).toMatchObject({ done: true, detail: '' });
    expect(siteDetailsItem({ ...real, email: 'info@example.org' }).detail).toMatch(/^Still placeholders: the email address\./);
  });
});
