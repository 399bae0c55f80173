import { linkMessage, PHONE_MESSAGE, SITE_CONTACT_API, SITE_CONTACT_PLACEHOLDERS, type SiteContact } from '@edma/contract/site-contact';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteContactProvider } from '@web/content/site-contact.tsx';
import { jsonResponse } from '@web/test/fetch-stub.ts';
import { expectInvalid, fillAndSubmit } from '@web/test/form-filling.ts';
import { answer, openSection, stubConsoleApi, TEST_TOKEN, type ConsoleApi, type PostAnswer } from '../../console-test-helpers.tsx';
import { ContactDetailsSection } from './contact-details-section.tsx';

let stored: SiteContact;
let api: ConsoleApi;

beforeEach(() => {
  stored = SITE_CONTACT_PLACEHOLDERS;
  api = stubConsoleApi(() => jsonResponse(200, { success: true, contact: stored }));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const renderSection = (...answers: PostAnswer[]) => openSection(<ContactDetailsSection />, api, ...answers);
const theForm = () => screen.findByRole('form', { name: 'Contact details' });

describe('ContactDetailsSection', () => {
  it('shows what is stored and saves the committee’s own details, as written; the page’s footer reads them again', async () => {
    const saved: SiteContact = {
      phoneDisplay: '01297 123456',
      phoneDigits: '441297123456',
      email: 'secretary@edma.org.uk',
      social: { facebook: 'https://www.facebook.com/edma.devon', instagram: '', youtube: SITE_CONTACT_PLACEHOLDERS.social.youtube },
    };
    // Inside the site's layout, which reads the public details (the same shape as the console's read).
    const user = openSection(
      <SiteContactProvider>
        <ContactDetailsSection />
      </SiteContactProvider>,
      api,
      answer(200, 'Contact details saved. The site shows them within seconds.', () => (stored = saved)),
    );
    const form = await theForm();
    expect(screen.getByRole('heading', { level: 2, name: 'Contact details' })).toBeInTheDocument();
    expect(within(form).getByLabelText('Phone number')).toHaveValue('+44 7700 900000');
    expect(within(form).getByLabelText('Phone number')).toHaveAttribute('type', 'tel');
    expect(within(form).getByLabelText('Email address')).toHaveValue('info@example.org');
    expect(within(form).getByLabelText('Facebook page')).toHaveValue('https://www.facebook.com/');
    expect(within(form).getByLabelText('Instagram profile')).toHaveAttribute('type', 'url');

    await user.clear(within(form).getByLabelText('Instagram profile'));
    await fillAndSubmit(
      user,
      form,
      {
        'Phone number': ' 01297 123456 ',
        'Email address': 'secretary@edma.org.uk',
        'Facebook page': 'https://www.facebook.com/edma.devon',
      },
      'Save contact details',
      { replace: true },
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Contact details saved. The site shows them within seconds.');
    expect(api.posts).toEqual([
      {
        url: '/api/committee/site-contact/save',
        body: {
          phone: '01297 123456',
          email: 'secretary@edma.org.uk',
          facebook: 'https://www.facebook.com/edma.devon',
          instagram: '',
          youtube: 'https://www.youtube.com/',
        },
      },
    ]);
    expect(api.authorizations).toEqual([`Bearer ${TEST_TOKEN}`]);
    // The form holds what was saved, and the details are read again.
    expect(within(form).getByLabelText('Phone number')).toHaveValue('01297 123456');
    expect(api.gets.filter((url) => url === '/api/committee/site-contact')).toHaveLength(2);
    await waitFor(() => expect(api.gets.filter((url) => url === SITE_CONTACT_API.contact.path)).toHaveLength(2));
  });

  it('marks each invalid field with its message, linked to it, and sends nothing', async () => {
    const user = renderSection();
    const form = await theForm();
    await fillAndSubmit(
      user,
      form,
      {
        'Phone number': 'ring us',
        'Email address': 'secretary@',
        'Facebook page': 'http://www.facebook.com/edma',
        'YouTube channel': 'youtube',
      },
      'Save contact details',
      { replace: true },
    );
    await expectInvalid(form, 'Phone number', expect.stringContaining(PHONE_MESSAGE));
    await expectInvalid(form, 'Email address', expect.stringContaining('Enter a valid email address'));
    await expectInvalid(form, 'Facebook page', expect.stringContaining(linkMessage('Facebook')));
    await expectInvalid(form, 'YouTube channel', expect.stringContaining(linkMessage('YouTube')));
    expect(within(form).getByLabelText('Instagram profile')).not.toHaveAttribute('aria-invalid', 'true');
    expect(api.posts).toEqual([]);
  });

  it('says why the server refused, and keeps what was typed', async () => {
    const user = renderSection(answer(400, 'The phone number cannot contain control characters.'));
    const form = await theForm();
    await fillAndSubmit(user, form, { 'Phone number': '07911 123456' }, 'Save contact details', { replace: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('The phone number cannot contain control characters.');
    expect(within(form).getByLabelText('Phone number')).toHaveValue('07911 123456');
    expect(api.posts).toHaveLength(1);
  });
});
