import { describe, expect, it } from 'vitest';
import { EXECUTIVE_COMMITTEE_SEED } from './executive-committee.ts';
import { isPlaceholderPerson, placeholderContactParts } from './go-live.ts';
import {
  EMAIL_MESSAGE,
  linkMessage,
  PHONE_MESSAGE,
  SITE_CONTACT_PLACEHOLDERS,
  siteContactInputOf,
  siteContactInputSchema,
  siteContactOf,
  siteContactSchema,
  socialLinksOf,
  type SiteContactInput,
} from './site-contact.ts';

const valid: SiteContactInput = {
  phone: ' 07911 123456 ',
  email: 'secretary@edma.org.uk',
  facebook: 'https://www.facebook.com/edma.devon',
  instagram: '',
  youtube: 'https://www.youtube.com/@edma',
};

/** The message the API and the form show for `input` (the first problem). */
const messageFor = (input: Partial<SiteContactInput>) => {
  const result = siteContactInputSchema.safeParse({ ...valid, ...input });
  return result.success ? null : result.error.issues[0]?.message;
};

describe('the association’s contact details', () => {
  it('stores the number as written and its international digits, the email, and each link or none', () => {
    const parsed = siteContactInputSchema.parse(valid);
    expect(siteContactOf(parsed)).toEqual({
      phoneDisplay: '07911 123456',
      phoneDigits: '447911123456',
      email: 'secretary@edma.org.uk',
      social: { facebook: 'https://www.facebook.com/edma.devon', instagram: '', youtube: 'https://www.youtube.com/@edma' },
    });
    // The form starts from what is stored, and saving it again stores the same.
    const stored = siteContactOf(parsed);
    expect(siteContactOf(siteContactInputSchema.parse(siteContactInputOf(stored)))).toEqual(stored);
    expect(socialLinksOf(stored)).toEqual([
      { name: 'Facebook', href: 'https://www.facebook.com/edma.devon' },
      { name: 'YouTube', href: 'https://www.youtube.com/@edma' },
    ]);
  });

  it.each([
    ['+44 7911 123456', '447911123456'],
    ['+44 (0)1297 123456', '441297123456'],
    ['0044 1297 123456', '441297123456'],
  ])('reads the number %s as %s', (phone, digits) => {
    expect(siteContactOf(siteContactInputSchema.parse({ ...valid, phone })).phoneDigits).toBe(digits);
  });

  it.each<[string, Partial<SiteContactInput>, string]>([
    ['an empty phone number', { phone: '  ' }, PHONE_MESSAGE],
    ['a phone number of words', { phone: 'ring the secretary' }, PHONE_MESSAGE],
    ['a too short phone number', { phone: '123' }, PHONE_MESSAGE],
    ['a too long phone number', { phone: '0'.repeat(41) }, 'The phone number must be at most 40 characters.'],
    ['a phone number with a control character', { phone: '07911\u0007123456' }, 'The phone number cannot contain control characters.'],
    ['a phone number with a line break', { phone: '07911\n123456' }, 'The phone number cannot contain control characters.'],
    ['an empty email', { email: '' }, 'Enter the email address.'],
    ['an email without its @', { email: 'secretary.edma.org.uk' }, EMAIL_MESSAGE],
    ['an email with a control character', { email: 'secretary@edma.org.uk\u0085' }, 'The email address cannot contain control characters.'],
    ['a link without https', { facebook: 'http://www.facebook.com/edma' }, linkMessage('Facebook')],
    ['a link that is no address', { instagram: 'edma.devon' }, linkMessage('Instagram')],
    ['a link to another scheme', { youtube: 'javascript:alert(1)' }, linkMessage('YouTube')],
    ['a too long link', { youtube: `https://www.youtube.com/${'a'.repeat(480)}` }, 'The YouTube link must be at most 500 characters.'],
    // The URL parser would drop the tab silently: refused instead.
    ['a link with a tab', { facebook: 'https://www.face\tbook.com/edma' }, 'The Facebook link cannot contain control characters.'],
  ])('refuses %s with a clear message', (_what, input, message) => {
    expect(messageFor(input)).toBe(message);
  });

  it('serves placeholders that are valid details, as a new deployment starts', () => {
    expect(siteContactSchema.parse(SITE_CONTACT_PLACEHOLDERS)).toEqual(SITE_CONTACT_PLACEHOLDERS);
    const asInput = siteContactInputSchema.parse(siteContactInputOf(SITE_CONTACT_PLACEHOLDERS));
    expect(siteContactOf(asInput)).toEqual(SITE_CONTACT_PLACEHOLDERS);
  });
});

describe('the go-live checks of placeholders', () => {
  it('names each contact detail still the placeholder, and none once all are the association’s own', () => {
    expect(placeholderContactParts(SITE_CONTACT_PLACEHOLDERS)).toEqual(['the phone number', 'the email address', 'the social links']);
    const own = siteContactOf(siteContactInputSchema.parse(valid));
    expect(placeholderContactParts(own)).toEqual([]);
    expect(placeholderContactParts({ ...own, email: 'INFO@example.org' })).toEqual(['the email address']);
    expect(placeholderContactParts({ ...own, social: { ...own.social, youtube: SITE_CONTACT_PLACEHOLDERS.social.youtube } })).toEqual([
      'the social links',
    ]);
    // No links at all is the association's choice, not a placeholder.
    expect(placeholderContactParts({ ...own, social: { facebook: '', instagram: '', youtube: '' } })).toEqual([]);
  });

  it('recognises every person of the committee page’s seed, and nobody else', () => {
    for (const person of EXECUTIVE_COMMITTEE_SEED) expect(isPlaceholderPerson(person), person.name).toBe(true);
    const seeded = EXECUTIVE_COMMITTEE_SEED[0]!;
    expect(isPlaceholderPerson({ name: 'Anil Kumar', phoneDigits: seeded.phoneDigits })).toBe(true);
    expect(isPlaceholderPerson({ name: seeded.name, phoneDigits: '447911123456' })).toBe(true);
    expect(isPlaceholderPerson({ name: 'Anil Kumar', phoneDigits: '447911123456' })).toBe(false);
    // A number near the seed's is a real one.
    expect(isPlaceholderPerson({ name: 'Anil Kumar', phoneDigits: '447700900099' })).toBe(false);
  });
});
