/**
 * The association's service emails: one layout, in HTML and plain text, readable on a phone. Every
 * value is escaped for HTML; every line of text is one line (no CR/LF can reach a header).
 */

export interface EmailLink {
  label: string;
  /** Absolute: the email is read outside the site. */
  url: string;
}

export interface EmailContent {
  subject: string;
  /** "Dear Asha," */
  greeting: string;
  /** Paragraphs of plain text; a paragraph may hold line breaks. */
  paragraphs: string[];
  /** A call to action shown as a button (and as a link in the text). */
  action?: EmailLink;
  /** Small print under the signature (e.g. why this email was sent). */
  footer?: string;
  /** A link at the end of the small print (an unsubscribe link): a real link in HTML, label and address in text. */
  footerLink?: EmailLink;
  /**
   * A body already rendered by the server's own safe renderer (an announcement's Markdown), after
   * the paragraphs. Its HTML is put in as it is: never pass anything else.
   */
  rendered?: { html: string; text: string };
  /**
   * An image after the paragraphs, sent with the email as an inline attachment (`cid:`, which mail
   * clients show where many block data URIs), under its caption; the text version has the caption
   * and the image's text alternative.
   */
  image?: EmailImage;
}

export interface EmailImage {
  /** The attachment's Content-ID, without `cid:`. */
  cid: string;
  /** What the image says, for screen readers, clients that block images and the text version. */
  alt: string;
  caption: string;
  /** Shown this wide and high, in CSS pixels. */
  sizePx: number;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

export const ASSOCIATION_NAME = 'East Devon Malayalee Association (EDMA)';

/** A header value on one line, without control characters (no header injection, whatever the input). */
export function headerText(value: string): string {
  return value
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const safeUrl = (url: string) => (/^https?:\/\//i.test(url) ? url : '#');

function footerHtml({ footer, footerLink }: EmailContent): string {
  const text = footer ? escapeHtml(footer).replace(/\n/g, '<br>') : '';
  const link = footerLink
    ? `<a href="${escapeHtml(safeUrl(footerLink.url))}" style="color:#1b5e20">${escapeHtml(footerLink.label)}</a>`
    : '';
  return [text, link].filter(Boolean).join('<br>');
}

function imageHtml({ cid, alt, caption, sizePx }: EmailImage): string {
  const size = Math.round(sizePx);
  return `<p style="margin:0 0 8px;font-weight:bold">${escapeHtml(caption)}</p>
<p style="margin:0 0 16px"><img src="cid:${escapeHtml(cid)}" alt="${escapeHtml(alt)}" width="${size}" height="${size}" style="display:block;width:${size}px;height:${size}px;border:0"></p>`;
}

export function renderEmail(content: EmailContent): RenderedEmail {
  const subject = headerText(content.subject);
  const textParts = [content.greeting, ...content.paragraphs];
  if (content.rendered) textParts.push(content.rendered.text);
  if (content.image) textParts.push(`${content.image.caption}: ${content.image.alt} (the image in this email).`);
  if (content.action) textParts.push(`${content.action.label}: ${content.action.url}`);
  textParts.push(`With best wishes,\nThe EDMA committee\n${ASSOCIATION_NAME}`);
  const footerText = [content.footer, content.footerLink && `${content.footerLink.label}: ${content.footerLink.url}`].filter(Boolean);
  if (footerText.length > 0) textParts.push(footerText.join('\n'));
  const text = `${textParts.join('\n\n')}\n`;

  const paragraph = (p: string) => `<p style="margin:0 0 16px">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`;
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(safeUrl(content.action.url))}" style="display:inline-block;background:#1b5e20;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(content.action.label)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f0">
<div style="max-width:560px;margin:0 auto;padding:24px 16px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a;background:#ffffff">
<p style="margin:0 0 16px;font-weight:bold;color:#1b5e20">${escapeHtml(ASSOCIATION_NAME)}</p>
${paragraph(content.greeting)}
${content.paragraphs.map(paragraph).join('\n')}
${content.rendered ? `<div style="margin:0 0 16px">${content.rendered.html}</div>` : ''}
${content.image ? imageHtml(content.image) : ''}
${button}
${paragraph('With best wishes,\nThe EDMA committee')}
${content.footer || content.footerLink ? `<p style="margin:24px 0 0;font-size:13px;color:#555555">${footerHtml(content)}</p>` : ''}
</div></body></html>
`;
  return { subject, text, html };
}
