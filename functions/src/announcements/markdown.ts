import { Marked, type Token, type Tokens } from 'marked';
import { escapeHtml } from '../email/email-layout.ts';

/*
 * An announcement's Markdown, as HTML for the email and as its plain-text part. Inert whatever is
 * typed: raw HTML is shown as text, links go only to http(s) and mailto addresses (a `javascript:`
 * or `data:` link keeps its words and loses the link), images become their description (no remote
 * content in the association's emails).
 */

export interface RenderedMarkdown {
  html: string;
  text: string;
}

/** An address a link may go to, or null. */
export function safeLinkHref(href: string): string | null {
  try {
    const url = new URL(href);
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** A path of this site (`/contact`): a page's own link, never another host (`//host`, `/\\host`). */
export function isSitePath(href: string): boolean {
  return /^\/(?![/\\])/.test(href);
}

interface RenderOptions {
  /** The links' inline style: emails carry their colour; pages take it from their stylesheet (CSP forbids inline styles). */
  linkStyle?: string;
  /** Links to this site's own paths are kept (pages only: an email has no site to be relative to). */
  sitePaths?: boolean;
  /** The highest heading level written: a page's own title is its only h1. */
  topHeading?: number;
}

function markedWith({ linkStyle, sitePaths = false, topHeading = 1 }: RenderOptions): Marked {
  const instance = new Marked({ gfm: true, breaks: true, async: false });
  instance.use({
    useNewRenderer: true,
    renderer: {
      html({ text }: Tokens.HTML | Tokens.Tag) {
        return escapeHtml(text);
      },
      link({ href, tokens }: Tokens.Link) {
        const inner = this.parser.parseInline(tokens);
        const safe = sitePaths && isSitePath(href) ? href : safeLinkHref(href);
        const style = linkStyle ? ` style="${linkStyle}"` : '';
        return safe ? `<a href="${escapeHtml(safe)}"${style}>${inner}</a>` : inner;
      },
      image({ text }: Tokens.Image) {
        return escapeHtml(text);
      },
      heading({ tokens, depth }: Tokens.Heading) {
        const level = Math.min(6, Math.max(topHeading, depth));
        return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
      },
    },
  });
  return instance;
}

const marked = markedWith({ linkStyle: 'color:#1b5e20' });
const pageMarked = markedWith({ sitePaths: true, topHeading: 2 });

/**
 * The text flavours: `plain` for an email's text part; `whatsapp` keeps emphasis in WhatsApp's own
 * marks (*bold*, _italic_, ~struck~), since a pasted message shows them and would lose it otherwise.
 */
type TextFlavour = 'plain' | 'whatsapp';

const WHATSAPP_MARKS: Partial<Record<Token['type'], string>> = { strong: '*', em: '_', del: '~' };

function inlineText(tokens: readonly Token[] | undefined, flavour: TextFlavour = 'plain'): string {
  return (tokens ?? [])
    .map((token) => {
      const mark = flavour === 'whatsapp' ? WHATSAPP_MARKS[token.type] : undefined;
      if (mark) return `${mark}${inlineText((token as Tokens.Strong).tokens, flavour)}${mark}`;
      switch (token.type) {
        case 'link': {
          const words = inlineText(token.tokens, flavour);
          const safe = safeLinkHref(token.href);
          // A bare address (an autolink) is written once, whether or not its words end in a slash.
          const same = safe === words || safeLinkHref(words) === safe || `mailto:${words}` === safe;
          return safe && !same ? `${words} (${safe})` : words;
        }
        case 'br':
          return '\n';
        case 'image':
          return token.text;
        default:
          return 'tokens' in token && token.tokens ? inlineText(token.tokens, flavour) : ((token as { text?: string }).text ?? token.raw);
      }
    })
    .join('');
}

function blockText(tokens: readonly Token[], flavour: TextFlavour = 'plain'): string[] {
  const inline = (inner: readonly Token[] | undefined) => inlineText(inner, flavour);
  const blocks: string[] = [];
  for (const token of tokens) {
    switch (token.type) {
      case 'space':
        break;
      case 'heading':
        blocks.push(flavour === 'whatsapp' ? `*${inline(token.tokens)}*` : inline(token.tokens));
        break;
      case 'paragraph':
        blocks.push(inline(token.tokens));
        break;
      case 'list':
        blocks.push(
          (token as Tokens.List).items
            .map(
              (item, i) =>
                `${token.ordered ? `${Number(token.start || 1) + i}.` : '-'} ${blockText(item.tokens, flavour).join('\n').replace(/\n/g, '\n  ')}`,
            )
            .join('\n'),
        );
        break;
      case 'blockquote':
        blocks.push(
          blockText(token.tokens ?? [], flavour)
            .join('\n\n')
            .split('\n')
            .map((line) => `> ${line}`)
            .join('\n'),
        );
        break;
      case 'hr':
        blocks.push('----');
        break;
      case 'table': {
        const table = token as Tokens.Table;
        const row = (cells: Tokens.TableCell[]) => cells.map((cell) => inline(cell.tokens)).join(' | ');
        blocks.push([row(table.header), ...table.rows.map(row)].join('\n'));
        break;
      }
      default:
        blocks.push('tokens' in token && token.tokens ? inline(token.tokens) : ((token as { text?: string }).text ?? token.raw));
    }
  }
  return blocks.map((block) => block.trim()).filter(Boolean);
}

export function renderMarkdown(markdown: string): RenderedMarkdown {
  const html = marked.parse(markdown, { async: false }) as string;
  const text = blockText(marked.lexer(markdown)).join('\n\n');
  return { html, text };
}

/** The Markdown as a WhatsApp message: its text with WhatsApp's emphasis marks, links as "words (address)". */
export function renderWhatsAppText(markdown: string): string {
  return blockText(marked.lexer(markdown), 'whatsapp').join('\n\n');
}

/**
 * The same Markdown as HTML for a page of the site (the privacy notice): equally inert, links styled
 * by the page (no inline style), links to the site's own paths kept, headings from h2 down.
 */
export function renderPageMarkdown(markdown: string): string {
  return pageMarked.parse(markdown, { async: false }) as string;
}
