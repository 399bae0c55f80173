import { describe, expect, it } from 'vitest';
import { renderMarkdown, renderPageMarkdown, renderWhatsAppText } from './markdown.ts';

describe('renderMarkdown', () => {
  it('renders emphasis, lists and safe links to HTML and text', () => {
    const { html, text } = renderMarkdown('# Onam\n\nCome **early**.\n\n- Food\n- Games\n\n[Book](https://edma.example/calendar/onam)');
    expect(html).toContain('<strong>early</strong>');
    expect(html).toContain('<li>Food</li>');
    expect(html).toContain('href="https://edma.example/calendar/onam"');
    expect(text).toBe('Onam\n\nCome early.\n\n- Food\n- Games\n\nBook (https://edma.example/calendar/onam)');
  });

  it('leaves script, raw HTML and javascript: links inert', () => {
    const body = [
      '<script>alert(1)</script>',
      '',
      'Hi <img src=x onerror=alert(1)> <a href="javascript:alert(2)">x</a>',
      '',
      '[click](javascript:alert(3)) [data](data:text/html;base64,PHNjcmlwdD4=) [vb](vbscript:x)',
      '',
      '![pic](https://tracker.example/p.gif) <iframe src="https://evil.example"></iframe>',
      '',
      '[ok](JaVaScRiPt:alert(4)) <javascript:alert(5)>',
    ].join('\n');
    const { html, text } = renderMarkdown(body);
    expect(html).not.toMatch(/<script|<img|<iframe|<a href|href="(?!https?:)/i);
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toMatch(/<a\b/);
    expect(text).not.toMatch(/javascript:alert\(3\)\)/);
    expect(text).toContain('click');
  });

  it('escapes text that looks like markup', () => {
    expect(renderMarkdown('Tom & Jerry "quoted" <b>bold</b>').html).toBe(
      '<p>Tom &amp; Jerry &quot;quoted&quot; &lt;b&gt;bold&lt;/b&gt;</p>\n',
    );
  });
});

describe('renderPageMarkdown', () => {
  it('keeps links to the site and to http(s) and mailto, without inline styles; headings start at h2', () => {
    const html = renderPageMarkdown(
      '# Title\n\n## Section\n\nSee the [contact form](/contact), the [ICO](https://ico.org.uk/) or [mail](mailto:a@example.org).',
    );
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<h2>Section</h2>');
    expect(html).toContain('<a href="/contact">contact form</a>');
    expect(html).toContain('<a href="https://ico.org.uk/">ICO</a>');
    expect(html).toContain('<a href="mailto:a@example.org">mail</a>');
    expect(html).not.toContain('style=');
  });

  it('leaves raw HTML, scripts and links to other hosts or schemes inert', () => {
    const html = renderPageMarkdown(
      '<script>alert(1)</script>\n\n[a](//evil.example/x) [b](/\\evil.example) [c](javascript:alert(1)) <img src=x onerror=alert(2)>',
    );
    expect(html).not.toMatch(/<script|<img|<a\b/i);
    expect(html).toContain('&lt;script&gt;');
  });

  it('leaves the emails as they were (links coloured inline, headings from h1)', () => {
    expect(renderMarkdown('# Hi\n\n[x](https://edma.example/)').html).toBe(
      '<h1>Hi</h1>\n<p><a href="https://edma.example/" style="color:#1b5e20">x</a></p>\n',
    );
  });
});

describe('renderWhatsAppText', () => {
  it('keeps emphasis in WhatsApp marks and writes links as words and address', () => {
    const body =
      '# Onam\n\nCome **early**, _hungry_ and ~~late~~ never.\n\n- [Book](https://edma.example/calendar/onam)\n- https://edma.example';
    expect(renderWhatsAppText(body)).toBe(
      '*Onam*\n\nCome *early*, _hungry_ and ~late~ never.\n\n- Book (https://edma.example/calendar/onam)\n- https://edma.example',
    );
  });

  it('keeps a javascript: link inert (its words only)', () => {
    expect(renderWhatsAppText('[click](javascript:alert(1)) **now**')).toBe('click *now*');
  });
});
