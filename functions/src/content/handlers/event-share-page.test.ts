import { describe, expect, it } from 'vitest';
import { BOOKINGS_API } from '@edma/contract/bookings';
import { eventPageHtml, isEventPageRoute } from './event-share-page.ts';

const SHELL = `<!doctype html><html><head>
<title>EDMA - East Devon Malayalee Association</title>
<meta name="description" content="The site." />
<meta property="og:title" content="EDMA - East Devon Malayalee Association" />
<meta property="og:description" content="The site." />
<meta property="og:url" content="https://edma.example/" />
<meta property="og:image" content="https://edma.example/images/share.png" />
</head><body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body></html>`;

describe('the event page for link previews', () => {
  it("puts the event's title, date, time and place in the title and share tags, leaving the rest of the page", () => {
    const html = eventPageHtml(
      SHELL,
      { title: 'Onam Celebration', description: 'Saturday, 11 September 2027, 12:00, Seaton Town Hall.' },
      'https://edma.example/calendar/onam',
      'onam',
    );
    expect(html).toContain('<title>Onam Celebration - EDMA</title>');
    expect(html).toContain('<meta property="og:title" content="Onam Celebration - EDMA" />');
    expect(html).toContain('<meta name="description" content="Saturday, 11 September 2027, 12:00, Seaton Town Hall." />');
    expect(html).toContain('<meta property="og:description" content="Saturday, 11 September 2027, 12:00, Seaton Town Hall." />');
    expect(html).toContain('<meta property="og:url" content="https://edma.example/calendar/onam" />');
    expect(html).toContain('<meta property="og:image" content="https://edma.example/images/share.png" />');
    expect(html).toContain('<script type="module" src="/assets/index-abc.js"></script>');
    // The booking terms the page asks for first, fetched beside its scripts.
    expect(html).toContain(`<link rel="preload" as="fetch" crossorigin href="${BOOKINGS_API.event.path}?eventId=onam">\n  </head>`);
  });

  it('keeps the committee\'s text as text: markup is escaped and "$" patterns are not expanded', () => {
    const html = eventPageHtml(
      SHELL,
      { title: '</title><script>alert(1)</script>', description: 'Tickets $1 & "$&" <b>' },
      'https://edma.example/calendar/x',
      'x',
    );
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; - EDMA</title>');
    expect(html).toContain('content="Tickets $1 &amp; &quot;$&amp;&quot; &lt;b&gt;"');
    expect(html).not.toContain('<script>alert(1)');
  });

  it('answers only an event page address', () => {
    expect(isEventPageRoute('calendar/2027-09-11-onam-celebration')).toBe(true);
    for (const route of ['calendar', 'calendar/', 'calendar/a/b', 'calendar/<x>', 'api/calendar/x'])
      expect(isEventPageRoute(route), route).toBe(false);
  });
});
