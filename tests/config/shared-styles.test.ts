import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// Classes defined once, in web/src/app/global.css. A page's stylesheet stays in the document after a
// client-side visit, so a bare redefinition elsewhere changes them on every page afterwards
// (tests/e2e/shared-styles.spec.ts shows it in the browser for the dashboard).
const WEB_SRC = join(import.meta.dirname, '..', '..', 'web', 'src');
const GLOBAL = join(WEB_SRC, 'app', 'global.css');
const SHARED = /^\.(button-primary|button-secondary|button-danger|card|panel|box-muted|visually-hidden)(:[\w-]+(\([^)]*\))?)*$/;

const files = (readdirSync(WEB_SRC, { recursive: true }) as string[]).map((file) => join(WEB_SRC, file));
const sheets = files.filter((file) => file.endsWith('.css') && file !== GLOBAL);

/*
 * Colours are named once, as tokens in global.css (var(--color-...)); everything else uses the tokens.
 * Folders still to switch to the tokens, relative to web/src; empty once every screen uses them.
 */
const COLOURS_NOT_YET_TOKENS: readonly string[] = [];
const RAW_COLOUR = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/gi;
const styled = files.filter((file) => /\.(css|tsx)$/.test(file) && file !== GLOBAL && !file.endsWith('.test.tsx'));

/** Raw colour values in CSS or TSX source, comments left out; `#` ids in URLs and selectors are not colours. */
function rawColours(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return [...code.matchAll(RAW_COLOUR)].map((m) => m[0]).filter((value) => !/^#[0-9a-f]{3,8}$/i.test(value) || isHexColour(code, value));
}

/** A hex value is a colour where a property value or a string holds it, not where it names an element id. */
function isHexColour(code: string, value: string): boolean {
  return new RegExp(`(:|\\(|,|=|'|"|\\s)\\s*${value}\\b`, 'i').test(code);
}

function selectors(css: string): string[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...withoutComments.matchAll(/([^{}]+)\{/g)].flatMap((m) => m[1]!.split(',').map((s) => s.trim()));
}

describe('shared classes of global.css', () => {
  it('checks every other stylesheet of the web app', () => {
    expect(sheets.map((file) => relative(WEB_SRC, file))).toContain(join('features', 'dashboard', 'dashboard.css'));
  });

  it('are redefined by no other stylesheet (scoped, or combined with a class of its own, is fine)', () => {
    const bare = sheets.flatMap((file) =>
      selectors(readFileSync(file, 'utf8'))
        .filter((selector) => SHARED.test(selector))
        .map((selector) => `${relative(WEB_SRC, file)}: ${selector}`),
    );
    expect(bare).toEqual([]);
  });

  it('tells a bare redefinition from a scoped one', () => {
    const css = '.x { a: b } .button-primary,\n.button-secondary:hover { c: d } .card .button-primary, .button-primary.danger { e: f }';
    expect(selectors(css).filter((s) => SHARED.test(s))).toEqual(['.button-primary', '.button-secondary:hover']);
  });
});

describe('colours', () => {
  it('checks the stylesheets and components of the web app', () => {
    const names = styled.map((file) => relative(WEB_SRC, file));
    expect(names).toContain(join('features', 'registration', 'registration.css'));
    expect(names).toContain(join('ui', 'field.tsx'));
  });

  it('are tokens of global.css everywhere else (no hex, rgb() or hsl() values)', () => {
    const raw = styled
      .filter((file) => !COLOURS_NOT_YET_TOKENS.some((folder) => relative(WEB_SRC, file).split(sep).join('/').startsWith(folder)))
      .flatMap((file) => rawColours(readFileSync(file, 'utf8')).map((value) => `${relative(WEB_SRC, file)}: ${value}`));
    expect(raw).toEqual([]);
  });

  it('tells a raw colour from a token, a comment or an id', () => {
    expect(rawColours('.a { color: #0b5d3b; border: 1px solid rgb(0 0 0 / 8%); }')).toEqual(['#0b5d3b', 'rgb(']);
    expect(rawColours('<path fill="#fff" /> const c = { fill: \'#1e3a8a\' };')).toEqual(['#fff', '#1e3a8a']);
    expect(rawColours('.a { color: var(--color-primary); } /* was #0b5d3b */')).toEqual([]);
    expect(rawColours('<a href="/contact#form">x</a>')).toEqual([]);
  });

  it('are each defined once, in global.css', () => {
    const global = readFileSync(GLOBAL, 'utf8');
    const used = new Set(styled.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/var\((--color-[\w-]+)/g)].map((m) => m[1]!)));
    const defined = new Set([...global.matchAll(/^\s*(--color-[\w-]+):/gm)].map((m) => m[1]!));
    expect([...used].filter((token) => !defined.has(token))).toEqual([]);
  });
});
