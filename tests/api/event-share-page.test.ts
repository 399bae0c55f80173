import { CALENDAR_API } from '@edma/contract/calendar';
import { BOOKINGS_API } from '@edma/contract/bookings';
import { endpointUrl } from '@edma/contract/endpoint';
import { beforeAll, describe, expect, it } from 'vitest';
import { committeeMember } from '../support/committee.ts';
import { emulatorEnv } from '../support/emulator-env.ts';
import { callEndpoint } from '../support/call-endpoint.ts';

/*
 * An event's page through Hosting: the HTML itself carries the event's title and share tags (a link
 * pasted in WhatsApp shows the event; previews run no script), with the app that renders the page.
 */

const page = (path: string) => fetch(`${emulatorEnv.siteUrl}${path}`);
const tag = (html: string, attribute: string, key: string) => new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];

let eventId: string;

beforeAll(async () => {
  const committee = await committeeMember('share');
  const added = await callEndpoint(
    CALENDAR_API.add,
    { date: '2027-09-11', title: 'Onam & Sadhya <2027>', location: 'Seaton Town Hall', startTime: '12:00' },
    { token: committee.token },
  );
  expect(added.status).toBe(200);
  eventId = added.body.id!;
});

describe("an event's page", () => {
  it('is the app with the event in its title and share tags', async () => {
    const response = await page(`/calendar/${eventId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<title>Onam &amp; Sadhya &lt;2027&gt; - EDMA</title>');
    expect(tag(html, 'property', 'og:title')).toBe('Onam &amp; Sadhya &lt;2027&gt; - EDMA');
    expect(tag(html, 'property', 'og:description')).toBe('Saturday, 11 September 2027, 12:00 PM, Seaton Town Hall.');
    expect(tag(html, 'name', 'description')).toBe('Saturday, 11 September 2027, 12:00 PM, Seaton Town Hall.');
    expect(tag(html, 'property', 'og:url')).toMatch(new RegExp(`/calendar/${eventId}$`));
    // The same app as every page: its script and the share image.
    const home = await (await page('/')).text();
    const script = /<script type="module"[^>]*src="([^"]+)"/.exec(home)![1]!;
    expect(html).toContain(script);
    expect(tag(html, 'property', 'og:image')).toBe(tag(home, 'property', 'og:image'));
    // The event page's own first view (the event loading), not the home page's, which it would take over.
    expect(html).toContain('Loading the event...');
    expect(html).not.toContain('home-hero');
    expect(home).toContain('home-hero');
    // Its head fetches the events and this event's booking terms beside the scripts.
    expect(html).toContain(`<link rel="preload" as="fetch" crossorigin href="${CALENDAR_API.events.path}">`);
    expect(html).toContain(`<link rel="preload" as="fetch" crossorigin href="${endpointUrl(BOOKINGS_API.event.path, { eventId })}">`);
    // Hosting's security headers still apply.
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('answers 404 with the app for an event that does not exist (the app says so)', async () => {
    const response = await page('/calendar/no-such-event');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<div id="root">');
    expect(html).not.toContain('Onam');
  });
});
