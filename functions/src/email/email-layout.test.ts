import { describe, expect, it } from 'vitest';
import { headerText, renderEmail } from './email-layout.ts';

describe('renderEmail', () => {
  it('escapes every value in the HTML and keeps the text plain', () => {
    const email = renderEmail({
      subject: 'Booking <b>confirmed</b>',
      greeting: 'Dear <script>alert(1)</script>,',
      paragraphs: ['Fish & "chips"\nsecond line'],
      action: { label: 'Open', url: 'https://edma.example/calendar/e1?a=1&b=2' },
    });
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('Dear &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(email.html).toContain('Fish &amp; &quot;chips&quot;<br>second line');
    expect(email.html).toContain('href="https://edma.example/calendar/e1?a=1&amp;b=2"');
    expect(email.text).toContain('Open: https://edma.example/calendar/e1?a=1&b=2');
    expect(email.text).toContain('Dear <script>alert(1)</script>,');
  });

  it('shows an inline image by its Content-ID, with its caption and text alternative, in HTML and text', () => {
    const email = renderEmail({
      subject: 's',
      greeting: 'g',
      paragraphs: ['p'],
      image: { cid: 'pass@edma', alt: 'Household pass for "Onam" & more', caption: 'Show this at the door', sizePx: 200 },
    });
    expect(email.html).toContain('<img src="cid:pass@edma" alt="Household pass for &quot;Onam&quot; &amp; more" width="200" height="200"');
    expect(email.html).toContain('>Show this at the door</p>');
    expect(email.text).toContain('Show this at the door: Household pass for "Onam" & more (the image in this email).');
  });

  it('never links anything but http(s)', () => {
    expect(renderEmail({ subject: 's', greeting: 'g', paragraphs: [], action: { label: 'x', url: 'javascript:alert(1)' } }).html).toContain(
      'href="#"',
    );
  });
});

describe('headerText', () => {
  it('puts any value on one header line: no CR/LF, no control character, no injected header', () => {
    const subject = headerText('Hello\r\nBcc: everyone@example.com\u0000\u000b!');
    expect(subject).toBe('Hello Bcc: everyone@example.com !');
    expect(subject).not.toMatch(/[\r\n]/);
  });
});
